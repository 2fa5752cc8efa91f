/** Texts of 'Enviar para Oportunidade' (spec 03 §7.1; the label is docs/decisions.md's, the spec names only the call). */
export const SEND_TO_OPPORTUNITY = 'Enviar para Oportunidade';
export const SEND_TO_OPPORTUNITY_HINT = 'Envia os produtos com oportunidade selecionados para a revisão de oportunidades, com a quantidade ajustada à embalagem e ao mínimo do fornecedor.';
export const NO_OPPORTUNITY_SELECTED = 'Nenhum dos produtos selecionados tem oportunidade.';
export const OPPORTUNITY_FAILED = 'Não foi possível enviar os produtos para oportunidade. Tente novamente.';
