import { useId } from 'react';
import { useAppDispatch, useKeyedSelector } from '../../../app/hooks';
import { isBranchOrderEditable, ORDER_STATUS_TEXT } from '../../../domain/orderStatus';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectBranchOrder, selectLoadedOrderTotal, selectOrderOpen, selectItemsStatus } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { shortfallText } from '../automaticOrderTexts';
import { LazyOrderItemsGrid } from '../grid/LazyOrderItemsGrid';
import { OrderDeleteButton, OrderSelectionBox } from '../selection/OrderSelectionBox';

const selectItemsLoaded = (state: Parameters<typeof selectItemsStatus>[0], idPedido: number) => selectItemsStatus(state, idPedido).status === 'loaded';

/**
 * One branch order as an accordion: status, branch, total and what it lacks to the supplier's
 * minimum billing ('Faltam'); opening it shows its products (at most five open: the oldest closes).
 */
export function BranchOrderCard({ idPedido, hiddenColumns }: { idPedido: number; hiddenColumns: readonly string[] }) {
  const dispatch = useAppDispatch();
  const order = useKeyedSelector(selectBranchOrder, idPedido);
  const open = useKeyedSelector(selectOrderOpen, idPedido);
  const loaded = useKeyedSelector(selectItemsLoaded, idPedido);
  const loadedTotal = useKeyedSelector(selectLoadedOrderTotal, idPedido);
  const panelId = useId();
  if (!order) return null;
  // Once the items are here, the total follows the user's edits at once; before, the server's.
  const total = open && loaded ? loadedTotal : order.valorTotal;
  const shortfall = order.faltaFaturamentoMinimo ?? 0;
  const toggle = () => dispatch(open ? automaticOrderActions.orderClosed(idPedido) : automaticOrderActions.orderOpenRequested(idPedido));
  const editable = isBranchOrderEditable(order);
  return (
    <li className={`order-card${open ? ' order-card--open' : ''}`}>
      <div className="order-card__head">
        {editable && <OrderSelectionBox idPedido={idPedido} branch={order.nomeFantasiaCliente} />}
        <button type="button" className="order-card__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <span className="order-card__status">{ORDER_STATUS_TEXT[order.situacaoPedido] ?? order.situacaoPedido}</span>
          <span className="order-card__branch">
            {order.combo && (
              <abbr className="order-card__combo" title="Pedido combo">
                CB
              </abbr>
            )}
            <TruncatedText text={order.nomeFantasiaCliente} />
          </span>
          <span className="order-card__items">{formatCount(order.quantidadeItensFiltrados ?? order.quantidadeItens, 'item', 'itens')}</span>
          <span className="order-card__total">{formatMoney(total)}</span>
        </button>
        {editable && <OrderDeleteButton idPedido={idPedido} branch={order.nomeFantasiaCliente} />}
      </div>
      {shortfall > 0 && (order.looping ?? 0) === 0 && <p className="order-card__shortfall">{shortfallText(formatMoney(shortfall), order.minimoFaturamentoSemST ?? true)}</p>}
      {open && (
        <div id={panelId} className="order-card__panel">
          <LazyOrderItemsGrid idPedido={idPedido} label={`Produtos do pedido de ${order.nomeFantasiaCliente}`} hiddenColumns={hiddenColumns} editable={editable} />
        </div>
      )}
    </li>
  );
}
