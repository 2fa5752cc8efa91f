import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectBranchOrders, selectRepresentativeOpen, selectRepresentativeRow } from '../automaticOrderSelectors';
import { automaticOrderActions as a } from '../automaticOrderSlice';
import { LOAD_MORE, NO_BRANCH_ORDERS, ordersCount, RETRY } from '../automaticOrderTexts';
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
      <button type="button" className="accordion-toggle representative__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(a.representativeToggled(owner))}>
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
          {orders.status === 'loading' && <p role="status">Carregando pedidos…</p>}
          {orders.status === 'loaded' && orders.ids.length === 0 && <p role="status">{NO_BRANCH_ORDERS}</p>}
          {orders.status === 'failed' && (
            <p role="alert">
              {orders.error}{' '}
              <button type="button" className="btn btn--small" onClick={() => dispatch(a.branchOrdersRequested(owner))}>
                {RETRY}
              </button>
            </p>
          )}
          {orders.status === 'loaded' && !orders.last && (
            <button type="button" className="btn order-cards__more" onClick={() => dispatch(a.branchOrdersRequested(owner))}>
              {LOAD_MORE} ({orders.ids.length} de {orders.total})
            </button>
          )}
        </div>
      )}
    </li>
  );
}
