import { Form, Formik, useFormikContext, type FormikProps } from 'formik';
import { useId, useMemo, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { dueDateChangeRange, QUARTER_HOURS } from '../../../domain/dueDateChange';
import { splitDueMoment } from '../../../domain/quotationRegistration';
import { formatDate, formatDateTime } from '../../../shared/lib/format';
import { DateInput } from '../../../shared/ui/DateInput';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import '../../../shared/ui/DialogForm.css';
import { dialogDismissed, dueDateSubmitted, type CommandDialog, type DueDateDraft } from '../quotationActionsSlice';
import { dueDateChangeSchema } from '../validation';

export const DUE_DATE_TITLE = 'Alterar vencimento';
function FieldError({ id, name }: { id: string; name: keyof DueDateDraft }) {
  const form = useFormikContext<DueDateDraft>();
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  return error ? (
    <p id={id} className="dialog-form__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The date (masked dd/mm/aaaa) and the time (15-minute steps) of the new due date. */
function DueDateFields({ now }: { now: Date }) {
  const id = useId();
  const form = useFormikContext<DueDateDraft>();
  const { min, max } = dueDateChangeRange(now);
  const invalid = (name: keyof DueDateDraft): boolean => Boolean((form.touched[name] || form.submitCount > 0) && form.errors[name]);
  return (
    <div className="dialog-form__row">
      <div className="dialog-form__field">
        <label htmlFor={`${id}-data`}>Nova data de vencimento *</label>
        <DateInput
          id={`${id}-data`}
          name="vencimento"
          value={form.values.vencimento}
          onChange={(value) => void form.setFieldValue('vencimento', value)}
          onBlur={() => void form.setFieldTouched('vencimento', true)}
          aria-invalid={invalid('vencimento') || undefined}
          aria-describedby={`${id}-data-dica ${id}-data-erro`}
        />
        <span id={`${id}-data-dica`} className="dialog-form__hint">
          De {formatDate(min)} a {formatDate(max)}
        </span>
        <FieldError id={`${id}-data-erro`} name="vencimento" />
      </div>
      <div className="dialog-form__field">
        <label htmlFor={`${id}-hora`}>Hora *</label>
        <select
          id={`${id}-hora`}
          name="hora"
          value={form.values.hora}
          onChange={(e) => void form.setFieldValue('hora', e.target.value)}
          onBlur={() => void form.setFieldTouched('hora', true)}
          aria-invalid={invalid('hora') || undefined}
          aria-describedby={`${id}-hora-dica ${id}-hora-erro`}
        >
          <option value="">Selecione</option>
          {QUARTER_HOURS.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
        <span id={`${id}-hora-dica`} className="dialog-form__hint">
          Intervalos de 15 minutos
        </span>
        <FieldError id={`${id}-hora-erro`} name="hora" />
      </div>
    </div>
  );
}

/**
 * 'Alterar vencimento' (spec 02 §4.3): the current due date, the new date and time. Formik keeps
 * what was typed through a refused or failed attempt; the server's message shows in the dialog.
 */
export function DueDateModal({ dialog }: { dialog: CommandDialog }) {
  const dispatch = useAppDispatch();
  const formRef = useRef<FormikProps<DueDateDraft>>(null);
  const close = (): void => void dispatch(dialogDismissed());
  const dataVencimento = dialog.quotation?.dataVencimento;
  const current = useMemo(() => (dataVencimento ? new Date(dataVencimento) : null), [dataVencimento]);
  const schema = useMemo(() => current && dueDateChangeSchema(current, () => new Date()), [current]);
  const sent = dialog.sent && 'hora' in dialog.sent ? dialog.sent : null;

  return (
    <Modal
      title={DUE_DATE_TITLE}
      onClose={close}
      closable={!dialog.submitting}
      footer={<DialogButtons onBack={close} confirmLabel="Alterar Vencimento" busy={dialog.submitting || !schema} onConfirm={() => void formRef.current?.submitForm()} />}
    >
      <div className="dialog-form">
        {dialog.loading && <p role="status">Carregando…</p>}
        {current && schema && (
          <Formik<DueDateDraft> innerRef={formRef} initialValues={sent ?? splitDueMoment(current)} validationSchema={schema} onSubmit={(values) => void dispatch(dueDateSubmitted(values))}>
            <Form className="dialog-form" noValidate>
              <p>
                Cotação {dialog.idCotacao}
                {dialog.quotation?.titulo && ` — ${dialog.quotation.titulo}`}. Vencimento atual: <strong>{formatDateTime(current)}</strong>
              </p>
              <DueDateFields now={new Date()} />
            </Form>
          </Formik>
        )}
        {dialog.error && (
          <p className="dialog-form__error" role="alert">
            {dialog.error}
          </p>
        )}
      </div>
    </Modal>
  );
}
