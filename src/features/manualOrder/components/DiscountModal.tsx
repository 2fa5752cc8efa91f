import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney, formatPercent } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { selectDiscount } from '../manualOrderSelectors';
import { DISCOUNT, LOADING } from '../manualOrderTexts';

/** The discount breakdown of an answer (spec 02 §2.2: tipoNegociacao, valorDesconto, percentualDesconto). */
export function DiscountModal() {
  const dispatch = useAppDispatch();
  const discount = useAppSelector(selectDiscount);
  if (!discount) return null;
  const close = () => dispatch(manualOrderDialogsActions.discountClosed());
  return (
    <Modal title={DISCOUNT.title} onClose={close} footer={<button type="button" className="btn" onClick={close}>Fechar</button>}>
      <p className="manual-dialog__subtitle">{discount.title}</p>
      {discount.status === 'loading' && <p role="status">{LOADING.discount}</p>}
      {discount.status === 'failed' && <p role="alert">{discount.error}</p>}
      {discount.status === 'loaded' &&
        (discount.rows.length === 0 ? (
          <p>{DISCOUNT.none}</p>
        ) : (
          <table className="manual-table">
            <thead>
              <tr>
                <th scope="col">{DISCOUNT.type}</th>
                <th scope="col">{DISCOUNT.value}</th>
                <th scope="col">{DISCOUNT.percent}</th>
              </tr>
            </thead>
            <tbody>
              {discount.rows.map((row, index) => (
                <tr key={`${row.tipoNegociacao}:${index}`}>
                  <td>{row.tipoNegociacao}</td>
                  <td className="manual-num">{formatMoney(row.valorDesconto)}</td>
                  <td className="manual-num">{formatPercent(row.percentualDesconto)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </Modal>
  );
}
