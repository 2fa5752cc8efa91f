import type { CodeSubmission } from '../../orderPaymentSlice';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';

/** Spec 03 §8: a refused code shows the server's message, 'Código existente' with the code it names, and the note. */
export function CodeRefusal({ id, submission }: { id: string; submission: CodeSubmission }) {
  if (submission.status !== 'refused' && submission.status !== 'failed') return null;
  return (
    <div id={id} className="dialog-form__error order-payment__refusal" role="alert">
      <p>{submission.message}</p>
      {submission.status === 'refused' && (
        <>
          {submission.existingCode && (
            <p>
              {PAYMENT_TEXTS.existingCode}: <strong>{submission.existingCode}</strong>
            </p>
          )}
          <p>{PAYMENT_TEXTS.existingNote}</p>
        </>
      )}
    </div>
  );
}
