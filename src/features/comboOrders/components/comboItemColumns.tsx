import type { ReactNode } from 'react';
import type { ComboItemDto } from '../../../api/comboDto';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ProductName } from '../../../shared/grid/ProductName';
import { cellKindClass } from '../../../shared/grid/columnKinds';

const MONEY = `combo-items__money ${cellKindClass('money')}`;

/**
 * The combo item table's columns (spec 03 §3.3): the fifteen visible by default first, then those
 * the column chooser can add. Two-line cells pair reference/history price, price without ST/net
 * and with ST/cost.
 */
export interface ComboColumn {
  key: string;
  header: string;
  render: (item: ComboItemDto) => ReactNode;
  className?: string;
  visibleByDefault: boolean;
}

const pair = (first: string, second: string): ReactNode => (
  <>
    <span className="combo-items__line">{first}</span>
    <span className="combo-items__muted">{second}</span>
  </>
);

const difference = (item: ComboItemDto): number => Math.round((item.precoCustoCombo - item.comparaValor) * 100) / 100;

export const COMBO_ITEM_COLUMNS: readonly ComboColumn[] = [
  { key: 'ean', header: 'EAN', render: (i) => i.codBarras, className: `combo-items__ean ${cellKindClass('ean')}`, visibleByDefault: true },
  { key: 'descricao', header: 'Descrição', render: (i) => <ProductName name={i.produtoDescricao} />, className: 'combo-items__product', visibleByDefault: true },
  { key: 'cotada', header: 'Cotada', render: (i) => formatInteger(i.qtdeCotada), className: 'combo-items__number', visibleByDefault: true },
  { key: 'respondida', header: 'Respondida', render: (i) => formatInteger(i.qtdeRespondida), className: 'combo-items__wide-number', visibleByDefault: true },
  { key: 'pedida', header: 'Pedida', render: () => null, className: 'combo-items__quantity', visibleByDefault: true },
  { key: 'embalagem', header: 'Emb.', render: (i) => formatInteger(i.qtdeEmbalagem), className: 'combo-items__number', visibleByDefault: true },
  { key: 'pontos', header: 'Pontos', render: (i) => formatInteger(i.pontos), className: 'combo-items__number', visibleByDefault: true },
  { key: 'referencia', header: 'Ref. / Hist.', render: (i) => pair(formatMoney(i.valorReferencia), formatMoney(i.valorHistorico)), className: MONEY, visibleByDefault: true },
  { key: 'descontoCombo', header: 'Desc. combo', render: (i) => formatPercent(i.descontoInformadoCombo), className: 'combo-items__number', visibleByDefault: true },
  { key: 'melhorDesconto', header: 'Melhor desc.', render: (i) => formatPercent(i.comparaDesconto), className: 'combo-items__number', visibleByDefault: true },
  { key: 'semST', header: 'Sem ST / Líq.', render: (i) => pair(formatMoney(i.precoSemST), formatMoney(i.precoLiquido)), className: MONEY, visibleByDefault: true },
  { key: 'comST', header: 'Com ST / Custo', render: (i) => pair(formatMoney(i.precoComST), formatMoney(i.precoCusto)), className: MONEY, visibleByDefault: true },
  { key: 'valorCombo', header: 'Valor combo', render: (i) => formatMoney(i.precoCustoCombo), className: MONEY, visibleByDefault: true },
  {
    key: 'diferenca',
    header: 'Diferença',
    render: (i) => <span className={difference(i) > 0 ? 'combo-items__worse' : 'combo-items__better'}>{formatMoney(difference(i))}</span>,
    className: MONEY,
    visibleByDefault: true,
  },
  { key: 'bonificado', header: 'Bonif.', render: (i) => (i.bonificado ? 'Sim' : 'Não'), className: 'combo-items__flag', visibleByDefault: true },
  { key: 'codigo', header: 'Código', render: (i) => i.codComprador, className: 'combo-items__code', visibleByDefault: false },
  { key: 'fabricante', header: 'Fabricante', render: (i) => <TruncatedText text={i.fabricanteDescricao} />, className: 'combo-items__maker', visibleByDefault: false },
  { key: 'minima', header: 'Mínima', render: (i) => formatInteger(i.quantidadeMinima), className: 'combo-items__number', visibleByDefault: false },
  { key: 'maxima', header: 'Máxima', render: (i) => (i.quantidadeMaxima > 0 ? formatInteger(i.quantidadeMaxima) : '—'), className: 'combo-items__number', visibleByDefault: false },
  { key: 'obrigatorio', header: 'Obrig.', render: (i) => (i.obrigatorio ? 'Sim' : 'Não'), className: 'combo-items__flag', visibleByDefault: false },
];

export const DEFAULT_VISIBLE = COMBO_ITEM_COLUMNS.filter((column) => column.visibleByDefault).map((column) => column.key);
export const MIN_VISIBLE_COLUMNS = 5;
