/** 'Gerenciamento do prazo de pagamento' (spec 01 §3, §5): a term in days, digits only, at most 4. */
export type PromotionRule = 'prazo' | 'prazoIgualMaior' | 'qualquer';

export const PROMOTION_RULE_LABELS: Record<PromotionRule, string> = {
  prazo: 'Somente o meu prazo',
  prazoIgualMaior: 'Prazo igual ou maior',
  qualquer: 'Qualquer prazo',
};

export const PAYMENT_TERM_MAX_LENGTH = 4;

/** What the field keeps of what was typed: digits only, at most 4. */
export function cleanPaymentTerm(text: string): string {
  return text.replace(/\D/g, '').slice(0, PAYMENT_TERM_MAX_LENGTH);
}
