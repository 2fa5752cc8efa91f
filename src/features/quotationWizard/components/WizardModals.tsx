import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectCancelOpen, selectRegistrationDraft, selectSendConfirmOpen, selectWizardBusy } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { CancelQuotationModal } from '../../../widgets/CancelQuotationModal';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { dueConfirmationText } from '../wizardTexts';

/** 'Aviso': cancelling loses everything; a reason is asked (no validation, spec 01 §5). */
function CancelModal() {
  const dispatch = useAppDispatch();
  return <CancelQuotationModal onBack={() => dispatch(wizardActions.cancelDismissed())} onConfirm={(reason) => dispatch(wizardActions.cancelConfirmed(reason))} />;
}

function SendConfirmModal() {
  const dispatch = useAppDispatch();
  const registration = useAppSelector(selectRegistrationDraft);
  const close = (): void => void dispatch(wizardActions.sendDismissed());
  return (
    <Modal
      title="Confirmação do vencimento"
      onClose={close}
      footer={<DialogButtons onBack={close} confirmLabel="Confirmar envio" onConfirm={() => dispatch(wizardActions.sendConfirmed())} />}
    >
      <p>{dueConfirmationText(registration ? `${registration.vencimento} às ${registration.hora}` : '')}</p>
    </Modal>
  );
}

/** The wizard's dialogs: cancel ('Aviso'), due-date confirmation and the loading dialog while a command runs. */
export function WizardModals() {
  const cancelOpen = useAppSelector(selectCancelOpen);
  const sendConfirmOpen = useAppSelector(selectSendConfirmOpen);
  const busy = useAppSelector(selectWizardBusy);
  if (busy)
    return (
      <Modal title="Carregando" onClose={() => undefined} closable={false}>
        <p role="status">{busy}</p>
      </Modal>
    );
  return (
    <>
      {cancelOpen && <CancelModal />}
      {sendConfirmOpen && <SendConfirmModal />}
    </>
  );
}
