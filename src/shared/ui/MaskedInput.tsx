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
}

export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  return <IMaskInput {...(rest as object)} mask={mask} value={value} onAccept={(next: string) => next !== value && onChange(next)} />;
}
