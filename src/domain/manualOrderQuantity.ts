import { adjustQuantity, type QuantityRules } from './orderQuantity';

/**
 * The quantity of a manual-order answer (spec 02 §4.1, §9): what the input keeps, what leaving the
 * field makes of it, how the answer's buy mark follows it, the quantity a bought product takes
 * when it had none, and the three hints. The mock API applies the same functions to what it
 * stores (mocks/db/manualOrder/manualOrderCommands.ts), so the screen and the server never disagree.
 */
export type { QuantityRules };

/** Spec 02 §9: the order quantity input takes at most 5 characters. */
export const MANUAL_QUANTITY_MAX_LENGTH = 5;

/** The answer fields the rules read (PedidoManualItemRespostaDto has them). */
export interface ManualAnswerQuantityFields {
  qtdeMinima: number;
  quantidadeFixa: boolean;
  quantidadeEmbalagem: number;
}

export const manualRulesOf = (answer: ManualAnswerQuantityFields): QuantityRules => ({
  minimum: Math.max(0, answer.qtdeMinima),
  fixed: answer.quantidadeFixa,
  pack: Math.max(1, answer.quantidadeEmbalagem),
});

/** What the input keeps while typing: at most 5 characters. */
export function limitQuantityInput(text: string): string {
  return text.slice(0, MANUAL_QUANTITY_MAX_LENGTH);
}

/**
 * An empty entry becomes 0 (spec 02 §4.1). A non-numeric one is refused before it gets here
 * (isRefusedManualText; issue 25 point 7 overrides the spec's "becomes 0": a text is never
 * turned into another number), and still reads 0 if it does.
 */
export function parseManualQuantity(text: string): number {
  const kept = limitQuantityInput(String(text)).trim();
  return /^\d+$/.test(kept) ? Number(kept) : 0;
}

/** A typed text the manual order refuses (message, stored value kept): anything but plain digits or nothing. */
export const isRefusedManualText = (text: string): boolean => text.trim() !== '' && !/^\d+$/.test(text.trim());

/** What the server stores for the manual order: a whole number 0 to 99999 (a number on the wire, or digits), else null (refused with 400). */
export function manualQuantityOnWire(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < 10 ** MANUAL_QUANTITY_MAX_LENGTH ? value : null;
  if (typeof value === 'string' && !isRefusedManualText(value) && value.trim().length <= MANUAL_QUANTITY_MAX_LENGTH) return parseManualQuantity(value);
  return null;
}

/**
 * On leaving the field: a fixed quantity (nonzero) is forced to the minimum; below a minimum it
 * becomes 0; otherwise it is rounded down to a multiple of the packaging quantity (a rounding
 * that would fall below the minimum gives 0: domain/orderQuantity adjustQuantity, the rule
 * order generation uses too).
 */
export function leaveManualQuantity(quantity: number, rules: QuantityRules): number {
  return adjustQuantity(quantity, rules);
}

/** The stored quantity of what was typed: parse, then the leave-the-field rule. */
export function commitManualQuantity(text: string, rules: QuantityRules): number {
  return leaveManualQuantity(parseManualQuantity(text), rules);
}

/** comprarCliente becomes true when the quantity is nonzero; a zero quantity leaves the mark as it was. */
export function buyMarkAfterQuantity(quantity: number, current: boolean): boolean {
  return quantity > 0 ? true : current;
}

/**
 * The quantity a bought answer takes when it has none (checking the product, checking the answer,
 * 'comprar desta resposta'): the minimum or the asked quantity, whichever is larger, under the
 * rules: a fixed quantity is the minimum; otherwise rounded down to the packaging multiple, or up
 * to the first multiple that reaches the minimum when rounding down would fall below it. Never 0.
 */
export function quantityWhenBought(asked: number, rules: QuantityRules): number {
  const pack = Math.max(1, Math.floor(rules.pack));
  const minimum = Math.max(0, rules.minimum);
  if (rules.fixed && minimum > 0) return minimum;
  const wanted = Math.max(asked, minimum, 1);
  const down = Math.floor(wanted / pack) * pack;
  const floor = Math.max(minimum, 1);
  return down >= floor ? down : Math.ceil(floor / pack) * pack;
}

/** The three hints of spec 02 §4.1, verbatim. */
export const manualQuantityHintText = {
  multiple: (pack: number): string => `Preencher a quantidade com múltiplo de ${pack} unidades`,
  minimum: (minimum: number): string => `Preencher a quantidade com pelo menos ${minimum} unidades`,
  fixed: 'Para este desconto, a quantidade pedida é fixa',
} as const;

/** The hints an answer's rules call for (its tooltip): fixed, or minimum and packaging multiple. */
export function manualQuantityHints(rules: QuantityRules): string[] {
  if (rules.fixed && rules.minimum > 0) return [manualQuantityHintText.fixed];
  const hints: string[] = [];
  if (rules.pack > 1) hints.push(manualQuantityHintText.multiple(rules.pack));
  if (rules.minimum > 0) hints.push(manualQuantityHintText.minimum(rules.minimum));
  return hints;
}

/** The hints for what a typed quantity breaks (empty when leaving the field keeps it as typed). */
export function manualQuantityProblems(quantity: number, rules: QuantityRules): string[] {
  if (quantity <= 0) return [];
  if (rules.fixed && rules.minimum > 0) return quantity === rules.minimum ? [] : [manualQuantityHintText.fixed];
  const problems: string[] = [];
  if (rules.minimum > 0 && quantity < rules.minimum) problems.push(manualQuantityHintText.minimum(rules.minimum));
  if (quantity % Math.max(1, rules.pack) !== 0) problems.push(manualQuantityHintText.multiple(rules.pack));
  return problems;
}
