import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/rootReducer';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { Modal } from '../../../shared/ui/Modal';
import { Pager } from '../../../shared/ui/Pager';
import { EXCLUDED_PAGE_SIZE, manualOrderExcludedActions } from '../manualOrderExcludedSlice';
import { EXCLUDED_TEXTS } from '../manualOrderTexts';
import { DeleteSelectionControls } from './DeleteSelection';

const selectExcluded = (s: RootState) => s.manualOrderExcluded;
const COLUMNS = ['Filial', 'EAN', 'Produto', 'Fabricante'] as const;

/** Selecting products to delete, 'Ver Produtos Excluídos' (issue 29 point 3) and what the last delete or re-insert did. */
export function ExcludedProductsBar() {
  const dispatch = useAppDispatch();
  const { notice, open } = useAppSelector(selectExcluded);
  return (
    <div className="manual-order__excluded-bar">
      <DeleteSelectionControls />
      <button type="button" className="btn" onClick={() => dispatch(manualOrderExcludedActions.excludedOpened())}>
        {EXCLUDED_TEXTS.open}
      </button>
      {notice && !open && <AlertBox severity={notice.tone} message={notice.message} onClose={() => dispatch(manualOrderExcludedActions.noticeClosed())} autoCloseMs={0} />}
    </div>
  );
}

/** The deleted products of every branch, 10 per page, each with 'Reinserir'; 'Reinserir todos' below. */
export function ExcludedProductsModal() {
  const dispatch = useAppDispatch();
  const excluded = useAppSelector(selectExcluded);
  const body = useRef<HTMLDivElement>(null);
  // A re-inserted row leaves with the button that had the focus: the focus goes back to the dialog, so Esc and Tab keep working.
  useEffect(() => {
    if (excluded.open && !excluded.busy && document.activeElement === document.body) body.current?.closest<HTMLElement>('.modal')?.focus();
  }, [excluded.open, excluded.busy, excluded.rows]);
  if (!excluded.open) return null;
  const footer = (
    <button type="button" className="btn btn--primary" disabled={excluded.busy || excluded.total === 0} aria-busy={excluded.busy} onClick={() => dispatch(manualOrderExcludedActions.restoreRequested({}))}>
      {EXCLUDED_TEXTS.restoreAll}
    </button>
  );
  return (
    <Modal title={EXCLUDED_TEXTS.title} onClose={() => dispatch(manualOrderExcludedActions.excludedClosed())} width={860} footer={footer}>
      <div ref={body} />
      {excluded.notice && <AlertBox severity={excluded.notice.tone} message={excluded.notice.message} onClose={() => dispatch(manualOrderExcludedActions.noticeClosed())} autoCloseMs={0} />}
      {excluded.status === 'loading' && excluded.rows.length === 0 && <p role="status">{EXCLUDED_TEXTS.loading}</p>}
      {excluded.status === 'loaded' && excluded.total === 0 && <p role="status">{EXCLUDED_TEXTS.empty}</p>}
      {excluded.rows.length > 0 && (
        <table className="manual-excluded">
          <caption className="visually-hidden">{EXCLUDED_TEXTS.title}</caption>
          <thead>
            <tr>
              {[...COLUMNS, EXCLUDED_TEXTS.restore].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {excluded.rows.map((row) => (
              <tr key={row.id}>
                {[row.nomefantasiaCliente, row.codBarras, row.descricaoProduto, row.descricaoFabricante].map((text, at) => (
                  <td key={COLUMNS[at]}>{text}</td>
                ))}
                <td>
                  <button type="button" className="btn" disabled={excluded.busy} aria-label={EXCLUDED_TEXTS.restoreLabel(row.descricaoProduto, row.nomefantasiaCliente)} onClick={() => dispatch(manualOrderExcludedActions.restoreRequested({ idItem: row.id }))}>
                    {EXCLUDED_TEXTS.restore}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager total={excluded.total} page={excluded.page} size={EXCLUDED_PAGE_SIZE} onPageChange={(page) => dispatch(manualOrderExcludedActions.excludedPageChosen(page))} sizeLabel="Produtos por página" />
    </Modal>
  );
}
