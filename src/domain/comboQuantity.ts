/**
 * The combo quantity bounds (spec 03 §5 "Combo quantity", §4.4): a combo item's ordered quantity
 * may not go below the combo's minimum, nor above its maximum when the maximum is set (non-zero).
 * Shared by the combo screen (checked before sending) and the mock API (checked again).
 */
export interface ComboQuantityBounds {
  quantidadeMinima: number;
  quantidadeMaxima: number;
}

export const comboMinimumMessage = (minimum: number): string => `ATENÇÃO: Quantidade mínima permitida: ${minimum}`;
export const comboMaximumMessage = (maximum: number): string => `ATENÇÃO: Quantidade máxima permitida ${maximum}`;

/** Digits the combo quantity input keeps (spec 03 §9: quantity inputs 5 digits). */
export const COMBO_QUANTITY_DIGITS = 5;

/** The message for a quantity out of bounds, or null when it is allowed. */
export function comboQuantityProblem(quantity: number, bounds: ComboQuantityBounds): string | null {
  const minimum = Math.max(0, bounds.quantidadeMinima);
  const maximum = Math.max(0, bounds.quantidadeMaxima);
  if (quantity < minimum) return comboMinimumMessage(minimum);
  if (maximum > 0 && quantity > maximum) return comboMaximumMessage(maximum);
  return null;
}

/** What the combo quantity input keeps of what is typed: the text as typed, at most five characters (refused on commit unless plain digits). */
export const comboQuantityInput = (typed: string): string => typed.slice(0, COMBO_QUANTITY_DIGITS);

/** A minimum problem: the item's quantity is below the combo's minimum (it then cannot be excluded nor restored by checkbox). */
export const hasComboMinimumProblem = (quantity: number, bounds: ComboQuantityBounds): boolean => quantity < Math.max(0, bounds.quantidadeMinima);

/** Combo screen page sizes (spec 03 §9). */
export const COMBO_BRANCHES_PER_PAGE = 5;
export const COMBOS_PER_BRANCH = 10;
export const COMBO_ITEMS_PER_PAGE = 10;
export const COMBO_EXCLUDED_PER_PAGE = 10;
export const COMBO_CONFLICTS_PER_PAGE = 8;
/** Supplier and branch names are cut at 40 characters on the combo screen (spec 03 §9). */
export const COMBO_NAME_LIMIT = 40;
