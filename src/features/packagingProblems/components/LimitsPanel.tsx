import { Field, Form, Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { ROUND_DOWN_LIMIT_CHARS, ROUND_UP_LIMIT_CHARS } from '../../../domain/packagingQuantity';
import { blurMoney, hasLimits, INITIAL_LIMITS, limitsRequest, limitsSchema, maskMoney, type LimitsForm, type LimitsRequest } from '../limitsForm';
import { PACKAGING_TEXTS } from '../packagingTexts';

function MoneyField({ name, label, maxChars }: { name: 'limitRoundDown' | 'limitRoundUp'; label: string; maxChars: number }) {
  const id = useId();
  const form = useFormikContext<LimitsForm>();
  return (
    <div className="packaging-limits__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        maxLength={maxChars}
        value={form.values[name]}
        onChange={(event) => void form.setFieldValue(name, maskMoney(event.target.value, maxChars))}
        onBlur={() => void form.setFieldValue(name, blurMoney(form.values[name]))}
      />
    </div>
  );
}

function MinimumOption() {
  const { values } = useFormikContext<LimitsForm>();
  const limited = hasLimits(values);
  return (
    <label className="packaging-limits__check">
      <Field type="checkbox" name="atLeastTheMinimumAmountRequired" disabled={limited} />
      {PACKAGING_TEXTS.atLeastMinimum} <span className="packaging-limits__hint">{PACKAGING_TEXTS.atLeastMinimumHint}</span>
    </label>
  );
}

/**
 * The limits panel (spec 03 §2.4, §5, §7.2): round-down and round-up money limits per product
 * (6 and 7 characters, '0,00' when left empty), the preferred direction, 'at least one pack'
 * and, without limits, 'at least the minimum'. 'Aplicar' hands the request to the page.
 */
export function LimitsPanel({ busy, onApply }: { busy: boolean; onApply: (request: LimitsRequest) => void }) {
  const id = useId();
  return (
    <Formik<LimitsForm> initialValues={INITIAL_LIMITS} validationSchema={limitsSchema} onSubmit={(values) => onApply(limitsRequest(values))}>
      <Form className="packaging-panel packaging-limits" aria-labelledby={`${id}-title`} noValidate>
        <h2 id={`${id}-title`} className="packaging-panel__title">
          {PACKAGING_TEXTS.limitsTitle}
        </h2>
        <div className="packaging-limits__money">
          <MoneyField name="limitRoundDown" label={PACKAGING_TEXTS.roundDown} maxChars={ROUND_DOWN_LIMIT_CHARS} />
          <MoneyField name="limitRoundUp" label={PACKAGING_TEXTS.roundUp} maxChars={ROUND_UP_LIMIT_CHARS} />
        </div>
        <p className="packaging-limits__hint">{PACKAGING_TEXTS.limitsHint}</p>
        <fieldset className="packaging-limits__direction">
          <legend>{PACKAGING_TEXTS.order}</legend>
          <label>
            <Field type="radio" name="direction" value="downOrUp" /> {PACKAGING_TEXTS.downOrUp}
          </label>
          <label>
            <Field type="radio" name="direction" value="upOrDown" /> {PACKAGING_TEXTS.upOrDown}
          </label>
        </fieldset>
        <label className="packaging-limits__check">
          <Field type="checkbox" name="atLeastOneProductPack" /> {PACKAGING_TEXTS.atLeastOnePack}
        </label>
        <MinimumOption />
        <div className="packaging-panel__actions">
          <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
            {PACKAGING_TEXTS.apply}
          </button>
          {/* The server computes every filtered problem item (tens of thousands at the power quotation): the buyer sees it working. */}
          {busy && (
            <span className="packaging-panel__progress" role="status">
              {PACKAGING_TEXTS.applying}
            </span>
          )}
        </div>
      </Form>
    </Formik>
  );
}
