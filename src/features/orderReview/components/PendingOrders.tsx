import { useAppSelector } from '../../../app/hooks';
import { selectPendingOrders } from '../orderReviewSelectors';
import { BranchOrderList } from './BranchOrderList';

/** 'Pendentes de pagamento': the branch orders flat, without supplier grouping (§2.6). */
export function PendingOrders() {
  const orders = useAppSelector(selectPendingOrders);
  return (
    <section className="review-pending" aria-label="Pedidos pendentes de pagamento">
      <BranchOrderList orders={orders} showSupplier />
    </section>
  );
}
