import type { ItemQuantityRules } from './orderQuantity';

/**
 * The review quantity on the opportunities route (spec 03 §5): there the buyer does not type
 * quantities (the input is disabled), the quantity is brought up to what the supplier accepts: a
 * quantity below the pack size is raised to the pack size; one below the minimum, or a fixed
 * quantity that differs from the minimum, is raised to the minimum (a fixed quantity is the
 * minimum itself, the supplier's discount needs exactly it). Anything else stays as it is.
 */
export function opportunityQuantity(quantity: number, rules: ItemQuantityRules): number {
  if (rules.fixed && rules.minimum > 0) return rules.minimum;
  const pack = Math.max(1, Math.floor(rules.pack));
  const current = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  const raised = current < pack ? pack : current;
  return rules.minimum > 0 && raised < rules.minimum ? rules.minimum : raised;
}

/** Where the review's item table is shown: the review page itself, or the opportunities route. */
export type ReviewRoute = 'revisao' | 'oportunidades';

/**
 * Whether an item's quantity is an input (spec 03 §5, DECISIONS 13): only while its order can be
 * edited, never for a combo item, never on the opportunities route.
 */
export function isReviewQuantityEditable(item: { combo?: boolean | null }, options: { orderEditable: boolean; route: ReviewRoute }): boolean {
  return options.orderEditable && options.route === 'revisao' && !item.combo;
}
