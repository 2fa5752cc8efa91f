import { ErrorMessage, Field, useFormikContext } from 'formik';
import { useId } from 'react';
import { dueDateRange, type RegistrationDraft } from '../../../domain/quotationRegistration';
import { DATE_MASK, DATE_PLACEHOLDER } from '../../../shared/lib/dates';
import { formatDate } from '../../../shared/lib/format';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import { DELIVERY_TYPES, PAYMENT_CONDITIONS } from '../wizardTexts';

function FieldError({ name, id }: { name: keyof RegistrationDraft; id: string }) {
  return <ErrorMessage name={name}>{(message) => <p id={id} className="field-error">{message}</p>}</ErrorMessage>;
}

/** A masked field of the form (due date, time) with its hint and error. */
function MaskedField({ name, label, mask, placeholder, hint }: { name: 'vencimento' | 'hora'; label: string; mask: string; placeholder: string; hint: string }) {
  const id = useId();
  const form = useFormikContext<RegistrationDraft>();
  const error = form.touched[name] && form.errors[name];
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <MaskedInput
        id={id}
        name={name}
        mask={mask}
        placeholder={placeholder}
        inputMode="numeric"
        value={form.values[name]}
        onChange={(value) => void form.setFieldValue(name, value)}
        onBlur={() => void form.setFieldTouched(name, true)}
        aria-describedby={[error ? `${id}-erro` : '', `${id}-dica`].filter(Boolean).join(' ')}
      />
      <p id={`${id}-dica`} className="wizard-hint">
        {hint}
      </p>
      <FieldError name={name} id={`${id}-erro`} />
    </div>
  );
}

/** Panel Dados da Cotação: title, due date and time (masked), payment condition, delivery type, notes. */
export function QuotationDataPanel() {
  const id = useId();
  const form = useFormikContext<RegistrationDraft>();
  const { min, max } = dueDateRange(new Date());
  const describedBy = (name: keyof RegistrationDraft): string | undefined => (form.touched[name] && form.errors[name] ? `${id}-${name}-erro` : undefined);

  return (
    <section className="panel" aria-labelledby="wizard-data">
      <h2 id="wizard-data">Dados da Cotação</h2>
      <div className="wizard-grid">
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-titulo`}>Título *</label>
          <Field id={`${id}-titulo`} name="titulo" maxLength={120} aria-describedby={describedBy('titulo')} />
          <FieldError name="titulo" id={`${id}-titulo-erro`} />
        </div>
        <MaskedField name="vencimento" label="Vencimento *" mask={DATE_MASK} placeholder={DATE_PLACEHOLDER} hint={`De ${formatDate(min)} a ${formatDate(max)}`} />
        <MaskedField name="hora" label="Hora *" mask="00:00" placeholder="hh:mm" hint="Intervalos de 15 minutos" />
        <div className="form-field">
          <label htmlFor={`${id}-condicao`}>Condição de pagamento *</label>
          <Field as="select" id={`${id}-condicao`} name="condicaoPagamento" aria-describedby={describedBy('condicaoPagamento')}>
            <option value="">Selecione</option>
            {PAYMENT_CONDITIONS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Field>
          <FieldError name="condicaoPagamento" id={`${id}-condicaoPagamento-erro`} />
        </div>
      </div>
      <fieldset className="wizard-radios">
        <legend>Tipo de entrega</legend>
        {DELIVERY_TYPES.map((type) => (
          <label key={type.value} className="checkbox-label" title={type.tooltip}>
            <Field type="radio" name="tipoEntrega" value={type.value} aria-describedby={`${id}-entrega-${type.value}`} />
            {type.label}
            <span id={`${id}-entrega-${type.value}`} className="visually-hidden">
              {type.tooltip}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-field form-field--wide">
        <label htmlFor={`${id}-observacoes`}>Observações</label>
        <Field as="textarea" id={`${id}-observacoes`} name="observacoes" rows={3} maxLength={1000} />
      </div>
    </section>
  );
}
