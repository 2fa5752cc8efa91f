import { useEffect, useId, useRef, useState } from 'react';
import { QrCodeImage } from '../../../../shared/ui/QrCodeImage';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the Clipboard API; without it (or refused) selects the field and uses the older copy command. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    try {
      return typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** The PIX "copia e cola" code with its copy button and the QR code drawn from it (spec 03 §2.6). */
export function PixPayment({ code }: { code: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => setCopy('idle'), [code]);
  return (
    <div className="order-payment__pix">
      <QrCodeImage text={code} label={PAYMENT_TEXTS.qrLabel} size={216} />
      <div className="dialog-form__field order-payment__pix-code">
        <label htmlFor={`${id}-pix`}>{PAYMENT_TEXTS.pixCode}</label>
        <textarea id={`${id}-pix`} ref={field} readOnly rows={5} value={code} onFocus={(event) => event.currentTarget.select()} />
        <div className="order-payment__copy">
          <button type="button" className="btn btn--primary" onClick={() => void copyText(code, field.current).then((ok) => setCopy(ok ? 'copied' : 'failed'))}>
            {PAYMENT_TEXTS.copy}
          </button>
          <span role="status" className={copy === 'failed' ? 'dialog-form__error' : 'order-payment__copied'}>
            {copy === 'copied' ? PAYMENT_TEXTS.copied : copy === 'failed' ? PAYMENT_TEXTS.copyFailed : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
