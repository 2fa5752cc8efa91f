import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { MaskedInput } from '../../../../shared/ui/MaskedInput';
import { CARD_CVV_MASK, CARD_EXPIRY_MASK, CARD_NUMBER_MASK, cardSchema, EMPTY_CARD, type CardForm } from '../../cardSchema';
import { PAYMENT_TEXTS } from '../../orderPaymentTexts';

interface FieldProps {
  name: keyof CardForm;
  label: string;
  mask?: string;
  autoComplete: string;
  onEdit: () => void;
}

function CardField({ name, label, mask, autoComplete, onEdit }: FieldProps) {
  const id = useId();
  const form = useFormikContext<CardForm>();
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  const change = (value: string) => {
    onEdit();
    void form.setFieldValue(name, value);
  };
  const common = {
    id,
    name,
    autoComplete,
    onBlur: () => void form.setFieldTouched(name, true),
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': error ? `${id}-erro` : undefined,
  };
  return (
    <div className="dialog-form__field">
      <label htmlFor={id}>{label}</label>
      {mask ? <MaskedInput {...common} mask={mask} inputMode="numeric" value={form.values[name]} onChange={change} /> : <input {...common} value={form.values[name]} onChange={(event) => change(event.target.value)} />}
      {error && (
        <p id={`${id}-erro`} className="dialog-form__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The card form (spec 03 §5): validated in this browser only, never sent, never put in the store
 * (the action journal and diagnostic bundles must not see card data). `now` is the clock of the
 * expiry rule.
 */
export function CardFormPanel({ now }: { now: () => Date }) {
  const schema = useMemo(() => cardSchema(now), [now]);
  const [checked, setChecked] = useState(false);
  const edited = () => setChecked(false);
  return (
    <Formik<CardForm> initialValues={EMPTY_CARD} validationSchema={schema} onSubmit={() => setChecked(true)}>
      <Form className="dialog-form order-payment__card-form" noValidate aria-label={PAYMENT_TEXTS.cardForm}>
        <p className="dialog-form__hint">{PAYMENT_TEXTS.cardLocal}</p>
        <CardField name="numero" label={PAYMENT_TEXTS.cardNumber} mask={CARD_NUMBER_MASK} autoComplete="cc-number" onEdit={edited} />
        <CardField name="nome" label={PAYMENT_TEXTS.cardName} autoComplete="cc-name" onEdit={edited} />
        <div className="dialog-form__row">
          <CardField name="validade" label={PAYMENT_TEXTS.cardExpiry} mask={CARD_EXPIRY_MASK} autoComplete="cc-exp" onEdit={edited} />
          <CardField name="codigo" label={PAYMENT_TEXTS.cardCvv} mask={CARD_CVV_MASK} autoComplete="cc-csc" onEdit={edited} />
        </div>
        <div className="order-payment__form-actions">
          <button type="submit" className="btn">
            {PAYMENT_TEXTS.cardCheck}
          </button>
        </div>
        <p role="status" className="order-payment__copied">
          {checked ? PAYMENT_TEXTS.cardChecked : ''}
        </p>
      </Form>
    </Formik>
  );
}
