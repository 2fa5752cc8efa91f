import type { PedidoRevisaoDto } from '../../../../api/revisaoEnvioDto';
import { useAppDispatch } from '../../../../app/hooks';
import { awaitsSupplierCode, paymentAction, showsPaymentButton } from '../../../../domain/orderPayment';
import { orderPaymentActions, orderRef } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import './OrderPayment.css';

/**
 * A branch order's payment and code buttons (spec 03 §4.6): 'Pagamento' on orders pending
 * payment (and, disabled, on invoiced ones that had a payment); 'Cód. pedido' on orders waiting
 * for the supplier's code (sent by FTP).
 */
export function OrderPaymentActions({ order }: { order: PedidoRevisaoDto }) {
  const dispatch = useAppDispatch();
  const showPayment = showsPaymentButton(order);
  const waitsCode = awaitsSupplierCode(order.situacaoPedido);
  if (!showPayment && !waitsCode) return null;
  const action = paymentAction(order);
  const ref = orderRef(order);
  const pay = () => {
    if (action === 'codigoFornecedor') dispatch(orderPaymentActions.supplierCodeOpened(ref));
    else if (action === 'pagamento') dispatch(orderPaymentActions.paymentOpened(ref));
    else if (action === 'portal') dispatch(orderPaymentActions.portalOpened(ref));
  };
  const name = order.codPedido ?? String(order.idPedido);
  return (
    <div className="review-order__actions">
      {waitsCode && (
        <button type="button" className="btn order-payment__button" aria-label={`${PAYMENT_TEXTS.codeButton} ${name}`} onClick={() => dispatch(orderPaymentActions.supplierCodeOpened(ref))}>
          {PAYMENT_TEXTS.codeButton}
        </button>
      )}
      {showPayment && (
        <button type="button" className="btn order-payment__button" aria-label={`${PAYMENT_TEXTS.paymentButton} ${name}`} disabled={action === 'desabilitado'} onClick={pay}>
          {PAYMENT_TEXTS.paymentButton}
        </button>
      )}
    </div>
  );
}
