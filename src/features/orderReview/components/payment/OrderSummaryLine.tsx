import { formatMoney } from '../../../../shared/lib/format';
import { TruncatedText } from '../../../../shared/ui/TruncatedText';
import type { OrderRef } from '../../orderPaymentSlice';

/** Which order a dialog is about: branch · supplier · total. */
export function OrderSummaryLine({ order }: { order: OrderRef }) {
  return (
    <p className="order-payment__order">
      <TruncatedText text={`${order.nomeFantasiaCliente} · ${order.nomeFantasiaFornecedor} · ${formatMoney(order.valorTotal)}`} />
    </p>
  );
}
