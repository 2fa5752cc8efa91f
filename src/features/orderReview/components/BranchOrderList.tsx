import type { PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import type { RowsView } from '../orderReviewSelectors';
import { EMPTY_RESULT, LOADING_BRANCHES } from '../orderReviewTexts';
import { BranchOrderCard } from './BranchOrderCard';

/** Branch orders of a representative (or the pending tab's flat list): 'Carregando Filiais...', empty, or the cards. */
export function BranchOrderList({ orders, showSupplier = false }: { orders: RowsView<PedidoRevisaoDto>; showSupplier?: boolean }) {
  return (
    <div className="review-orders" aria-busy={orders.status === 'loading'}>
      {(orders.status === 'loading' || orders.status === 'idle') && orders.rows.length === 0 && <p role="status">{LOADING_BRANCHES}</p>}
      {orders.status === 'failed' && <p role="alert">{orders.error}</p>}
      {orders.status === 'loaded' && orders.rows.length === 0 && <p role="status">{EMPTY_RESULT}</p>}
      <ul className="review-list">
        {orders.rows.map((order) => (
          <BranchOrderCard key={order.idPedido} order={order} showSupplier={showSupplier} />
        ))}
      </ul>
    </div>
  );
}
