import { useAppDispatch } from '../../../../app/hooks';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import { CodeForm } from './CodeForm';
import { OrderSummaryLine } from './OrderSummaryLine';

/** A branch order's supplier order code (spec 03 §2.6, §4.6): the input and 'Enviar', or the code already registered. */
export function SupplierCodeModal({ dialog }: { dialog: Extract<PaymentDialog, { kind: 'codigoFornecedor' }> }) {
  const dispatch = useAppDispatch();
  const { order } = dialog;
  return (
    <Modal title={PAYMENT_TEXTS.supplierCodeTitle} onClose={() => dispatch(orderPaymentActions.dialogClosed())}>
      <OrderSummaryLine order={order} />
      {order.codPedidoFornecedor ? (
        <p>{PAYMENT_TEXTS.registeredCode(order.codPedidoFornecedor)}</p>
      ) : (
        <CodeForm label={PAYMENT_TEXTS.supplierCode} submission={dialog.submission} onSubmit={(code) => dispatch(orderPaymentActions.supplierCodeSubmitted({ idPedido: order.idPedido, code }))} />
      )}
    </Modal>
  );
}
