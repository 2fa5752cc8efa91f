import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { PedidoItemDto } from '../../../api/dto';
import type { PedidoItemSort } from '../../../api/pedidoAutomaticoDto';
import { quantityTooltips, rulesOf } from '../../../domain/orderQuantity';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { quantityColumn } from '../../../shared/grid/quantityColumn';
import { rowActionColumn } from '../../../shared/grid/rowActionColumn';
import { withKind } from '../../../shared/grid/columnKinds';
import { ALWAYS_VISIBLE_COLUMN, columnName } from './itemColumns';

/**
 * The product table of a branch order (spec 03 §3.1): value formatters only (no React cell
 * renderers in a 5,000-row table), fixed widths so the default columns fit the 1330 px layout,
 * sortable columns are the server's sort keys (PedidoItemSort).
 */
type Def = ColDef<PedidoItemDto>;

const money = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatMoney(value) : '');
const integer = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatInteger(value) : '');
const percent = ({ value }: ValueFormatterParams<PedidoItemDto>) => (typeof value === 'number' ? formatPercent(value) : '');

const moneyColumn = (colId: string, headerName: string, width: number, sortable: boolean): Def => withKind('money', numeric(colId, headerName, width, money, sortable));

const numeric = (colId: string, headerName: string, width: number, formatter: Def['valueFormatter'], sortable: boolean): Def => ({
  colId,
  field: colId as Def['field'],
  headerName,
  headerTooltip: columnName(colId),
  width,
  type: 'rightAligned',
  sortable,
  valueFormatter: formatter,
});

const text = (colId: string, headerName: string, width: number, sortable: boolean): Def => ({
  colId,
  field: colId as Def['field'],
  headerName,
  headerTooltip: columnName(colId),
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


/** The quantity input; disabled for combo items, and for every item of an order that can no longer be edited. */
const quantity = (isDisabled: (item: PedidoItemDto) => boolean): Def => ({
  ...quantityColumn<PedidoItemDto>({
    field: 'qtdePedida',
    headerName: 'Qtd. pedida',
    width: 86,
    isDisabled,
    tooltip: (item) => quantityTooltips(rulesOf(item)).join('\n') || undefined,
  }),
  sortable: true,
  headerTooltip: columnName('qtdePedida'),
});

/** The row action that opens the product's mass edit: a DOM event the order grid listens to (no React renderer per row). */
export const MASS_EDIT_EVENT = 'order-item-mass-edit';
export const MASS_EDIT_COLUMN = 'massEdit';
/** Columns of row actions, not of data: always shown, not in the column popover. */
export const ROW_ACTION_COLUMNS: readonly string[] = [MASS_EDIT_COLUMN];

/** A button per row (Enter or Space on the focused cell does the same: the grid keeps the keyboard). */
const massEdit: Def = rowActionColumn<PedidoItemDto>({
  colId: MASS_EDIT_COLUMN,
  headerName: 'Ações',
  headerTooltip: 'Editar em massa: a quantidade ou a resposta do produto em várias filiais',
  glyph: '✎',
  label: (item) => `Editar em massa: ${item.descricaoProdutoCliente}`,
  eventName: MASS_EDIT_EVENT,
  width: 56,
});

/**
 * Every column, in the order of itemColumns.ts. EAN and money are never cut (columnKinds: at least
 * as wide as their widest value); Produto takes what the others leave, at least 150 px, on two lines
 * (the presentation's end stays visible), its whole name as the tooltip.
 */
const COLUMNS: Def[] = [
  withKind('ean', text('codigoBarras', 'EAN', 118, true)),
  text('codigoInterno', 'Código', 90, true),
  withKind('productName', { ...text('descricaoProdutoCliente', 'Produto', 200, true), flex: 1, minWidth: 150 }),
  text('descricaoFabricanteCliente', 'Fabricante', 84, true),
  { colId: 'tipoProduto', field: 'tipoProduto', headerName: 'Tipo', headerTooltip: columnName('tipoProduto'), width: 58, valueFormatter: ({ value }) => productTypeText(value as string) },
  numeric('qtdeCotada', 'Cotada', 62, integer, true),
  numeric('qtdeRespondida', 'Resp.', 70, integer, true),
  quantity((item) => item.combo === true),
  numeric('qtdeEmbalagem', 'Emb.', 58, integer, true),
  numeric('qtdeMinima', 'Mín.', 58, integer, false),
  moneyColumn('valorReferencia', 'Vl. ref.', 90, true),
  moneyColumn('valorHistorico', 'Vl. hist.', 96, true),
  moneyColumn('valorSemST', 'Preço s/ ST', 94, true),
  moneyColumn('valorComST', 'Preço c/ ST', 100, true),
  { ...numeric('descontoInformado', 'Desc.', 70, percent, true), tooltip: ({ data }) => (data ? discountBreakdown(data) : undefined) },
  { ...moneyColumn('pmcPf', 'PMC/PF', 88, true), field: undefined, valueGetter: ({ data }) => (data ? pmcOrFactoryPrice(data) : null) },
  { ...moneyColumn('total', 'Total', 104, true), field: undefined, valueGetter: ({ data }) => (data ? itemTotal(data) : null) },
  text('curvaDoProduto', 'Curva', 62, false),
  numeric('mediaDeSaidaDia', 'Saída/dia', 80, integer, false),
  numeric('estoqueDisponivel', 'Estoque', 80, integer, false),
  moneyColumn('precoFabrica', 'Preço fáb.', 96, false),
];

/** The grid's column definitions: one module constant, so the grid keeps its column state. */
export const ORDER_ITEM_COLUMNS: ColDef<PedidoItemDto>[] = [massEdit, ...COLUMNS];

/** The same columns for an order that can no longer be edited (DECISIONS 13: sent, invoiced, cancelled): no quantity input. */
export const READ_ONLY_ORDER_ITEM_COLUMNS: ColDef<PedidoItemDto>[] = COLUMNS.map((def) => (def.colId === 'qtdePedida' ? quantity(() => true) : def));

/** The server's sort key of a sortable column (PMC/PF sorts by pmc), or null. */
export function sortKeyOf(colId: string): PedidoItemSort | null {
  if (!COLUMNS.some((def) => def.colId === colId && def.sortable === true)) return null;
  return (colId === ALWAYS_VISIBLE_COLUMN ? 'pmc' : colId) as PedidoItemSort;
}

/** The column that shows a server sort key. */
export const columnOfSort = (sort: PedidoItemSort): string => (sort === 'pmc' ? ALWAYS_VISIBLE_COLUMN : sort);
