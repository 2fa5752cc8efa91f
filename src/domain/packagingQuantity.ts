import { quantityProblemMessage, sanitizeQuantityInput, type ItemQuantityRules, type QuantityProblem, type QuantityRules } from './orderQuantity';

/**
 * The packaging-problem screen's adjusted quantity (spec 03 §4.3, §5 "Packaging adjusted
 * quantity", §9): digits only, at most 4; zero clears the row; below the minimum (not fixed),
 * different from a fixed quantity or not an exact multiple of the pack size is refused and the
 * row goes back to what it had. Plus the rounding that 'Aplicar' asks the server for (§7.2).
 */
export const PACKAGING_QUANTITY_DIGITS = 4;
export const PACKAGING_MAX_QUANTITY = 10 ** PACKAGING_QUANTITY_DIGITS - 1;
export const PACKAGING_PAGE_SIZE = 20;
/** Supplier, branch and product names are cut at 35 characters (spec 03 §9). */
export const PACKAGING_NAME_LIMIT = 35;
/** The limits inputs: round-down at most 6 characters, round-up at most 7 (spec 03 §5). */
export const ROUND_DOWN_LIMIT_CHARS = 6;
export const ROUND_UP_LIMIT_CHARS = 7;

/** What the input keeps of what is typed: the text as typed, at most 4 characters (refused on commit unless plain digits). */
export function sanitizePackagingInput(text: string): string {
  return sanitizeQuantityInput(text, PACKAGING_QUANTITY_DIGITS);
}

export type PackagingProblem = Exclude<QuantityProblem, 'zero'>;

/** Why a typed adjusted quantity is refused (null: accepted; 0 is accepted and clears the row). */
export function packagingQuantityProblem(text: string, rules: QuantityRules): PackagingProblem | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 'notNumber';
  if (trimmed.length > PACKAGING_QUANTITY_DIGITS) return 'tooLong';
  const value = Number(trimmed);
  if (value === 0) return null;
  const fixed = rules.fixed && rules.minimum > 0;
  if (!fixed && rules.minimum > 0 && value < rules.minimum) return 'minimum';
  if (fixed && value !== rules.minimum) return 'fixed';
  if (value % Math.max(1, rules.pack) !== 0) return 'packaging';
  return null;
}

/** On blur or Enter: the row's new adjusted quantity, or the previous one with the reason. */
export function commitPackagingQuantity(text: string, previous: number, rules: QuantityRules): { value: number; problem: PackagingProblem | null } {
  const problem = packagingQuantityProblem(text, rules);
  return problem ? { value: previous, problem } : { value: Number(text.trim()), problem: null };
}

/** The refusal shown beside the table (the automatic order's texts for the same rules). */
export function packagingProblemMessage(problem: PackagingProblem, rules: QuantityRules): string {
  if (problem === 'tooLong') return `A quantidade deve ter no máximo ${PACKAGING_QUANTITY_DIGITS} dígitos.`;
  return quantityProblemMessage(problem, { ...rules, maximum: 0 } satisfies ItemQuantityRules);
}

/** A row is resolved when its adjusted quantity is not zero and the rule accepts it: only those are confirmed. */
export const isResolvedQuantity = (value: number, rules: QuantityRules): boolean => value > 0 && packagingQuantityProblem(String(value), rules) === null;

/** The pack counter: quantity ÷ pack size. */
export const packCount = (quantity: number, pack: number): number => quantity / Math.max(1, pack);

// ---- Rounding (§7.2): the server computes it with these rules (mocks/db/packaging/packagingProblems.ts) ----

export interface RoundingItem extends QuantityRules {
  /** The ordered quantity now (the one with the problem). */
  quantity: number;
  /** Unit price (without ST): what a move up or down costs. */
  price: number;
}

