/** Texts of the review's opportunities route (spec 03 §5; docs/decisions.md "Opportunities route"). */
export const OPPORTUNITY_TITLE = 'Revisão de oportunidades';
export const OPPORTUNITY_NOTICE =
  'Produtos enviados para oportunidade: a quantidade foi ajustada ao que o fornecedor aceita (abaixo da embalagem, sobe para a embalagem; abaixo do mínimo ou quantidade fixa, sobe para o mínimo) e não pode ser alterada aqui.';
export const BACK_TO_REVIEW = 'Voltar à revisão completa';
