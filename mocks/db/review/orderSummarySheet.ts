import type { CelulaPlanilha, PlanilhaDto } from '../../../src/api/revisaoEnvioPlanilhaDto';
import { ORDER_STATUS_TEXT } from '../../../src/domain/orderStatus';
import type { MockDb } from '../core/database';
import { reviewOrders, reviewSummaries } from './orderReview';

/**
 * 'Exportar Planilha' (getPedidos; issue 29 point 6): one row per order with its totals, the
 * economy and the billing return, and whether it is a combo order. Numbers stay numbers: the
 * .xlsx file keeps them as numbers, the CSV link writes them with decimal commas.
 */
export function orderSummarySheet(db: MockDb, idCotacao: number): PlanilhaDto {
  const { economia, retorno } = reviewSummaries(db, idCotacao, false);
  const billed = new Map(retorno.rows.map((row) => [row.idPedido, row]));
  const orders = new Map(reviewOrders(db, idCotacao, {}).map((order) => [order.idPedido, order]));
  const linhas = economia.rows.map((row): CelulaPlanilha[] => {
    const order = orders.get(row.idPedido)!;
    const back = billed.get(row.idPedido)!;
    return [order.codPedido ?? order.idPedido, row.fornecedor, row.representante, order.nomeFantasiaCliente, ORDER_STATUS_TEXT[order.situacaoPedido], order.combo ? 'Sim' : 'Não', row.valorPedido, row.valorEconomizado, row.porcentagemEconomizado, back.totalFaturado, back.percentualFaturado];
  });
  return {
    nomeArquivo: `pedidos-resumo-${idCotacao}.xlsx`,
    cabecalho: ['Pedido', 'Fornecedor', 'Representante', 'Filial', 'Situação', 'Combo', 'Valor do pedido', 'Economia', 'Economia %', 'Total faturado', 'Faturado %'],
    linhas,
  };
}
