import { useAppDispatch } from '../../../../app/hooks';
import { DialogButtons } from '../../../../shared/ui/DialogButtons';
import { Modal } from '../../../../shared/ui/Modal';
import { orderPaymentActions, type PaymentDialog } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import { CodeForm } from './CodeForm';
import { OrderSummaryLine } from './OrderSummaryLine';

/** No payment type (spec 03 §2.6, §4.6): 'O seguinte pagamento foi feito no Portal?' Sim → the order code and 'Enviar'; Não closes. */
export function PortalModal({ dialog }: { dialog: Extract<PaymentDialog, { kind: 'portal' }> }) {
  const dispatch = useAppDispatch();
  const close = () => dispatch(orderPaymentActions.dialogClosed());
  const asking = dialog.step === 'pergunta';
  return (
    <Modal
      title={PAYMENT_TEXTS.portalTitle}
      onClose={close}
      footer={asking ? <DialogButtons backLabel={PAYMENT_TEXTS.no} onBack={close} confirmLabel={PAYMENT_TEXTS.yes} onConfirm={() => dispatch(orderPaymentActions.portalConfirmed())} /> : undefined}
    >
      <OrderSummaryLine order={dialog.order} />
      {asking ? (
        <p>{PAYMENT_TEXTS.portalQuestion}</p>
      ) : (
        <CodeForm label={PAYMENT_TEXTS.orderCode} submission={dialog.submission} onSubmit={(code) => dispatch(orderPaymentActions.portalCodeSubmitted({ idPedido: dialog.order.idPedido, code }))} />
      )}
    </Modal>
  );
}
