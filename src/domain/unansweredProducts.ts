/**
 * Unanswered products (spec 02 §2.3): the reason code and its label. The mock API decides the
 * code the same way the backend does (docs/decisions.md): 2 when no supplier answered the product
 * at all, 1 when the suppliers that answered said they had no stock of it.
 */
export const MOTIVO_NAO_ENCONTRADO = 2;
export const MOTIVO_SEM_ESTOQUE = 1;

export const UNANSWERED_PAGE_SIZE = 10;

/** The button that opens the page, one spelling on every screen (spec 02 §2.2; the page is titled 'Produtos não Respondidos'). */
export const SEE_UNANSWERED = 'Ver Produtos não Respondidos';

export function unansweredReasonLabel(motivo: number): string {
  return motivo === MOTIVO_NAO_ENCONTRADO ? 'Não Encontrado' : 'Sem estoque';
}
