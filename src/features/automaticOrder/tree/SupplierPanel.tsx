import { useId } from 'react';
import { useAppDispatch, useKeyedSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectRepresentatives, selectSupplierOpen, selectSupplierRow } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { ordersCount } from '../automaticOrderTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { RepresentativePanel } from './RepresentativePanel';

/** A supplier's accordion with its totals (the entity row, which follows every change): its representatives. */
export function SupplierPanel({ idFornecedor, hiddenColumns }: { idFornecedor: number; hiddenColumns: readonly string[] }) {
  const dispatch = useAppDispatch();
  const supplier = useKeyedSelector(selectSupplierRow, idFornecedor);
  const open = useKeyedSelector(selectSupplierOpen, idFornecedor);
  const representatives = useKeyedSelector(selectRepresentatives, idFornecedor);
  const panelId = useId();
  const toggle = () => dispatch(automaticOrderActions.supplierToggled(idFornecedor));
  // Closing and opening again reads a list that failed (the saga reads only for an open supplier).
  const retry = () => {
    toggle();
    toggle();
  };
  if (!supplier) return null;
  return (
    <li className="supplier">
      <h3 className="supplier__heading">
        <button type="button" className="accordion-toggle supplier__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span className="accordion-toggle__name">
            <TruncatedText text={supplier.nomeFantasiaFornecedor} />
          </span>
          <span className="accordion-toggle__count">{ordersCount(supplier.quantidadePedidos)}</span>
          <span className="accordion-toggle__total">{formatMoney(supplier.valorTotal)}</span>
        </button>
      </h3>
      {open && (
        <div id={panelId} className="supplier__panel" aria-busy={representatives.status === 'loading'}>
          <LoadState status={representatives.status} error={representatives.error} loadingText="Carregando representantes…" onRetry={retry} />
          <ul className="representatives">
            {representatives.ids.map((idRepresentante) => (
              <RepresentativePanel key={idRepresentante} idFornecedor={idFornecedor} idRepresentante={idRepresentante} hiddenColumns={hiddenColumns} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
