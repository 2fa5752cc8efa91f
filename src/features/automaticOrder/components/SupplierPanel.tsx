import { useId } from 'react';
import type { FornecedorPedidoAutomaticoDto } from '../../../api/pedidoAutomaticoDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectRepresentatives, selectSupplierOpen } from '../automaticOrderSelectors';
import { automaticOrderActions as a } from '../automaticOrderSlice';
import { ordersCount } from '../automaticOrderTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { RepresentativePanel } from './RepresentativePanel';

/** A supplier's accordion: its representatives. */
export function SupplierPanel({ supplier, hiddenColumns }: { supplier: FornecedorPedidoAutomaticoDto; hiddenColumns: readonly string[] }) {
  const dispatch = useAppDispatch();
  const { idFornecedor } = supplier;
  const open = useAppSelector((s) => selectSupplierOpen(s, idFornecedor));
  const representatives = useAppSelector((s) => selectRepresentatives(s, idFornecedor));
  const panelId = useId();
  const toggle = () => dispatch(a.supplierToggled(idFornecedor));
  // Closing and opening again reads a list that failed (the saga reads only for an open supplier).
  const retry = () => {
    toggle();
    toggle();
  };
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
            {representatives.rows.map((row) => (
              <RepresentativePanel key={row.idRepresentante} representative={row} hiddenColumns={hiddenColumns} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
