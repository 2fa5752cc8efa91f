import * as yup from 'yup';
import { wallClockOf } from '../../domain/brasiliaTimeParsing';
import { CARD_MESSAGES } from './orderPaymentTexts';

/** The local-only card form (spec 03 §5): nothing is sent; the values stay in the form. */
export interface CardForm {
  numero: string;
  nome: string;
  validade: string;
  codigo: string;
}

export const EMPTY_CARD: CardForm = { numero: '', nome: '', validade: '', codigo: '' };
export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
export const CARD_EXPIRY_MASK = '00/00';
export const CARD_CVV_MASK = '000';

/** MM/YY with a month 01–12: { month, year (full) }; null otherwise. */
export function parseExpiry(value: string | undefined): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/** Spec 03 §5: the expiry must be after the current month ('passada ou atual' is refused). */
export function expiryInFuture(value: string | undefined, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const today = wallClockOf(now); // the current month in Brasília
  return expiry.year * 12 + expiry.month > today.year * 12 + today.month;
}

/** Spec 03 §5 "Card form"; `now` is read at each validation, so tests pin the clock. */
export const cardSchema = (now: () => Date): yup.ObjectSchema<CardForm> =>
  yup.object({
    numero: yup.string().default('').required(CARD_MESSAGES.numberRequired).min(19, CARD_MESSAGES.numberInvalid),
    nome: yup.string().default('').trim().required(CARD_MESSAGES.nameRequired).min(1, CARD_MESSAGES.nameRequired),
    validade: yup
      .string()
      .default('')
      .test('formato', CARD_MESSAGES.expiryInvalid, (value) => parseExpiry(value) !== null)
      .test('futura', CARD_MESSAGES.expiryPast, (value) => parseExpiry(value) === null || expiryInFuture(value, now())),
    codigo: yup.string().default('').length(3, CARD_MESSAGES.cvvInvalid).required(CARD_MESSAGES.cvvInvalid),
  });
