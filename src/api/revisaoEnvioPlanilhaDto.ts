/** A cell of a spreadsheet the server describes: a text, a number (money and percentages as numbers), or empty. */
export type CelulaPlanilha = string | number | null;

/** GET /pedido/resumo/getPedidos/{id}/planilha: the orders sheet of 'Exportar Planilha' (docs/api.md "Order review"), written as .xlsx by the browser. */
export interface PlanilhaDto {
  nomeArquivo: string;
  cabecalho: string[];
  linhas: CelulaPlanilha[][];
}
