import type { PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import type { RowsView } from '../orderReviewSelectors';
import { EMPTY_RESULT, LOADING_BRANCHES } from '../orderReviewTexts';
import { BranchOrderCard } from './BranchOrderCard';
import { LoadState } from '../../../shared/ui/LoadState';

/** Branch orders of a representative (or the pending tab's flat list): 'Carregando Filiais...', empty, or the cards. */
export function BranchOrderList({ orders, showSupplier = false }: { orders: RowsView<PedidoRevisaoDto>; showSupplier?: boolean }) {
  return (
    <div className="review-orders" aria-busy={orders.status === 'loading'}>
      <LoadState status={orders.status} error={orders.error} loadingText={LOADING_BRANCHES} emptyText={EMPTY_RESULT} hasRows={orders.rows.length > 0} />
      <ul className="review-list">
        {orders.rows.map((order) => (
          <BranchOrderCard key={order.idPedido} order={order} showSupplier={showSupplier} />
        ))}
      </ul>
    </div>
  );
}
