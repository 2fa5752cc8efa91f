import { AlertBox } from '../../../shared/ui/AlertBox';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderSendingTexts';

interface Props {
  title: string;
  question: string;
  busy: boolean;
  error: string | null;
  onYes: () => void;
  onNo: () => void;
}

/** The end-looping and restart confirmations: 'Não' / 'Sim', disabled while the command runs; a refusal shows in the dialog. */
export function ConfirmCommandDialog({ title, question, busy, error, onYes, onNo }: Props) {
  return (
    <Modal title={title} onClose={onNo} closable={!busy} width={480} footer={<DialogButtons backLabel={TEXTS.no} onBack={onNo} confirmLabel={TEXTS.yes} onConfirm={onYes} danger busy={busy} />}>
      {error ? <AlertBox severity="erro" message={error} onClose={onNo} autoCloseMs={0} /> : null}
      <p>{question}</p>
    </Modal>
  );
}
