import type { InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';

/**
 * The one masked text field (react-imask behind it, so the library can be swapped here alone).
 * `mask` uses imask's pattern syntax: 0 = digit, a = letter, * = any ('00/00/0000', '00:00').
 * The value is the masked text; onChange receives it as the user types or pastes.
 */
type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'>;

export interface MaskedInputProps extends NativeProps {
  mask: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra pattern characters (for example a letter-or-digit for the alphanumeric CNPJ). */
  definitions?: Record<string, RegExp>;
  /** Applied to each typed or pasted character before the mask (for example upper case). */
  prepareChar?: (value: string) => string;
}

export function MaskedInput({ mask, value, onChange, definitions, prepareChar, ...rest }: MaskedInputProps) {
  const options = { ...(definitions && { definitions }), ...(prepareChar && { prepareChar }) };
  return <IMaskInput {...(rest as object)} {...options} mask={mask} value={value} onAccept={(next: string) => next !== value && onChange(next)} />;
}
