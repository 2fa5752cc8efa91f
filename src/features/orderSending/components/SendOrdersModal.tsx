import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { limiterLabel, LIMITER_MAX } from '../../../domain/orderStatus';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import { Modal } from '../../../shared/ui/Modal';
import '../../../shared/ui/DialogForm.css';
import './OrderSending.css';
import { loopingSchema } from '../loopingSchema';
import type { LoopingForm } from '../orderSendingSlice';
import { TEXTS } from '../orderSendingTexts';

interface Props {
  bulk: boolean;
  loading: boolean;
  sending: boolean;
  settings: LoopingForm | null;
  error: string | null;
  now: () => Date;
  onLimiter: (value: number) => void;
  onSend: (comLooping: boolean, settings: LoopingForm) => void;
  onClose: () => void;
  onErrorClosed: () => void;
}

function LoopingFields({ onLimiter, disabled }: { onLimiter: (value: number) => void; disabled: boolean }) {
  const id = useId();
  const form = useFormikContext<LoopingForm>();
  const timeError = form.touched.horarioLimite || form.submitCount > 0 ? form.errors.horarioLimite : undefined;
  return (
    <div className="dialog-form__row">
      <div className="dialog-form__field">
        <label htmlFor={`${id}-hora`}>{TEXTS.horarioLimite}</label>
        <MaskedInput
          id={`${id}-hora`}
          mask="00:00"
          placeholder="hh:mm"
          inputMode="numeric"
          value={form.values.horarioLimite}
          onChange={(value) => void form.setFieldValue('horarioLimite', value)}
          onBlur={() => void form.setFieldTouched('horarioLimite', true)}
          disabled={disabled}
          aria-invalid={Boolean(timeError) || undefined}
          aria-describedby={`${id}-hora-erro`}
        />
        {timeError ? (
          <p id={`${id}-hora-erro`} className="dialog-form__error" role="alert">
            {timeError}
          </p>
        ) : null}
      </div>
      <div className="dialog-form__field">
        <label htmlFor={`${id}-limite`}>
          {TEXTS.limitador}: <output htmlFor={`${id}-limite`}>{limiterLabel(form.values.percentualPrecoMax)}</output>
        </label>
        <input
          id={`${id}-limite`}
          type="range"
          min={0}
          max={LIMITER_MAX}
          step={1}
          value={form.values.percentualPrecoMax}
          aria-valuetext={limiterLabel(form.values.percentualPrecoMax)}
          aria-describedby={`${id}-limite-dica`}
          disabled={disabled}
          onChange={(event) => {
            const value = Number(event.target.value);
            void form.setFieldValue('percentualPrecoMax', value);
            onLimiter(value);
          }}
        />
        <span id={`${id}-limite-dica`} className="dialog-form__hint">
          {TEXTS.limitadorHint}
        </span>
      </div>
      <label className="order-sending__check">
        <input type="checkbox" checked={form.values.considerarMinimo} disabled={disabled} onChange={(event) => void form.setFieldValue('considerarMinimo', event.target.checked)} /> {TEXTS.considerarMinimo}
      </label>
    </div>
  );
}

/**
 * The send dialog (spec 03 §2.6, §4.6, §5): the looping settings and the choice 'Enviar sem
 * looping' / 'Enviar com looping' (only the second validates the time limit). The buttons stay
 * disabled while a send runs; a failure shows here and a new press retries.
 */
export function SendOrdersModal({ bulk, loading, sending, settings, error, now, onLimiter, onSend, onClose, onErrorClosed }: Props) {
  const schema = useMemo(() => loopingSchema(now), [now]);
  const title = bulk ? TEXTS.sendTitleMany : TEXTS.sendTitleOne;
  if (loading || !settings) {
    return (
      <Modal title={title} onClose={onClose} width={560}>
        <p role="status">{TEXTS.loadingSettings}</p>
      </Modal>
    );
  }
  return (
    <Formik<LoopingForm> initialValues={settings} validationSchema={schema} onSubmit={(values) => onSend(true, values)}>
      {(form) => (
        <Modal
          title={title}
          onClose={onClose}
          closable={!sending}
          width={560}
          footer={
            <>
              <button type="button" className="btn" onClick={onClose} disabled={sending}>
                {TEXTS.cancel}
              </button>
              <button type="button" className="btn" onClick={() => onSend(false, form.values)} disabled={sending} aria-busy={sending}>
                {TEXTS.sendWithout}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => void form.submitForm()} disabled={sending} aria-busy={sending}>
                {TEXTS.sendWith}
              </button>
            </>
          }
        >
          <Form className="dialog-form" noValidate>
            {sending ? <p role="status">{TEXTS.sending}</p> : null}
            {error ? <AlertBox severity="erro" message={error} onClose={onErrorClosed} autoCloseMs={0} /> : null}
            <p>{TEXTS.intro}</p>
            <LoopingFields onLimiter={onLimiter} disabled={sending} />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
