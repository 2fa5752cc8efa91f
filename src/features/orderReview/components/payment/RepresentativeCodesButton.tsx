import type { PedidoRevisaoDto } from '../../../../api/revisaoEnvioDto';
import { useAppDispatch } from '../../../../app/hooks';
import { awaitsSupplierCode } from '../../../../domain/orderPayment';
import { orderPaymentActions, orderRef } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import './OrderPayment.css';

/** A representative's order code table (spec 03 §2.6): shown when some of its branch orders wait for the supplier's code. */
export function RepresentativeCodesButton({ representative, orders }: { representative: string; orders: readonly PedidoRevisaoDto[] }) {
  const dispatch = useAppDispatch();
  const waiting = orders.filter((order) => awaitsSupplierCode(order.situacaoPedido));
  if (waiting.length === 0) return null;
  return (
    <div className="order-payment__codes-bar">
      <button type="button" className="btn order-payment__button" onClick={() => dispatch(orderPaymentActions.codesOpened({ title: PAYMENT_TEXTS.codesTitle(representative), orders: waiting.map(orderRef) }))}>
        {PAYMENT_TEXTS.codesButton} ({waiting.length})
      </button>
    </div>
  );
}
