import { Modal } from '../../../shared/ui/Modal';
import { TEXTS } from '../orderGenerationTexts';

interface Props {
  manual: boolean;
  /** The quotation already has orders (issue 29 point 7): only then does it say they will be replaced. */
  replaces: boolean;
  /** 'Usar desempate SIC': shown when offered; checked and disabled, with a note, when the quotation always uses SIC. */
  sic: { offered: boolean; always: boolean; chosen: boolean };
  onSicToggle: () => void;
  onYes: () => void;
  onNo: () => void;
}

/** The order start confirmation (spec 02 §2.1 "generate orders"). */
export function ConfirmStartDialog({ manual, replaces, sic, onSicToggle, onYes, onNo }: Props) {
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
      {replaces && <p>{TEXTS.confirmReplaces}</p>}
      {sic.offered && (
        <p>
          <label>
            <input type="checkbox" checked={sic.chosen} disabled={sic.always} onChange={onSicToggle} aria-describedby={sic.always ? 'sic-sempre-nota' : undefined} />{' '}
            {TEXTS.sicLabel}
          </label>
          {sic.always && (
            <small id="sic-sempre-nota">
              {' '}
              {TEXTS.sicAlways}
            </small>
          )}
        </p>
      )}
    </Modal>
  );
}
