import { useId, useState } from 'react';
import { DialogButtons } from '../shared/ui/DialogButtons';
import { Modal } from '../shared/ui/Modal';
import '../shared/ui/DialogForm.css';

/** Spec 01 §9: cancelling loses everything and the orders can no longer be accessed or sent. */
export const CANCEL_WARNING =
  'Ao cancelar a cotação, todas as informações serão perdidas e os pedidos não poderão mais ser acessados nem enviados. Deseja cancelar a cotação?';
export const CANCEL_REASON_LABEL = 'Motivo do cancelamento';
export const CANCEL_REASON_REQUIRED = 'Informe o motivo do cancelamento.';

interface CancelQuotationModalProps {
  onBack: () => void;
  onConfirm: (motivo: string) => void;
  /** The summary requires a reason (spec 02 §4.4); the wizard asks for one without validating it (spec 01 §5). */
  reasonRequired?: boolean;
  /** The reason shown when the dialog opens (what was sent before a failure). */
  initialReason?: string;
  busy?: boolean;
  /** A failure of the last attempt, shown in the dialog. */
  error?: string | null;
}

/** 'Aviso': the cancel warning and the reason, shared by the wizard and the summary's command. */
export function CancelQuotationModal({ onBack, onConfirm, reasonRequired = false, initialReason = '', busy = false, error = null }: CancelQuotationModalProps) {
  const id = useId();
  const [reason, setReason] = useState(initialReason);
  const [missing, setMissing] = useState(false);
  const confirm = (): void => {
    if (reasonRequired && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  const describedBy = [missing && `${id}-missing`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Modal title="Aviso" onClose={onBack} closable={!busy} footer={<DialogButtons onBack={onBack} confirmLabel="Cancelar Cotação" onConfirm={confirm} danger busy={busy} />}>
      <div className="dialog-form">
        <p>{CANCEL_WARNING}</p>
        <div className="dialog-form__field">
          <label htmlFor={`${id}-motivo`}>
            {CANCEL_REASON_LABEL}
            {reasonRequired && ' *'}
          </label>
          <textarea
            id={`${id}-motivo`}
            rows={3}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={describedBy}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-missing`} className="dialog-form__error" role="alert">
              {CANCEL_REASON_REQUIRED}
            </p>
          )}
        </div>
        {error && (
          <p id={`${id}-error`} className="dialog-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
