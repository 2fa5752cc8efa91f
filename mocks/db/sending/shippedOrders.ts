import type { Page } from '../../../src/api/dto';
import type { FiltroPedidosEnviadosDto, PedidoEnviadoResumoDto } from '../../../src/api/pedidosEnviadosDto';
import { isShippedStatus, sentInPeriod } from '../../../src/domain/shippedOrders';
import { toPage, type MockDb } from '../core/database';
import { reviewedTotal } from '../automaticOrder/automaticOrderIndex';
import { advanceSending, sentOrderOf } from './orderSending';
import type { DbOrder, DbQuotation } from '../core/types';

/**
 * The buyer's sent-orders history (DECISIONS 3, docs/api.md "Sent orders"), read from the orders
 * themselves: every branch order of the buyer's quotations whose status is sent or later (spec 03
 * §4.1), with the send moment the sending feature recorded (mocks/db/sending/orderSending.ts; its clock
 * moves the statuses on first). Orders a scenario seeds already invoiced (those of finished
 * quotations) were sent a few hours after their quotation's due date.
 */
const HOUR = 3_600_000;

function seededSendMoment(quotation: DbQuotation, order: DbOrder): string {
  return new Date(new Date(quotation.dataVencimento).getTime() + (1 + (order.idPedido % 6)) * HOUR).toISOString();
}

interface ShippedEntry {
  quotation: DbQuotation;
  order: DbOrder;
  dataEnvio: string;
}

/** The buyer's sent orders passing the filter, newest send first (ties: the higher order id first). */
function shippedEntries(db: MockDb, idComprador: number, filter: FiltroPedidosEnviadosDto): ShippedEntry[] {
  const entries: ShippedEntry[] = [];
  for (const quotation of db.data.quotations) {
    if (quotation.idComprador !== idComprador) continue;
    advanceSending(db, quotation.id);
    for (const order of db.ordersOf(quotation.id)) {
      if (!isShippedStatus(order.situacaoPedido)) continue;
      if (filter.situacaoPedido && order.situacaoPedido !== filter.situacaoPedido) continue;
      const dataEnvio = sentOrderOf(db, order.idPedido)?.dataEnvio ?? seededSendMoment(quotation, order);
      if (sentInPeriod(dataEnvio, filter)) entries.push({ quotation, order, dataEnvio });
    }
  }
  return entries.sort((a, b) => b.dataEnvio.localeCompare(a.dataEnvio) || b.order.idPedido - a.order.idPedido);
}

function rowOf(db: MockDb, { quotation, order, dataEnvio }: ShippedEntry): PedidoEnviadoResumoDto {
  return {
    idPedido: order.idPedido,
    codPedido: order.codPedido ?? null,
    idCotacao: quotation.id,
    tituloCotacao: quotation.titulo,
    situacaoPedido: order.situacaoPedido,
    dataEnvio,
    nomeFantasiaFornecedor: db.supplierName(order.idFornecedor),
    nomeRepresentante: db.representativeName(order.idRepresentante),
    nomeFantasiaCliente: order.nomeFantasiaCliente,
    cnpjCliente: order.cnpjCliente,
    valorTotal: reviewedTotal(db, order),
  };
}

/** One page of the history: only the rows shown are built. */
export function shippedOrdersPage(db: MockDb, idComprador: number, filter: FiltroPedidosEnviadosDto, page: number, size: number): Page<PedidoEnviadoResumoDto> {
  const entries = toPage(shippedEntries(db, idComprador, filter), page, size);
  return { ...entries, content: entries.content.map((entry) => rowOf(db, entry)) };
}

/** Every row of the filtered history (the export). */
export function* shippedOrdersAll(db: MockDb, idComprador: number, filter: FiltroPedidosEnviadosDto): Generator<PedidoEnviadoResumoDto> {
  for (const entry of shippedEntries(db, idComprador, filter)) yield rowOf(db, entry);
}
