import { cents } from './money';

/**
 * Quantity rules of an answer (spec 02 §4.1): a fixed quantity is forced to the supplier's
 * minimum; below a minimum the quantity becomes 0; otherwise it is rounded down to a multiple of
 * the packaging quantity. Rounding never leaves an order below the supplier's minimum (it becomes
 * 0 instead: the supplier would refuse it).
 */
export interface QuantityRules {
  /** quantidadeMinima (0 = none). */
  minimum: number;
  /** quantidadeFixa: the discount needs exactly the minimum. */
  fixed: boolean;
  /** quantidadeEmbalagem (1 = units). */
  pack: number;
}

export function adjustQuantity(quantity: number, { minimum, fixed, pack }: QuantityRules): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  if (fixed && minimum > 0) return minimum;
  if (minimum > 0 && quantity < minimum) return 0;
  const step = Math.max(1, Math.floor(pack));
  const rounded = Math.floor(quantity / step) * step;
  return rounded >= minimum ? rounded : 0;
}

/**
 * The quantity order generation proposes for an answer: the quoted quantity limited by what the
 * supplier has (its answered quantity), then the rules above. A fixed quantity the supplier
 * cannot deliver is 0.
 */
export function suggestedQuantity(quoted: number, available: number, rules: QuantityRules): number {
  const wanted = Math.min(quoted, available);
  if (wanted <= 0) return 0;
  const quantity = adjustQuantity(wanted, rules);
  return quantity <= available ? quantity : 0;
}

/** 'Faltam': what an order lacks to reach the supplier's minimum billing (spec 02 §5), 0 when it reaches it. */
export function minimumBillingShortfall(minimumBilling: number, total: number): number {
  const missing = cents(minimumBilling - total);
  return missing > 0 ? missing : 0;
}

// ---- The automatic order's quantity cell (spec 03 §4.2, §5; issue 10 part 3) ----

/** Quantity inputs take digits only, at most 5 (spec 03 §9). */
export const MAX_QUANTITY_DIGITS = 5;

/** What an order item's quantity has to respect: the rules above plus the supplier's maximum (0 = none). */
export interface ItemQuantityRules extends QuantityRules {
  maximum?: number;
}

/** The fields of an order item the rules read (PedidoItemDto has them). */
export interface QuantityFields {
  qtdePedida: number;
  qtdeEmbalagem: number;
  qtdeMinima: number;
  quantidadeFixa: boolean;
  qtdeMaxima?: number;
}

export function rulesOf(item: QuantityFields): ItemQuantityRules {
  return { minimum: item.qtdeMinima, fixed: item.quantidadeFixa, pack: Math.max(1, item.qtdeEmbalagem), maximum: item.qtdeMaxima ?? 0 };
}

/**
 * What a quantity input keeps of what is typed: the text as typed, cut at the spec's length
 * (5, 4 in packaging). Nothing is removed from it: '1,8', '12.5', '-12' or '12a4' stay as typed
 * and are refused when committed (wholeQuantity below), never turned into another number.
 */
export function sanitizeQuantityInput(text: string, maxLength: number = MAX_QUANTITY_DIGITS): string {
  return text.slice(0, maxLength);
}

/** The refusal of a text that is not plain digits (every quantity input, and the server's 400). */
export const NOT_A_WHOLE_NUMBER = 'A quantidade deve ser um número inteiro, só com algarismos (sem vírgula, ponto, sinal ou letras).';

/** The typed text as a quantity when it is plain digits (surrounding spaces aside), else null: the caller refuses it with NOT_A_WHOLE_NUMBER. */
export function wholeQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** What a server accepts as a quantity: a whole number, 0 or more, of at most `maxDigits` digits (a number on the wire, not text). */
export const isWholeQuantity = (value: unknown, maxDigits: number = MAX_QUANTITY_DIGITS): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10 ** maxDigits;

/** Why a typed quantity is refused, in the order the spec lists the revert rules. */
export type QuantityProblem = 'notNumber' | 'tooLong' | 'zero' | 'packaging' | 'fixed' | 'minimum';

