import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { selectReport, selectReviewHeader } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { LOADING_BRANCHES, PRINT, REPORT_TITLE } from '../orderReviewTexts';
import { ReportRows } from './ReportRows';

/**
 * 'Relatório' (§2.6): every order under the filter as one table (combo orders marked, issue 29 point 6), and 'Imprimir' (the browser's
 * print). In print only this view shows: no navigation, no dialog frame, the table unclipped
 * (OrderReviewPage.css @media print), every row (ReportRows: on screen they come as the list scrolls).
 */
export function ReportModal() {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport);
  const header = useAppSelector(selectReviewHeader);
  if (!report.open) return null;
  const total = report.rows.reduce((sum, order) => sum + order.valorTotal, 0);
  const footer = (
    <button type="button" className="btn btn--primary" disabled={report.status !== 'loaded'} onClick={() => window.print()}>
      {PRINT}
    </button>
  );
  return (
    <Modal title={REPORT_TITLE} onClose={() => dispatch(orderReviewActions.reportClosed())} width={1000} className="review-report-modal" footer={footer}>
      <div className="review-report">
        {header && (
          <p className="review-report__heading">
            Cotação {header.id} — {header.title} · Vencimento {header.dueDate} · {header.status}
          </p>
        )}
        {report.status === 'loading' && <p role="status">{LOADING_BRANCHES}</p>}
        {report.status === 'failed' && <p role="alert">{report.error}</p>}
        {report.status === 'loaded' && (
          <table className="review-report__table">
            <caption className="visually-hidden">Pedidos da cotação</caption>
            <thead>
              <tr>
                <th scope="col">Fornecedor</th>
                <th scope="col">Representante</th>
                <th scope="col">Filial</th>
                <th scope="col">Situação</th>
                <th scope="col">Combo</th>
                <th scope="col" className="num">Total</th>
                <th scope="col" className="num">Faturado</th>
              </tr>
            </thead>
            <tbody>
              <ReportRows rows={report.rows} />
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={5}>
                  Total ({report.rows.length} pedidos)
                </th>
                <td className="num">{formatMoney(total)}</td>
                <td className="num">{formatMoney(report.rows.reduce((sum, order) => sum + order.totalFaturado, 0))}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
    </Modal>
  );
}
