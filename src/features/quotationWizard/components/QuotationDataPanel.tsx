import { ErrorMessage, Field, useFormikContext } from 'formik';
import { useId } from 'react';
import { dueDateRange, type RegistrationDraft } from '../../../domain/quotationRegistration';
import { formatDate } from '../../../shared/lib/format';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import { DELIVERY_TYPES, PAYMENT_CONDITIONS } from '../wizardTexts';

function FieldError({ name, id }: { name: keyof RegistrationDraft; id: string }) {
  return <ErrorMessage name={name}>{(message) => <p id={id} className="field-error">{message}</p>}</ErrorMessage>;
}

/** Panel Dados da Cotação: title, due date and time (masked), payment condition, delivery type, notes. */
export function QuotationDataPanel() {
  const id = useId();
  const form = useFormikContext<RegistrationDraft>();
  const { min, max } = dueDateRange(new Date());
  const describedBy = (name: keyof RegistrationDraft, hint?: string): string | undefined =>
    [form.touched[name] && form.errors[name] ? `${id}-${name}-erro` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <section className="panel" aria-labelledby="wizard-data">
      <h2 id="wizard-data">Dados da Cotação</h2>
      <div className="wizard-grid">
        <div className="form-field form-field--wide">
          <label htmlFor={`${id}-titulo`}>Título *</label>
          <Field id={`${id}-titulo`} name="titulo" maxLength={120} aria-describedby={describedBy('titulo')} />
          <FieldError name="titulo" id={`${id}-titulo-erro`} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-vencimento`}>Vencimento *</label>
          <MaskedInput
            id={`${id}-vencimento`}
            name="vencimento"
            mask="00/00/0000"
            placeholder="dd/mm/aaaa"
            inputMode="numeric"
            value={form.values.vencimento}
            onChange={(value) => void form.setFieldValue('vencimento', value)}
            onBlur={() => void form.setFieldTouched('vencimento', true)}
            aria-describedby={describedBy('vencimento', `${id}-vencimento-dica`)}
          />
          <p id={`${id}-vencimento-dica`} className="wizard-hint">
            De {formatDate(min)} a {formatDate(max)}
          </p>
          <FieldError name="vencimento" id={`${id}-vencimento-erro`} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-hora`}>Hora *</label>
          <MaskedInput
            id={`${id}-hora`}
            name="hora"
            mask="00:00"
            placeholder="hh:mm"
            inputMode="numeric"
            value={form.values.hora}
            onChange={(value) => void form.setFieldValue('hora', value)}
            onBlur={() => void form.setFieldTouched('hora', true)}
            aria-describedby={describedBy('hora', `${id}-hora-dica`)}
          />
          <p id={`${id}-hora-dica`} className="wizard-hint">
            Intervalos de 15 minutos
          </p>
          <FieldError name="hora" id={`${id}-hora-erro`} />
        </div>
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
