import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderGenerationTexts';

/** Shown while the late answers are checked and the orders are generated; it cannot be closed. */
export function GeneratingDialog({ checking, failures }: { checking: boolean; failures: number }) {
  return (
    <Modal title={TEXTS.generatingTitle} onClose={() => undefined} closable={false} width={480}>
      <p role="status" aria-live="polite" aria-busy="true">
        {checking ? TEXTS.checking : TEXTS.generating}
      </p>
      {failures > 0 && <p className="order-generation__retry">{TEXTS.retrying(failures + 1)}</p>}
    </Modal>
  );
}
