/** Wire types of the side column (spec 01 §7). */

// Side column (spec 01 §7).

/** One recent item: a quotation the buyer worked on lately. */
export interface ItemRecenteDto {
  id: number;
  titulo: string;
  situacao: string;
}

/** A quotation as the side column's popover shows it (spec 01 §3). */
export interface DadosCotacaoLateralDto {
  id: number;
  titulo: string;
  dataVencimento: string;
  situacao: string;
  numFiliais: number;
  numProdutos: number;
  qtdRespostas: number;
  /** The summary tab to open. */
  aba: number;
}
