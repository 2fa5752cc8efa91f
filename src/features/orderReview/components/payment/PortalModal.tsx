import { useAppDispatch } from '../../../../app/hooks';
import { DialogButtons } from '../../../../shared/ui/DialogButtons';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions as a, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS as T } from '../../orderPaymentTexts';
import { CodeForm } from './CodeForm';
import { OrderSummaryLine } from './OrderSummaryLine';

/** No payment type (spec 03 §2.6, §4.6): 'O seguinte pagamento foi feito no Portal?' Sim → the order code and 'Enviar'; Não closes. */
export function PortalModal({ dialog }: { dialog: Extract<PaymentDialog, { kind: 'portal' }> }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(a.dialogClosed());
  const asking = dialog.step === 'pergunta';
  return (
    <Modal
      title={T.portalTitle}
      onClose={close}
      footer={asking ? <DialogButtons backLabel={T.no} onBack={close} confirmLabel={T.yes} onConfirm={() => dispatch(a.portalConfirmed())} /> : undefined}
    >
      <OrderSummaryLine order={dialog.order} />
      {asking ? (
        <p>{T.portalQuestion}</p>
      ) : (
        <CodeForm label={T.orderCode} submission={dialog.submission} onSubmit={(code) => dispatch(a.portalCodeSubmitted({ idPedido: dialog.order.idPedido, code }))} />
      )}
    </Modal>
  );
}
