import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderGenerationTexts';

/** The failure: the server's message, or after more than 3 failed attempts the support message. */
export function GenerationErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal
      title={TEXTS.errorTitle}
      onClose={onClose}
      width={480}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {TEXTS.close}
        </button>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
