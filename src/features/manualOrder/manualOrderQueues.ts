/** The save queue of the manual order's quantities (entities/saves; its prefix is in app/lazyFeatures QUEUE_OWNERS). */
export const QUANTITY_QUEUE = 'manualOrder/quantities';

/** One key per answer; the quotation first, so 'Reiniciar' can discard a quotation's saves (savesDiscarded by prefix). */
export const quotationSavePrefix = (idCotacao: number): string => `cotacao:${idCotacao}:`;
export const quantitySaveKey = (idCotacao: number, idPedidoManualItemResposta: number): string => `${quotationSavePrefix(idCotacao)}resposta:${idPedidoManualItemResposta}`;

/** What a quantity save sends (POST /pedidomanual/alterarQuantidade) and which quotation it belongs to. */
export interface QuantityPayload {
  idCotacao: number;
  idPedidoManualItemResposta: number;
  qtde: number;
  /** The version of the answer's item the value was typed over (docs/api.md "Versioned writes"). */
  versao?: number;
}
