import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderGenerationTexts';

/** The order start confirmation (spec 02 §2.1 "generate orders"). */
export function ConfirmStartDialog({ manual, onYes, onNo }: { manual: boolean; onYes: () => void; onNo: () => void }) {
  return (
    <Modal
      title={TEXTS.confirmTitle}
      onClose={onNo}
      width={480}
      footer={
        <>
          <button type="button" className="btn" onClick={onNo}>
            {TEXTS.no}
          </button>
          <button type="button" className="btn btn--primary" onClick={onYes}>
            {TEXTS.yes}
          </button>
        </>
      }
    >
      <p>{manual ? TEXTS.confirmManual : TEXTS.confirmAutomatic}</p>
      <p>{TEXTS.confirmReplaces}</p>
    </Modal>
  );
}
