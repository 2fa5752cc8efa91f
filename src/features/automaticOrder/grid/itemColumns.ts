/**
 * The product table's columns as the user chooses them (spec 03 §3.1, §3.3): id, name, shown by
 * default. No grid code here, so the store and the sagas (first page) can use it; the grid's
 * definitions are components/orderItemColumns.ts, loaded with the page.
 */
export interface ItemColumn {
  colId: string;
  name: string;
  visibleByDefault: boolean;
}

const column = (colId: string, name: string, visibleByDefault: boolean): ItemColumn => ({ colId, name, visibleByDefault });

export const ITEM_COLUMNS: readonly ItemColumn[] = [
  column('codigoBarras', 'EAN', true),
  column('codigoInterno', 'Código', false),
  column('descricaoProdutoCliente', 'Produto', true),
  column('descricaoFabricanteCliente', 'Fabricante', true),
  column('tipoProduto', 'Tipo do produto (L/M)', false),
  column('qtdeCotada', 'Quantidade cotada', true),
  column('qtdeRespondida', 'Quantidade respondida', false),
  column('qtdePedida', 'Quantidade pedida', true),
  column('qtdeEmbalagem', 'Quantidade por embalagem', true),
  column('qtdeMinima', 'Quantidade mínima', true),
  column('valorReferencia', 'Valor de referência', true),
  column('valorHistorico', 'Valor histórico', false),
  column('valorSemST', 'Preço s/ ST', true),
  column('valorComST', 'Preço c/ ST', false),
  column('descontoInformado', 'Desconto', true),
  column('pmcPf', 'PMC ou preço de fábrica', true),
  column('total', 'Total do item (s/ ST)', true),
  column('curvaDoProduto', 'Curva', false),
  column('mediaDeSaidaDia', 'Média de saída por dia', false),
  column('estoqueDisponivel', 'Estoque disponível', false),
  column('precoFabrica', 'Preço de fábrica', false),
];

/** The column that stays visible whatever the user hides (spec 03 §5). */
export const ALWAYS_VISIBLE_COLUMN = 'pmcPf';

export const DEFAULT_HIDDEN_COLUMNS: readonly string[] = ITEM_COLUMNS.filter((c) => !c.visibleByDefault).map((c) => c.colId);

/** The column's name for tooltips and the column popover. */
export const columnName = (colId: string): string => ITEM_COLUMNS.find((c) => c.colId === colId)?.name ?? colId;
