import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { PedidoItemDto, PedidoItemSort } from '../../../api/dto';
import { quantityTooltips, rulesOf } from '../../../domain/orderQuantity';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { quantityColumn } from '../../../shared/grid/quantityColumn';

/**
 * The product table of a branch order (spec 03 §3.1): value formatters only (no React cell
 * renderers in a 5,000-row table), fixed widths so the default columns fit the 1330 px layout,
 * sortable columns are the server's sort keys (PedidoItemSort).
 */
export interface ItemColumn {
  colId: string;
  name: string;
  /** Shown unless the user hides it (the column-visibility popover). */
  visibleByDefault: boolean;
}

type Def = ColDef<PedidoItemDto>;

const money = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatMoney(value) : '');
const integer = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatInteger(value) : '');
const percent = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatPercent(value) : '');

const numeric = (colId: string, headerName: string, width: number, formatter: Def['valueFormatter'], sortable: boolean, headerTooltip?: string): Def => ({
  colId,
  field: colId as Def['field'],
  headerName,
  headerTooltip: headerTooltip ?? headerName,
  width,
  type: 'rightAligned',
  sortable,
  valueFormatter: formatter,
});

const text = (colId: string, headerName: string, width: number, sortable: boolean): Def => ({
  colId,
  field: colId as Def['field'],
  headerName,
  headerTooltip: headerName,
  width,
  sortable,
  tooltip: ({ value }) => (value === null || value === undefined ? undefined : String(value)),
});

/** The discount breakdown as the cell's tooltip (commercial, negotiated, informed). */
function discountBreakdown(item: PedidoItemDto): string {
  const parts = [
    ['Comercial', item.descComercial],
    ['Negociado', item.descNegociado],
    ['Informado', item.descontoInformado],
  ] as const;
  return parts.map(([label, value]) => `${label}: ${formatPercent(value ?? 0)}`).join(' · ');
}

/** LIBERADO shows L; MONITORADO and anything else, M (spec 03 §3.1). */
export const productTypeText = (tipo: string | undefined): string => (tipo === 'LIBERADO' ? 'L' : 'M');

/** pmc, or the factory price when the product has no PMC. */
export const pmcOrFactoryPrice = (item: PedidoItemDto): number | null => item.pmc ?? item.precoFabrica ?? null;

export const itemTotal = (item: PedidoItemDto): number => item.qtdePedida * item.valorSemST;

/** The column that stays visible whatever the user hides (spec 03 §5). */
export const ALWAYS_VISIBLE_COLUMN = 'pmcPf';

const quantity = quantityColumn<PedidoItemDto>({
  field: 'qtdePedida',
  headerName: 'Qtd. pedida',
  width: 98,
  isDisabled: (item) => item.combo === true,
  tooltip: (item) => quantityTooltips(rulesOf(item)).join('\n') || undefined,
});

/** Every column, in order (Produto takes what the fixed widths leave, at least 170 px), with whether it shows by default. */
const COLUMNS: { def: Def; visibleByDefault: boolean }[] = [
  { def: text('codigoBarras', 'EAN', 118, true), visibleByDefault: true },
  { def: text('codigoInterno', 'Código', 90, true), visibleByDefault: false },
  { def: { ...text('descricaoProdutoCliente', 'Produto', 200, true), flex: 1, minWidth: 170 }, visibleByDefault: true },
  { def: text('descricaoFabricanteCliente', 'Fabricante', 100, true), visibleByDefault: true },
  { def: { colId: 'tipoProduto', field: 'tipoProduto', headerName: 'Tipo', headerTooltip: 'Tipo do produto (L/M)', width: 58, valueFormatter: ({ value }) => productTypeText(value as string) }, visibleByDefault: false },
  { def: numeric('qtdeCotada', 'Cotada', 72, integer, true, 'Quantidade cotada'), visibleByDefault: true },
  { def: numeric('qtdeRespondida', 'Resp.', 70, integer, true, 'Quantidade respondida'), visibleByDefault: false },
  { def: { ...quantity, sortable: true, headerTooltip: 'Quantidade pedida' }, visibleByDefault: true },
  { def: numeric('qtdeEmbalagem', 'Emb.', 58, integer, true, 'Quantidade por embalagem'), visibleByDefault: true },
  { def: numeric('qtdeMinima', 'Mín.', 58, integer, false, 'Quantidade mínima'), visibleByDefault: true },
  { def: numeric('valorReferencia', 'Vl. ref.', 90, money, true, 'Valor de referência'), visibleByDefault: true },
  { def: numeric('valorHistorico', 'Vl. hist.', 96, money, true, 'Valor histórico'), visibleByDefault: false },
  { def: numeric('valorSemST', 'Preço s/ ST', 94, money, true), visibleByDefault: true },
  { def: numeric('valorComST', 'Preço c/ ST', 100, money, true), visibleByDefault: false },
  {
    def: { ...numeric('descontoInformado', 'Desc.', 72, percent, true, 'Desconto'), tooltip: ({ data }) => (data ? discountBreakdown(data) : undefined) },
    visibleByDefault: true,
  },
  { def: { ...numeric('pmcPf', 'PMC/PF', 88, money, true, 'PMC ou preço de fábrica'), field: undefined, valueGetter: ({ data }) => (data ? pmcOrFactoryPrice(data) : null) }, visibleByDefault: true },
  { def: { ...numeric('total', 'Total', 104, money, true, 'Total do item (s/ ST)'), field: undefined, valueGetter: ({ data }) => (data ? itemTotal(data) : null) }, visibleByDefault: true },
  { def: text('curvaDoProduto', 'Curva', 62, false), visibleByDefault: false },
  { def: numeric('mediaDeSaidaDia', 'Saída/dia', 80, integer, false, 'Média de saída por dia'), visibleByDefault: false },
  { def: numeric('estoqueDisponivel', 'Estoque', 80, integer, false, 'Estoque disponível'), visibleByDefault: false },
  { def: numeric('precoFabrica', 'Preço fáb.', 96, money, false, 'Preço de fábrica'), visibleByDefault: false },
];

/** The grid's column definitions: one module constant, so the grid keeps its column state. */
export const ORDER_ITEM_COLUMNS: ColDef<PedidoItemDto>[] = COLUMNS.map(({ def }) => def);

export const ITEM_COLUMNS: readonly ItemColumn[] = COLUMNS.map(({ def, visibleByDefault }) => ({ colId: def.colId!, name: String(def.headerTooltip ?? def.headerName), visibleByDefault }));

export const DEFAULT_HIDDEN_COLUMNS: readonly string[] = ITEM_COLUMNS.filter((c) => !c.visibleByDefault).map((c) => c.colId);

/** The server's sort key of a sortable column (PMC/PF sorts by pmc), or null. */
export function sortKeyOf(colId: string): PedidoItemSort | null {
  if (!COLUMNS.some(({ def }) => def.colId === colId && def.sortable === true)) return null;
  return (colId === ALWAYS_VISIBLE_COLUMN ? 'pmc' : colId) as PedidoItemSort;
}

/** The column that shows a server sort key. */
export const columnOfSort = (sort: PedidoItemSort): string => (sort === 'pmc' ? ALWAYS_VISIBLE_COLUMN : sort);
