import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectCancelOpen, selectRegistrationDraft, selectSendConfirmOpen, selectWizardBusy } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { CANCEL_WARNING, dueConfirmationText } from '../wizardTexts';
import { DialogButtons } from './DialogButtons';

/** 'Aviso': cancelling loses everything; a reason is asked (no validation, spec 01 §5). */
function CancelModal() {
  const dispatch = useAppDispatch();
  const id = useId();
  const [reason, setReason] = useState('');
  const close = (): void => void dispatch(wizardActions.cancelDismissed());
  return (
    <Modal
      title="Aviso"
      onClose={close}
      footer={<DialogButtons onBack={close} confirmLabel="Cancelar Cotação" onConfirm={() => dispatch(wizardActions.cancelConfirmed(reason))} danger />}
    >
      <p>{CANCEL_WARNING}</p>
      <label htmlFor={`${id}-motivo`}>Motivo do cancelamento</label>
      <textarea id={`${id}-motivo`} rows={3} className="wizard-textarea" value={reason} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
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
