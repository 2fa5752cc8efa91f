import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { LoopingFields, loopingInWords } from '../../../widgets/LoopingFields';
import { Modal } from '../../../shared/ui/Modal';
import '../../../shared/ui/DialogForm.css';
import './OrderSending.css';
import { loopingSchema } from '../loopingSchema';
import type { LoopingForm } from '../orderSendingSlice';
import { TEXTS } from '../orderSendingTexts';
import type { PreviaEnvioDto } from '../../../api/envioPedidoPreviaDto';
import { SendPreview } from './SendPreview';

interface Props {
  bulk: boolean;
  loading: boolean;
  sending: boolean;
  settings: LoopingForm | null;
  /** The quotation has a looping configuration: 'Enviar com looping' and its fields are offered. */
  loopingOffered?: boolean;
  error: string | null;
  /** What goes out and what stays (issue 29 point 1); null until read. */
  preview?: PreviaEnvioDto | null;
  now: () => Date;
  onLimiter: (value: number) => void;
  onSend: (comLooping: boolean, settings: LoopingForm) => void;
  onClose: () => void;
  onErrorClosed: () => void;
  /** The settings saved in another session since the dialog read them (docs/api.md "Versioned writes"), with the buyer's two choices. */
  conflict?: { current: LoopingForm; onKeepMine: () => void; onTakeCurrent: () => void } | null;
  /** Changes when the form must start again from `settings` ('Usar o valor atual'). */
  formKey?: number;
}

/** The shared looping fields bound to this dialog's Formik form; the limiter's moves are also saved (debounced) by the saga. */
function FormikLoopingFields({ onLimiter, disabled }: { onLimiter: (value: number) => void; disabled: boolean }) {
  const form = useFormikContext<LoopingForm>();
  const timeError = form.touched.horarioLimite || form.submitCount > 0 ? form.errors.horarioLimite : undefined;
  return (
    <LoopingFields
      values={form.values}
      timeError={timeError}
      disabled={disabled}
      onTime={(value) => void form.setFieldValue('horarioLimite', value)}
      onTimeCommit={() => void form.setFieldTouched('horarioLimite', true)}
      onLimiter={(value) => {
        void form.setFieldValue('percentualPrecoMax', value);
        onLimiter(value);
      }}
      onMinimum={(value) => void form.setFieldValue('considerarMinimo', value)}
    />
  );
}

/**
 * The send dialog (spec 03 §2.6, §4.6, §5): the looping settings and the choice 'Enviar sem
 * looping' / 'Enviar com looping' (only the second validates the time limit). The buttons stay
 * disabled while a send runs; a failure shows here and a new press retries. Without a looping
 * configuration (spec 02 §6) only 'Enviar sem looping' is offered, and the dialog says why.
 */
export function SendOrdersModal({ bulk, loading, sending, settings, loopingOffered = true, error, preview = null, now, onLimiter, onSend, onClose, onErrorClosed, conflict = null, formKey = 0 }: Props) {
  const schema = useMemo(() => loopingSchema(now), [now]);
  const fields = useRef<HTMLDivElement>(null);
  const title = bulk ? TEXTS.sendTitleMany : TEXTS.sendTitleOne;
  if (loading || !settings) {
    return (
      <Modal title={title} onClose={onClose} width={560}>
        <p role="status">{TEXTS.loadingSettings}</p>
      </Modal>
    );
  }
  return (
    <Formik<LoopingForm> key={formKey} initialValues={settings} validationSchema={schema} onSubmit={(values) => onSend(true, values)}>
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
              {loopingOffered && (
                <button type="button" className="btn btn--primary" onClick={() => void form.submitForm()} disabled={sending} aria-busy={sending}>
                  {TEXTS.sendWith}
                </button>
              )}
            </>
          }
        >
          <Form className="dialog-form" noValidate>
            {sending ? <p role="status">{TEXTS.sending}</p> : null}
            {error ? <AlertBox severity="erro" message={error} onClose={onErrorClosed} autoCloseMs={0} /> : null}
            {preview ? <SendPreview preview={preview} /> : null}
            {loopingOffered ? (
              <>
                <p>{TEXTS.intro}</p>
                <div ref={fields}>
                  <FormikLoopingFields onLimiter={onLimiter} disabled={sending} />
                </div>
                {conflict && (
                  <CellConflictPopover
                    container={fields}
                    cellSelector=".looping-fields"
                    subject={TEXTS.loopingSettings}
                    mine={loopingInWords(form.values)}
                    current={loopingInWords(conflict.current)}
                    onKeepMine={conflict.onKeepMine}
                    onTakeCurrent={conflict.onTakeCurrent}
                  />
                )}
              </>
            ) : (
              <p className="order-sending__no-looping">{TEXTS.noLooping}</p>
            )}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
