import type { EconomiaDto, ProdutosUnidadesDto, RetornoFaturamentoDto, SummaryRow, SummaryTab } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { Tabs } from '../../../shared/ui/Tabs';
import { reviewTabClass } from './ReviewTabs';
import { Modal } from '../../../shared/ui/Modal';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { selectLoopingConfigured, selectSummary } from '../orderReviewSelectors';
import { orderReviewActions, SUMMARY_PAGE_SIZE } from '../orderReviewSlice';
import { IGNORE_LOOPING, SUMMARY_TABS, SUMMARY_TITLE } from '../orderReviewTexts';

const names: TableColumn<SummaryRow>[] = [
  { key: 'fornecedor', header: 'Fornecedor', render: (row) => row.fornecedor },
  { key: 'representante', header: 'Representante', render: (row) => row.representante },
  { key: 'filial', header: 'Filial', render: (row) => row.filial },
];
const money = (key: string, header: string, value: (row: never) => number): TableColumn<SummaryRow> => ({ key, header, render: (row) => formatMoney(value(row as never)), className: 'num' });
const pct = (key: string, header: string, value: (row: never) => number): TableColumn<SummaryRow> => ({ key, header, render: (row) => formatPercent(value(row as never)), className: 'num' });
const int = (key: string, header: string, value: (row: never) => number): TableColumn<SummaryRow> => ({ key, header, render: (row) => formatInteger(value(row as never)), className: 'num' });

const COLUMNS: Record<SummaryTab, TableColumn<SummaryRow>[]> = {
  economia: [
    ...names,
    money('valorPedido', 'Valor do pedido', (r: EconomiaDto) => r.valorPedido),
    money('valorEconomizado', 'Economia', (r: EconomiaDto) => r.valorEconomizado),
    pct('porcentagemEconomizado', 'Economia %', (r: EconomiaDto) => r.porcentagemEconomizado),
  ],
  retorno: [
    ...names,
    money('valorPedido', 'Valor do pedido', (r: RetornoFaturamentoDto) => r.valorPedido),
    pct('participacao', 'Participação', (r: RetornoFaturamentoDto) => r.participacao),
    money('totalFaturado', 'Total faturado', (r: RetornoFaturamentoDto) => r.totalFaturado),
    pct('percentualFaturado', 'Faturado %', (r: RetornoFaturamentoDto) => r.percentualFaturado),
  ],
  produtos: [
    ...names,
    int('produtoPedido', 'Prod. pedidos', (r: ProdutosUnidadesDto) => r.produtoPedido),
    int('produtoFaturado', 'Prod. faturados', (r: ProdutosUnidadesDto) => r.produtoFaturado),
    pct('produtoPercentualAtendido', 'Prod. %', (r: ProdutosUnidadesDto) => r.produtoPercentualAtendido),
    int('unidadePedido', 'Un. pedidas', (r: ProdutosUnidadesDto) => r.unidadePedido),
    int('unidadeFaturado', 'Un. faturadas', (r: ProdutosUnidadesDto) => r.unidadeFaturado),
    pct('unidadePercentualAtendido', 'Un. %', (r: ProdutosUnidadesDto) => r.unidadePercentualAtendido),
  ],
};

/** The totals line of a tab: money, percent or count by the field's name. */
function totalsText(tab: SummaryTab, totais: Record<string, number>): string {
  if (tab === 'economia') return `Total: ${formatMoney(totais.valorPedido)} · Economia: ${formatMoney(totais.valorEconomizado)} (${formatPercent(totais.porcentagemEconomizado)})`;
  if (tab === 'retorno') return `Total: ${formatMoney(totais.valorPedido)} · Faturado: ${formatMoney(totais.totalFaturado)} (${formatPercent(totais.percentualFaturado)})`;
  return `Produtos: ${formatInteger(totais.produtoFaturado)} de ${formatInteger(totais.produtoPedido)} (${formatPercent(totais.produtoPercentualAtendido)}) · Unidades: ${formatInteger(totais.unidadeFaturado)} de ${formatInteger(totais.unidadePedido)} (${formatPercent(totais.unidadePercentualAtendido)})`;
}

/**
 * 'Resumo dos Pedidos' (§2.6, §9): Economia, Retorno faturamento, Produtos e unidades, 10 per page,
 * computed by the server; 'Desconsiderar pedidos de looping' only when looping is configured.
 */
export function SummaryModal() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectSummary);
  const loopingConfigured = useAppSelector(selectLoopingConfigured);
  if (!summary.open) return null;
  const label = SUMMARY_TABS.find((entry) => entry.tab === summary.tab)?.label ?? '';
  return (
    <Modal title={SUMMARY_TITLE} onClose={() => dispatch(orderReviewActions.summaryClosed())} width={1000}>
      <Tabs
        label={SUMMARY_TITLE}
        items={SUMMARY_TABS.map((entry) => ({ id: entry.tab, label: entry.label }))}
        selected={summary.tab}
        onSelect={(id) => dispatch(orderReviewActions.summaryTabChosen(id))}
        tabId={(id) => `summary-tab-${id}`}
        panelId="summary-panel"
        className="review-tabs"
        tabClassName={reviewTabClass}
      />
      {loopingConfigured && (
        <label className="review-summary__looping">
          <input type="checkbox" checked={summary.ignoreLooping} onChange={(event) => dispatch(orderReviewActions.ignoreLoopingToggled(event.target.checked))} />
          {IGNORE_LOOPING}
        </label>
      )}
      <div id="summary-panel" role="tabpanel" aria-labelledby={`summary-tab-${summary.tab}`}>
        {summary.status === 'failed' && <p role="alert">{summary.error}</p>}
        {summary.status === 'loaded' && <p className="review-summary__totals">{totalsText(summary.tab, summary.totais)}</p>}
        <PagedTable<SummaryRow, number>
          caption={label}
          columns={COLUMNS[summary.tab]}
          rows={summary.rows}
          getRowId={(row) => row.idPedido}
          loading={summary.status === 'loading'}
          total={summary.total}
          page={summary.page}
          size={SUMMARY_PAGE_SIZE}
          onPageChange={(page) => dispatch(orderReviewActions.summaryPageChosen(page))}
        />
      </div>
    </Modal>
  );
}
