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
  const missing = Math.round((minimumBilling - total) * 100) / 100;
  return missing > 0 ? missing : 0;
}
