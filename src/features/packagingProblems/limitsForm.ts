import * as yup from 'yup';
import type { ArredondamentoEmbalagemDto, LimitesEmbalagemDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { ROUND_DOWN_LIMIT_CHARS, ROUND_UP_LIMIT_CHARS } from '../../domain/packagingQuantity';

/**
 * The limits panel (spec 03 §5, §7.2): two money fields (round-down at most 6 characters,
 * round-up at most 7, cents typed from the right like a till, empty becomes '0,00' on blur), the
 * preferred direction and the two 'at least' options.
 */
export interface LimitsForm {
  limitRoundDown: string;
  limitRoundUp: string;
  direction: 'downOrUp' | 'upOrDown';
  atLeastOneProductPack: boolean;
  atLeastTheMinimumAmountRequired: boolean;
}

export const ZERO_MONEY = '0,00';

export const INITIAL_LIMITS: LimitsForm = {
  limitRoundDown: ZERO_MONEY,
  limitRoundUp: ZERO_MONEY,
  direction: 'downOrUp',
  atLeastOneProductPack: false,
  atLeastTheMinimumAmountRequired: false,
};

/** Money as typed: digits only, read as cents ('1234' → '12,34'), at most `maxChars` characters with the comma; empty stays empty. */
export function maskMoney(text: string, maxChars: number): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxChars - 1);
  if (digits === '') return text.replace(/\D/g, '') === '' ? '' : ZERO_MONEY;
  const padded = digits.padStart(3, '0');
  return `${padded.slice(0, -2)},${padded.slice(-2)}`;
}

/** On blur: an empty field shows '0,00'. */
export const blurMoney = (text: string): string => (text.trim() === '' ? ZERO_MONEY : text);

export const moneyValue = (text: string): number => {
  const value = Number(text.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};

const moneyField = (maxChars: number) => yup.string().max(maxChars, `No máximo ${maxChars} caracteres.`).matches(/^(\d+,\d{2})?$/, 'Valor inválido.');

export const limitsSchema = yup.object({
  limitRoundDown: moneyField(ROUND_DOWN_LIMIT_CHARS),
  limitRoundUp: moneyField(ROUND_UP_LIMIT_CHARS),
});

export const hasLimits = (form: LimitsForm): boolean => moneyValue(form.limitRoundDown) > 0 || moneyValue(form.limitRoundUp) > 0;

/** With a limit: form (a) of §7.2; without: form (b), every product the chosen way. */
export type LimitsRequest = { kind: 'limits'; body: LimitesEmbalagemDto } | { kind: 'rounding'; body: ArredondamentoEmbalagemDto };

export function limitsRequest(form: LimitsForm): LimitsRequest {
  const down = form.direction === 'downOrUp';
  if (hasLimits(form)) {
    return {
      kind: 'limits',
      body: { limitRoundDown: moneyValue(form.limitRoundDown), limitRoundUp: moneyValue(form.limitRoundUp), downOrUp: down, upOrDown: !down, atLeastOneProductPack: form.atLeastOneProductPack },
    };
  }
  return { kind: 'rounding', body: { roundUp: !down, roundDown: down, atLeastOneProductPack: form.atLeastOneProductPack, atLeastTheMinimumAmountRequired: form.atLeastTheMinimumAmountRequired } };
}
