/**
 * The default tie-break chain between answers to the same product for the same branch (spec 02
 * §4.7): lowest price, highest net price, longest payment term, lowest minimum billing, first to
 * answer. "Price" is the price the buyer pays (precoComST); "net price" is the price net of the
 * tax substitution (precoSemST); see docs/decisions.md. Money compares in whole cents.
 */
export interface TieBreakCandidate {
  /** precoComST */
  price: number;
  /** precoSemST */
  netPrice: number;
  /** diasPrazoPagamento of the answer's terms. */
  paymentDays: number;
  /** faturamentoMinimo of the answer's terms. */
  minimumBilling: number;
  /** When the answer was sent (ms since the epoch; unknown = last). */
  answeredAt: number;
  /** Last resort, so the choice never depends on input order (the answer id). */
  sequence: number;
}

const cents = (value: number): number => Math.round(value * 100);

/** Negative when `a` wins over `b`. */
export function compareByDefaultTieBreak(a: TieBreakCandidate, b: TieBreakCandidate): number {
  return (
    cents(a.price) - cents(b.price) ||
    cents(b.netPrice) - cents(a.netPrice) ||
    b.paymentDays - a.paymentDays ||
    cents(a.minimumBilling) - cents(b.minimumBilling) ||
    a.answeredAt - b.answeredAt ||
    a.sequence - b.sequence
  );
}