export function quantityProblem(text: string, rules: ItemQuantityRules): QuantityProblem | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'notNumber';
  if (trimmed.length > MAX_QUANTITY_DIGITS) return 'tooLong';
  const value = Number(trimmed);
  if (value === 0) return 'zero';
  // A fixed quantity is the one value accepted (the supplier's discount needs exactly it).
  if (rules.fixed && rules.minimum > 0) return value === rules.minimum ? null : 'fixed';
  if (value % Math.max(1, rules.pack) !== 0) return 'packaging';
  if (rules.minimum > 0 && value < rules.minimum) return 'minimum';
  return null;
}

/**
 * On blur or Enter: the new quantity, or the old one when the typed text breaks a rule
 * (not a number, zero, not a multiple of the packaging, different from a fixed quantity, below
 * the minimum). `changed` tells the caller whether there is anything to save.
 */
export function commitQuantity(text: string, old: number, rules: ItemQuantityRules): { value: number; changed: boolean; problem: QuantityProblem | null } {
  const problem = quantityProblem(text, rules);
  if (problem) return { value: old, changed: false, problem };
  const value = Number(text.trim());
  return { value, changed: value !== old, problem: null };
}

/** The server's refusal (POST /pedidoAutomatico/updateItemQuatity answers 400 with it). */
export function quantityProblemMessage(problem: QuantityProblem, rules: ItemQuantityRules): string {
  switch (problem) {
    case 'notNumber':
      return NOT_A_WHOLE_NUMBER;
    case 'tooLong':
      return `A quantidade deve ter no máximo ${MAX_QUANTITY_DIGITS} dígitos.`;
    case 'zero':
      return 'A quantidade não pode ser zero.';
    case 'fixed':
      return `Preencher com a quantidade fixa de ${rules.minimum} un`;
    case 'packaging':
      return `Preencher com múltiplos de ${rules.pack} un`;
    case 'minimum':
      return `Preencher com quantidade maior ou igual a ${rules.minimum} un`;
  }
}

/** The reason shown at the cell when a typed quantity is refused: the value typed, the product and the rule. */
export function refusalText(typed: string, product: string, message: string): string {
  const value = typed.trim() === '' ? 'nada' : typed.trim();
  return `Quantidade não aceita para ${product}: ${message} (digitado: ${value})`;
}

/** The quantity cell's tooltips (spec 03 §5), the ones that apply to this item. */
export function quantityTooltips(rules: ItemQuantityRules): string[] {
  const tips: string[] = [];
  if (rules.fixed && rules.minimum > 0) tips.push(`Preencher com a quantidade fixa de ${rules.minimum} un`);
  else {
    if (rules.pack > 1) tips.push(`Preencher com múltiplos de ${rules.pack} un`);
    if (rules.minimum > 0) tips.push(`Preencher com quantidade maior ou igual a ${rules.minimum} un`);
  }
  if ((rules.maximum ?? 0) > 0) tips.push(`Máximo: Preencher a quantidade com no máximo ${rules.maximum} unidades`);
  return tips;
}

export const hasFixedMismatch = (item: QuantityFields): boolean => item.quantidadeFixa && item.qtdeMinima > 0 && item.qtdePedida !== item.qtdeMinima;
export const hasPackagingConflict = (item: QuantityFields): boolean => item.qtdePedida % Math.max(1, item.qtdeEmbalagem) !== 0;
export const hasMinimumProblem = (item: QuantityFields): boolean => item.qtdeMinima > 0 && item.qtdePedida < item.qtdeMinima;

/**
 * The quantity row's colour (spec 03 §4.2), by precedence: fixed mismatch (orange), packaging
 * conflict (red), below minimum (purple), opportunity (orange); otherwise none.
 */
export type RowAttention = 'fixed' | 'packaging' | 'minimum' | 'opportunity' | null;

export function rowAttention(item: QuantityFields & { oportunidade?: boolean }): RowAttention {
  if (hasFixedMismatch(item)) return 'fixed';
  if (hasPackagingConflict(item)) return 'packaging';
  if (hasMinimumProblem(item)) return 'minimum';
  return item.oportunidade ? 'opportunity' : null;
}
