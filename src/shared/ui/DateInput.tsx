import { DATE_MASK, DATE_PLACEHOLDER } from '../lib/dates';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** The app's one date field: typed dd/MM/yyyy through the mask (no browser date picker, whose format follows the OS). */
export function DateInput(props: Omit<MaskedInputProps, 'mask'>) {
  return <MaskedInput mask={DATE_MASK} placeholder={DATE_PLACEHOLDER} inputMode="numeric" {...props} />;
}
