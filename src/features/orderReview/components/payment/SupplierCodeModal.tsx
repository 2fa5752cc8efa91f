import { useAppDispatch } from '../../../../app/hooks';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions as a, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS as T } from '../../orderPaymentTexts';
import { CodeForm } from './CodeForm';
import { OrderSummaryLine } from './OrderSummaryLine';

/** A branch order's supplier order code (spec 03 §2.6, §4.6): the input and 'Enviar', or the code already registered. */
export function SupplierCodeModal({ dialog }: { dialog: Extract<PaymentDialog, { kind: 'codigoFornecedor' }> }) {
  const dispatch = useAppDispatch();
  const { order } = dialog;
  return (
    <Modal title={T.supplierCodeTitle} onClose={() => dispatch(a.dialogClosed())}>
      <OrderSummaryLine order={order} />
      {order.codPedidoFornecedor ? (
        <p>{T.registeredCode(order.codPedidoFornecedor)}</p>
      ) : (
        <CodeForm label={T.supplierCode} submission={dialog.submission} onSubmit={(code) => dispatch(a.supplierCodeSubmitted({ idPedido: order.idPedido, code }))} />
      )}
    </Modal>
  );
}
