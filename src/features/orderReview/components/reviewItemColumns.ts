import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { ItemRevisaoDto } from '../../../api/revisaoEnvioDto';
import { quantityTooltips, rulesOf } from '../../../domain/orderQuantity';
import { itemCheck, type ItemCheck } from '../../../domain/orderReview';
import type { SituacaoPedido } from '../../../domain/orderStatus';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { quantityColumn } from '../../../shared/grid/quantityColumn';
import { withKind } from '../../../shared/grid/columnKinds';
import { isReviewQuantityEditable, type ReviewRoute } from '../../../domain/opportunityQuantity';
import { DELETE_ITEM_COLUMN } from './deleteItemColumn';

/**
 * The review page's item table (spec 03 §2.6): indicator, check after sending, trade markers,
 * E (group), L or M, code/EAN, name/manufacturer with the additional information, the quantities,
 * reference/history/factory value, discounts, values without and with ST, invoiced and slip value.
 * Value formatters and tooltips only (no React renderer per row); pairs share a cell as 'a / b'.
 */
type Def = ColDef<ItemRevisaoDto>;

const money = ({ value }: ValueFormatterParams<ItemRevisaoDto>) => (typeof value === 'number' ? formatMoney(value) : '');
const integer = ({ value }: ValueFormatterParams<ItemRevisaoDto>) => (typeof value === 'number' ? formatInteger(value) : '');

const CHECK_MARK: Record<Exclude<ItemCheck, null>, { mark: string; text: string }> = {
  faturado: { mark: '✔', text: 'Faturado' },
  parcial: { mark: '⚠', text: 'Faturado parcialmente' },
  nenhum: { mark: '✖', text: 'Não faturado' },
};

/** The legend's markers of an item (ReviewTexts LEGEND_ENTRIES). */
export function itemMarkers(item: ItemRevisaoDto, looping: boolean): string[] {
  const markers: string[] = [];
  if (item.acordoCompra) markers.push('AC');
  if (item.negociacao) markers.push('DN');
  if (item.oportunidadeProduto) markers.push('OP');
  if (looping) markers.push('LP');
  if (item.codigoSubstituto) markers.push('ES');
  if (item.combo) markers.push('CB');
  return markers;
}

const numeric = (colId: keyof ItemRevisaoDto & string, headerName: string, width: number, valueFormatter: Def['valueFormatter'], headerTooltip?: string): Def => ({
  colId,
  field: colId as Def['field'],
  headerName,
  headerTooltip: headerTooltip ?? headerName,
  width,
  type: 'rightAligned',
  valueFormatter,
});

const pair = (colId: string, headerName: string, width: number, values: (item: ItemRevisaoDto) => [string, string], tooltip: (item: ItemRevisaoDto) => string): Def => ({
  colId,
  headerName,
  headerTooltip: headerName,
  width,
  type: 'rightAligned',
  valueGetter: ({ data }) => (data ? values(data).join(' / ') : ''),
  tooltip: ({ data }) => (data ? tooltip(data) : undefined),
});

/** Two money values in one cell, never cut (columnKinds 'money'). */
const moneyPair: typeof pair = (...args) => withKind('money', pair(...args));

export interface ReviewColumnsOptions {
  situacao: SituacaoPedido;
  editable: boolean;
  looping: boolean;
  /** The delete icon per row (the order can still be edited, DECISIONS 13). */
  deletable?: boolean;
  /** On the opportunities route quantities are plain values (spec 03 §5): raised by the server, never typed. */
  route?: ReviewRoute;
}

