import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { MaskedInput } from '../../../shared/ui/MaskedInput';
import type { SignupValues } from '../signupForm';

/** The field's error once it was left or the step submitted (Formik touches every field then). */
export function useFieldError(name: string): string | undefined {
  const { touched, errors } = useFormikContext<SignupValues>();
  const error: unknown = getIn(touched, name) ? getIn(errors, name) : undefined;
  return typeof error === 'string' ? error : undefined;
}

export const fieldId = (name: string): string => `cadastro-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;

export function FieldError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p id={`${fieldId(name)}-erro`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

interface SignupFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email';
  mask?: string;
  disabled?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** Shown under the field (the lookup's progress or result). */
  note?: ReactNode;
  onBlur?: () => void;
  onChange?: (value: string) => void;
  masking?: { definitions?: Record<string, RegExp>; prepareChar?: (value: string) => string };
  autoFocus?: boolean;
}

/** A labelled text field of the sign-up, plain or masked, with its error under it. */
export function SignupField({ name, label, type = 'text', mask, disabled, autoComplete, inputMode, maxLength, note, onBlur, onChange, masking, autoFocus }: SignupFieldProps) {
  const form = useFormikContext<SignupValues>();
  const id = fieldId(name);
  const error = useFieldError(name);
  const value = String(getIn(form.values, name) ?? '');
  const change = onChange ?? ((next: string) => void form.setFieldValue(name, next));
  const blur = (): void => {
    void form.setFieldTouched(name, true);
    onBlur?.();
  };
  const common = {
    id,
    name,
    disabled,
    autoComplete,
    inputMode,
    autoFocus,
    // A locked field may hold more than it shows (a long legal name): the whole text on hover.
    title: disabled && value ? value : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-erro` : undefined,
  };
  return (
    <div className="signup-field">
      <label htmlFor={id}>{label}</label>
      {mask ? (
        <MaskedInput {...common} {...masking} mask={mask} value={value} onChange={change} onBlur={blur} />
      ) : (
        <input {...common} type={type} value={value} maxLength={maxLength} onChange={(e) => change(e.target.value)} onBlur={blur} />
      )}
      {note}
      <FieldError name={name} />
    </div>
  );
}
