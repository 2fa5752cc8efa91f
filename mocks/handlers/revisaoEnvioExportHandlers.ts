import { http, HttpResponse } from 'msw';
import type { CelulaPlanilha, PlanilhaDto } from '../../src/api/revisaoEnvioPlanilhaDto';
import { orderSummarySheet } from '../db/review/orderSummarySheet';
import { ORDER_STATUS_TEXT } from '../../src/domain/orderStatus';
import { db } from '../db/core/current';
import { reviewItems, reviewOrders } from '../db/review/orderReview';
import type { DbQuotation } from '../db/core/types';
import { api, requireQuotation, requireUser } from './context';
import { csvDownload, exportedQuotation, exportLinkAnswer, invalidExportLink } from './exportFile';

/**
 * The review page's exports (spec 03 §2.6, §7.4): each call answers `{sucesso, mensagem: link}`
 * and the link (`…/arquivo?usuario&chave`, no token) downloads a CSV with `;` and a UTF-8 BOM.
 * 'Exportar Arquivo': the order file, one line per ordered item; 'Exportar Produtos'
 * (getProdutos): the products with their quantities and values per order; 'Exportar Planilha'
 * (getPedidos): the orders with their totals and summary figures (`/planilha` gives the same rows as
 * JSON, for the .xlsx file the browser writes; issue 29 point 6).
 */
const decimal = (value: number): string => value.toFixed(2).replace('.', ',');

type Rows = (quotation: DbQuotation) => { file: string; header: string[]; rows: Iterable<(string | number)[]> };

function* itemLines(quotation: DbQuotation, line: (order: ReturnType<typeof reviewOrders>[number], item: NonNullable<ReturnType<typeof reviewItems>>[number]) => (string | number)[]) {
  for (const order of reviewOrders(db(), quotation.id, {})) for (const item of reviewItems(db(), quotation.id, order.idPedido) ?? []) yield line(order, item);
}

const EXPORTS: [path: string, rows: Rows][] = [
  [
    '/revisaoEnvio/:id/exportarArquivo',
    (quotation) => ({
      file: `pedidos-${quotation.id}.csv`,
      header: ['Pedido', 'CNPJ filial', 'Filial', 'Fornecedor', 'EAN', 'Código', 'Quantidade', 'Valor unitário s/ ST'],
      rows: itemLines(quotation, (order, item) => [order.codPedido ?? order.idPedido, order.cnpjCliente, order.nomeFantasiaCliente, order.nomeFantasiaFornecedor, item.codigoBarras, item.codigoInterno ?? '', item.qtdePedida, decimal(item.valorSemST)]),
    }),
  ],
  [
    '/pedido/resumo/getProdutos/:id/exportar',
    (quotation) => ({
      file: `produtos-pedidos-${quotation.id}.csv`,
      header: ['Fornecedor', 'Representante', 'Filial', 'Situação', 'EAN', 'Produto', 'Fabricante', 'Qtd. cotada', 'Qtd. pedida', 'Qtd. faturada', 'Valor s/ ST', 'Valor c/ ST', 'Total s/ ST'],
      rows: itemLines(quotation, (order, item) => [
        order.nomeFantasiaFornecedor,
        order.nomeRepresentante,
        order.nomeFantasiaCliente,
        ORDER_STATUS_TEXT[order.situacaoPedido],
        item.codigoBarras,
        item.descricaoProdutoCliente,
        item.descricaoFabricanteCliente,
        item.qtdeCotada,
        item.qtdePedida,
        item.quantidadeFaturada,
        decimal(item.valorSemST),
        decimal(item.valorComST),
        decimal(item.valorSemST * item.qtdePedida),
      ]),
    }),
  ],
  [
    '/pedido/resumo/getPedidos/:id/exportar',
    (quotation) => {
      const sheet = orderSummarySheet(db(), quotation.id);
      const cell = (value: CelulaPlanilha, at: number) => (typeof value === 'number' && at > 0 ? decimal(value) : (value ?? ''));
      return { file: sheet.nomeArquivo.replace(/\.xlsx$/, '.csv'), header: sheet.cabecalho, rows: sheet.linhas.map((row) => row.map(cell)) };
    },
  ],
];

export const revisaoEnvioExportHandlers = [
  // 'Exportar Planilha' as the browser writes it (.xlsx): the same rows, numbers as numbers.
  http.get<{ id: string }>(api('/pedido/resumo/getPedidos/:id/planilha'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    return HttpResponse.json<PlanilhaDto>(orderSummarySheet(db(), quotation.id));
  }),
  ...EXPORTS.flatMap(([path, rowsOf]) => [
    http.get<{ id: string }>(api(path), ({ request, params }) => {
      const user = requireUser(request);
      return exportLinkAnswer(request, user, requireQuotation(user, params.id));
    }),
    // The link opened in a new window: no Bearer token there, so it carries its own key.
    http.get<{ id: string }>(api(`${path}/arquivo`), ({ request, params }) => {
      const quotation = exportedQuotation(request, params.id);
      if (!quotation) return invalidExportLink();
      const { file, header, rows } = rowsOf(quotation);
      return csvDownload(file, header, rows);
    }),
  ]),
];
