import { suggestedQuantity, type QuantityRules } from './orderQuantity';

/** The most a quantity input takes (5 digits, spec 03 §9): a raise never goes past it. */
const MAX_GENERATED = 99_999;

/**
 * The quantity order generation proposes under the buyer's preferences (docs/decisions.md "Order
 * preferences in generation"). Without the adjustment it is spec 02 §4.1's rule (suggestedQuantity:
 * limited by what the supplier has, down to the pack, 0 below the minimum). With 'Ajustar as
 * quantidades desta cotação à embalagem e ao mínimo' (or for an opportunity with 'Considerar
 * produtos com oportunidade') the quoted quantity is brought up to what the supplier accepts: a
 * fixed quantity is the minimum; otherwise the smallest multiple of the pack at or above both the
 * quoted quantity and the minimum. A supplier that answered less than was quoted is short of stock:
 * then never more than it answered (the largest accepted quantity within it, or 0). One that
 * answered everything quoted has no limit of its own but its pack and minimum.
 */
export function packedQuantity(quoted: number, answered: number, rules: QuantityRules): number {
  if (!(quoted > 0) || !(answered > 0)) return 0;
  const available = answered < quoted ? answered : MAX_GENERATED;
  if (rules.fixed && rules.minimum > 0) return rules.minimum <= available ? rules.minimum : 0;
  const step = Math.max(1, Math.floor(rules.pack));
  const up = Math.ceil(Math.max(quoted, rules.minimum) / step) * step;
  if (up <= available) return up;
  const down = Math.floor(available / step) * step;
  return down > 0 && down >= rules.minimum ? down : 0;
}

/** Which rule applies to one answer item. */
export function generatedQuantity(quoted: number, available: number, rules: QuantityRules, raise: boolean): number {
  return raise ? packedQuantity(quoted, available, rules) : suggestedQuantity(quoted, available, rules);
}