/** The accepted quantities next to the ordered one: the largest at or below it and the smallest at or above it (0 = none). */
export function neighbours({ quantity, minimum, fixed, pack }: RoundingItem): { down: number; up: number; first: number } {
  const step = Math.max(1, pack);
  const valid = (value: number) => value > 0 && value <= PACKAGING_MAX_QUANTITY && isResolvedQuantity(value, { minimum, fixed, pack });
  if (fixed && minimum > 0) {
    const only = valid(minimum) ? minimum : 0;
    return { down: only > 0 && only <= quantity ? only : 0, up: only >= quantity ? only : 0, first: only };
  }
  const first = Math.max(step, Math.ceil(minimum / step) * step);
  const downCandidate = Math.floor(quantity / step) * step;
  const upCandidate = Math.max(first, Math.ceil(quantity / step) * step);
  return { down: valid(downCandidate) ? downCandidate : 0, up: valid(upCandidate) ? upCandidate : 0, first: valid(first) ? first : 0 };
}

/** Form (a): money limits per product and the preferred direction. A limit of 0 means no limit. */
export interface LimitRounding {
  limitRoundDown: number;
  limitRoundUp: number;
  downOrUp: boolean;
  upOrDown: boolean;
  atLeastOneProductPack: boolean;
}

/** Form (b): one direction for every product, without limits. */
export interface SimpleRounding {
  roundUp: boolean;
  roundDown: boolean;
  atLeastOneProductPack: boolean;
  atLeastTheMinimumAmountRequired: boolean;
}

const within = (cost: number, limit: number) => limit <= 0 || cost <= limit + 1e-9;

/**
 * Form (a): round the preferred way when what it adds or takes away (quantity moved × price) is
 * within that direction's limit, else ('senão') the other way within its limit, else leave the
 * row at 0 (not resolved). A limit of 0,00 is no limit. 'At least one pack' never leaves a product
 * at 0 when one pack (or its minimum) would do.
 */
export function roundWithLimits(item: RoundingItem, options: LimitRounding): number {
  const { down, up, first } = neighbours(item);
  const tryDown = () => (down > 0 && within((item.quantity - down) * item.price, options.limitRoundDown) ? down : 0);
  const tryUp = () => (up > 0 && within((up - item.quantity) * item.price, options.limitRoundUp) ? up : 0);
  const result = options.upOrDown && !options.downOrUp ? tryUp() || tryDown() : tryDown() || tryUp();
  return result === 0 && options.atLeastOneProductPack ? first : result;
}

/**
 * Form (b), no money limits: the chosen way when it gives an accepted quantity (down: not 0 and
 * not below the minimum), else ('senão') the other way — 5 in a box of 12 goes down to nothing,
 * so it goes up to 12. The two 'at least' options only act when neither way gives one.
 */
export function roundSimply(item: RoundingItem, options: SimpleRounding): number {
  const { down, up, first } = neighbours(item);
  const result = options.roundUp && !options.roundDown ? up || down : down || up;
  if (result > 0) return result;
  const belowMinimum = item.minimum > 0 && item.quantity < item.minimum;
  return (belowMinimum ? options.atLeastTheMinimumAmountRequired : options.atLeastOneProductPack) ? first : 0;
}

const reais = (value: number) => `R$ ${value.toFixed(2).replace('.', ',')}`;

/**
 * Why a row stays unresolved after a rounding (shown beside it): no accepted quantity exists
 * (a fixed quantity that is not a multiple of the pack, or one above 9999 un), or the money limits
 * keep out both ways.
 */
export function unresolvedReason(item: RoundingItem, limits?: Pick<LimitRounding, 'limitRoundDown' | 'limitRoundUp'>): string {
  const { down, up } = neighbours(item);
  const pack = Math.max(1, item.pack);
  if (item.fixed && item.minimum > 0 && item.minimum % pack !== 0) return `A quantidade fixa de ${item.minimum} un não é múltiplo da embalagem de ${pack} un.`;
  if (down === 0 && up === 0) return `Nenhuma quantidade aceita até ${PACKAGING_MAX_QUANTITY} un.`;
  const way = (target: number, limit: number, moved: string) =>
    target === 0 ? `não há quantidade aceita` : `${moved} ${reais(Math.abs(target - item.quantity) * item.price)} (limite ${reais(limit)})`;
  return `Fora dos limites: para baixo ${way(down, limits?.limitRoundDown ?? 0, 'tiraria')}; para cima ${way(up, limits?.limitRoundUp ?? 0, 'acrescentaria')}.`;
}