export function reviewItemColumns({ situacao, editable, looping, deletable = false, route = 'revisao' }: ReviewColumnsOptions): Def[] {
  return [
    {
      colId: 'check',
      headerName: '',
      headerTooltip: 'Situação após o envio',
      width: 44,
      valueGetter: ({ data }) => {
        const check = data ? itemCheck(situacao, data) : null;
        return check ? CHECK_MARK[check].mark : '';
      },
      tooltip: ({ data }) => {
        const check = data ? itemCheck(situacao, data) : null;
        return check ? CHECK_MARK[check].text : undefined;
      },
      cellClass: ({ data }) => (data ? `review-check review-check--${itemCheck(situacao, data) ?? 'none'}` : undefined),
    },
    {
      colId: 'indicador',
      headerName: 'Ind.',
      headerTooltip: 'Indicadores (veja a legenda)',
      width: 72,
      valueGetter: ({ data }) => (data ? itemMarkers(data, looping).join(' ') : ''),
    },
    { colId: 'grupo', headerName: 'E', headerTooltip: 'Grupo de produtos', width: 44, valueGetter: ({ data }) => (data && data.grupoProduto > 0 ? 'E' : ''), tooltip: ({ data }) => data?.grupoProdutoDescricao || undefined },
    { colId: 'tipo', headerName: 'L/M', headerTooltip: 'L: Liberado · M: Monitorado', width: 52, valueGetter: ({ data }) => (data ? (data.situacaoProduto === 'LIBERADO' ? 'L' : 'M') : '') },
    withKind('text', {
      colId: 'codigo',
      headerName: 'Código',
      headerTooltip: 'Código interno (e o EAN substituto, no tooltip)',
      width: 86,
      valueGetter: ({ data }) => data?.codigoInterno ?? '',
      tooltip: ({ data }) => (data ? [data.codigoInterno, data.codigoBarras, data.codigoSubstituto ? `Substituto: ${data.codigoSubstituto}` : ''].filter(Boolean).join('\n') : undefined),
    }),
    withKind('ean', { colId: 'ean', headerName: 'EAN', headerTooltip: 'EAN', width: 126, valueGetter: ({ data }) => data?.codigoBarras ?? '' }),
    withKind('productName', {
      colId: 'produto',
      headerName: 'Produto',
      headerTooltip: 'Produto (fabricante, curva, saída e estoque no tooltip)',
      width: 240,
      minWidth: 230,
      flex: 1,
      valueGetter: ({ data }) => data?.descricaoProdutoCliente ?? '',
      tooltip: ({ data }) =>
        data
          ? `${data.descricaoProdutoCliente}\n${data.descricaoFabricanteCliente}\nCurva: ${data.curvaDoProduto ?? '-'} · Saída/dia: ${formatInteger(data.mediaDeSaidaDia ?? 0)} · Estoque: ${formatInteger(data.estoqueDisponivel ?? 0)}`
          : undefined,
    }),
    numeric('qtdeCotada', 'Qtd. cot.', 78, integer, 'Quantidade cotada'),
    numeric('qtdeRespondida', 'Qtd. resp.', 82, integer, 'Quantidade respondida'),
    editable && route === 'revisao'
      ? {
          ...quantityColumn<ItemRevisaoDto>({ field: 'qtdePedida', headerName: 'Qtd. ped.', width: 92, isDisabled: (item) => !isReviewQuantityEditable(item, { orderEditable: true, route }), tooltip: (item) => quantityTooltips(rulesOf(item)).join('\n') || undefined }),
          headerTooltip: 'Quantidade pedida',
        }
      : numeric('qtdePedida', 'Qtd. ped.', 82, integer, 'Quantidade pedida'),
    numeric('qtdeEmbalagem', 'Emb.', 62, integer, 'Embalagem'),
    numeric('quantidadeFaturada', 'Qtd. fat.', 78, integer, 'Quantidade faturada'),
    moneyPair('referencia', 'Vl. ref. / hist.', 150, (i) => [formatMoney(i.valorReferencia), formatMoney(i.valorHistorico ?? 0)], (i) => `Referência: ${formatMoney(i.valorReferencia)}\nHistórico: ${formatMoney(i.valorHistorico ?? 0)}\nFábrica: ${formatMoney(i.precoFabrica ?? 0)}`),
    pair('descontos', 'Desc. com. / neg.', 130, (i) => [formatPercent(i.descComercial ?? 0), formatPercent(i.descNegociado ?? 0)], (i) => `Comercial: ${formatPercent(i.descComercial ?? 0)}\nNegociado: ${formatPercent(i.descNegociado ?? 0)}`),
    moneyPair('semST', 'Vl. s/ ST / líq.', 150, (i) => [formatMoney(i.valorSemST), formatMoney(i.valorLiquido ?? 0)], (i) => `Valor sem ST: ${formatMoney(i.valorSemST)}\nValor líquido: ${formatMoney(i.valorLiquido ?? 0)}`),
    moneyPair('comST', 'Vl. c/ ST / custo', 150, (i) => [formatMoney(i.valorComST), formatMoney(i.valorCusto ?? 0)], (i) => `Valor com ST: ${formatMoney(i.valorComST)}\nCusto: ${formatMoney(i.valorCusto ?? 0)}`),
    withKind('money', numeric('valorFaturado', 'Vl. faturado', 104, money)),
    withKind('money', numeric('valorBoleto', 'Vl. boleto', 96, money)),
    // Kept in sight at the right edge while the wide table scrolls sideways.
    ...(deletable ? [{ ...DELETE_ITEM_COLUMN, pinned: 'right' as const }] : []),
  ];
}
