import { useFormikContext } from 'formik';
import { SEGMENTS, type SignupValues } from '../signupForm';
import { FieldError, fieldId, useFieldError } from './SignupField';

/** The single-choice segment: Farma, Alimentar or Hospitalar ('Informe um segmento' when none). */
export function SegmentChoice() {
  const form = useFormikContext<SignupValues>();
  const error = useFieldError('segmento');
  return (
    <fieldset className="signup-choice signup-segment" role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId('segmento')}-erro` : undefined}>
      <legend>Segmento</legend>
      {SEGMENTS.map((segment) => (
        <label key={segment.value}>
          <input
            type="radio"
            name="segmento"
            value={segment.value}
            checked={form.values.segmento === segment.value}
            onChange={() => void form.setFieldValue('segmento', segment.value)}
            onBlur={() => void form.setFieldTouched('segmento', true)}
          />
          {segment.label}
        </label>
      ))}
      <FieldError name="segmento" />
    </fieldset>
  );
}
