import { useId, useState, type FormEvent } from 'react';
import type { CodeSubmission } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';
import { CodeRefusal } from './CodeRefusal';

/** One code input with 'Enviar', disabled while blank or while the code is being sent (spec 03 §5 "Supplier code inputs"). */
export function CodeForm({ label, submission, onSubmit }: { label: string; submission: CodeSubmission; onSubmit: (code: string) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const sending = submission.status === 'sending';
  const invalid = submission.status === 'refused' || submission.status === 'failed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() && !sending) onSubmit(code.trim());
  };
  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <div className="dialog-form__field">
        <label htmlFor={`${id}-codigo`}>{label}</label>
        <input
          id={`${id}-codigo`}
          value={code}
          maxLength={30}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-erro` : undefined}
          title={invalid ? (submission.message ?? undefined) : undefined}
        />
      </div>
      <CodeRefusal id={`${id}-erro`} submission={submission} />
      <div className="order-payment__form-actions">
        <button type="submit" className="btn btn--primary" disabled={!code.trim() || sending} aria-busy={sending}>
          {PAYMENT_TEXTS.send}
        </button>
      </div>
    </form>
  );
}
