import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectBranchOrders, selectRepresentativeOpen, selectRepresentativeRow } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { LOAD_MORE, NO_BRANCH_ORDERS, ordersCount } from '../automaticOrderTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { BranchOrderCard } from './BranchOrderCard';

/** A representative's accordion: its branch orders, 15 at a time ('Carregar mais'). */
export function RepresentativePanel({ idFornecedor, idRepresentante, hiddenColumns }: { idFornecedor: number; idRepresentante: number; hiddenColumns: readonly string[] }) {
  const dispatch = useAppDispatch();
  const representative = useAppSelector((s) => selectRepresentativeRow(s, idFornecedor, idRepresentante));
  const open = useAppSelector((s) => selectRepresentativeOpen(s, idFornecedor, idRepresentante));
  const orders = useAppSelector((s) => selectBranchOrders(s, idFornecedor, idRepresentante));
  const panelId = useId();
  const owner = { idFornecedor, idRepresentante };
  if (!representative) return null;
  return (
    <li className="representative">
      <button type="button" className="accordion-toggle representative__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(automaticOrderActions.representativeToggled(owner))}>
        <span className="accordion-toggle__name">
          <TruncatedText text={representative.nomeRepresentante} />
        </span>
        <span className="accordion-toggle__count">{ordersCount(representative.quantidadePedidos)}</span>
        <span className="accordion-toggle__total">{formatMoney(representative.valorTotal)}</span>
      </button>
      {open && (
        <div id={panelId} className="representative__orders" aria-busy={orders.status === 'loading'}>
          {orders.ids.length > 0 && (
            <ul className="order-cards" aria-label={`Pedidos por filial de ${representative.nomeRepresentante}`}>
              {orders.ids.map((id) => (
                <BranchOrderCard key={id} idPedido={id} hiddenColumns={hiddenColumns} />
              ))}
            </ul>
          )}
          <LoadState status={orders.status} error={orders.error} loadingText="Carregando pedidos…" emptyText={orders.ids.length === 0 ? NO_BRANCH_ORDERS : undefined} onRetry={() => dispatch(automaticOrderActions.branchOrdersRequested(owner))} />
          {orders.status === 'loaded' && !orders.last && (
            <button type="button" className="btn order-cards__more" onClick={() => dispatch(automaticOrderActions.branchOrdersRequested(owner))}>
              {LOAD_MORE} ({orders.ids.length} de {orders.total})
            </button>
          )}
        </div>
      )}
    </li>
  );
}
