import type { DadosLoopingBody, DadosLoopingDto, EnvioPedidosDto, PedidoEnviadoDto, TipoPagamento } from '../../../src/api/envioPedidoDto';
import { isSendable, isSentOrLater, LIMITER_MAX, type SituacaoPedido } from '../../../src/domain/orderStatus';
import { brasiliaMinuteOfDay } from '../../../src/domain/brasiliaTimeParsing';
import { minutesOf } from '../../../src/domain/loopingTime';
import { shortfallOf, type BillingFigures } from '../../../src/domain/orderBilling';
import type { MockDb } from '../core/database';
import { billedItems, billingOfOrder, invoicedByReturn, seededShare } from './orderBilling';
import type { DbOrder } from '../core/types';
import { supplierChannel } from './supplierChannels';
import { cents } from '../../../src/domain/money';

/**
 * Sending orders in the mock (spec 03 §4.1, §4.6, §7.4; docs/api.md "Order sending"): one-shot per
 * Idempotency-Key and per order, then each sent order moves through the status table on the
 * simulation's clock (db.now(), advanced by tests through db.clockOffsetMs or POST /__mock/clock).
 * Looping rounds re-order the non-invoiced items of an order from the branch's next-best answer
 * until the quotation's time limit.
 */
export interface SentOrder {
  idCotacao: number;
  sentAt: number;
  comLooping: boolean;
  tipoPagamento: TipoPagamento;
  /** Share of the order the supplier invoiced once settled (1, partly, 0). */
  faturado: number | null;
  /** The looping round that already re-ordered this order's missing items. */
  loopingDone: boolean;
  /** When the order stopped waiting on its supplier code or payment (the acknowledgement and billing count from it; the send otherwise). */
  billingFrom?: number;
}

export interface SendingRegistry {
  /** Sends that really happened, per order: tests check it never passes 1. */
  sends: Map<number, number>;
  byKey: Map<string, EnvioPedidosDto>;
  sent: Map<number, SentOrder>;
  /** Quotations with sent orders still moving (advance() does nothing for the others). */
  moving: Set<number>;
  looping: Map<number, DadosLoopingDto>;
  /** Test control: the share of an order the supplier will invoice, instead of the fixed rule. */
  billing: Map<number, number>;
}

export function sendingOf(db: MockDb): SendingRegistry {
  return db.sending;
}

const MINUTE = 60_000;
/** After the send the supplier acknowledges (ENVIADO → AGUARDANDO_FATURAMENTO), then returns its billing. */
export const ACK_AFTER_MS = 1 * MINUTE;
export const BILLING_AFTER_MS = 5 * MINUTE;
/** Statuses that wait for the buyer (a code, a payment): they do not move on the clock. */
const WAITING_ON_BUYER: readonly SituacaoPedido[] = ['ENVIADO_FTP', 'ENVIADO_PENDENTE_DE_PAGAMENTO', 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR'];
export const NOTHING_TO_SEND = 'Nenhum pedido confirmado para enviar.';
/** Every order a send names was sent already (another tab, a second press): nothing is sent again (issue 25 point 8). */
export const ALREADY_SENT = 'Os pedidos já foram enviados: nada foi enviado de novo.';

/** The billing return, fixed per order: mostly invoiced, some partly, some not at all. */
const billingShare = (idPedido: number): number => [1, 1, 0.5, 0][idPedido % 4];

const asSent = (order: DbOrder, jaEnviado: boolean): PedidoEnviadoDto => ({ idPedido: order.idPedido, situacaoPedido: order.situacaoPedido, codPedido: order.codPedido ?? null, jaEnviado });

function sendOne(db: MockDb, order: DbOrder, comLooping: boolean): PedidoEnviadoDto | null {
  const registry = sendingOf(db);
  if (!isSendable(order.situacaoPedido)) return isSentOrLater(order.situacaoPedido) ? asSent(order, true) : null;
  const { situacao, tipoPagamento } = supplierChannel(db, order);
  order.situacaoPedido = situacao;
  order.codPedido = order.codPedido ?? `PD${order.idPedido}`;
  order.looping = order.looping ?? 0;
  registry.sends.set(order.idPedido, (registry.sends.get(order.idPedido) ?? 0) + 1);
  registry.sent.set(order.idPedido, { idCotacao: order.idCotacao, sentAt: db.now().getTime(), comLooping, tipoPagamento, faturado: null, loopingDone: false });
  registry.moving.add(order.idCotacao);
  return asSent(order, false);
}

/**
 * Sends the orders once: the same key answers its first result; an order already sent (another
 * key, another tab) is answered with its current status and `jaEnviado`, never sent again; an
 * order not confirmed yet (or cancelled) is left out of the answer.
 * Null when nothing the request names can still be sent (the handler answers 409 'Nenhum pedido
 * confirmado para enviar.'), also when every order named was sent already.
 */
export function sendOrders(db: MockDb, orders: readonly DbOrder[], comLooping: boolean, key: string | null): EnvioPedidosDto | null {
  const registry = sendingOf(db);
  const known = key ? registry.byKey.get(key) : undefined;
  if (known) return known;
  // Nothing left to send (every order already sent, or none confirmed): refused, so the buyer never reads a send message for a send that changed nothing (issue 25 point 8).
  if (!orders.some((order) => isSendable(order.situacaoPedido))) return null;
  if (comLooping && orders.length > 0) startLooping(db, orders[0].idCotacao);
  const pedidos = orders.map((order) => sendOne(db, order, comLooping)).filter((sent): sent is PedidoEnviadoDto => sent !== null);
  const result: EnvioPedidosDto = { sucesso: true, mensagem: null, pedidos };
  if (key) registry.byKey.set(key, result);
  return result;
}

/** What the review page reads of a sent order beyond DbOrder (payment type, send date, what was invoiced). */
export function sentOrderOf(db: MockDb, idPedido: number): (SentOrder & { dataEnvio: string }) | undefined {
  const sent = sendingOf(db).sent.get(idPedido);
  return sent && { ...sent, dataEnvio: new Date(sent.sentAt).toISOString() };
}

/** The share of the order its supplier invoiced (mocks/db/sending/orderBilling.ts), null while its billing return has not come. */
export function billingShareOf(db: MockDb, order: DbOrder): number | null {
  const record = sendingOf(db).sent.get(order.idPedido);
  return record ? record.faturado : seededShare(order.situacaoPedido);
}

/** What the supplier invoiced of an item of the order (0 before its billing return). */
export function invoicedQuantity(db: MockDb, order: DbOrder, idItem: number, qtdePedida: number): number {
  return invoicedByReturn(billingShareOf(db, order), idItem, qtdePedida) ?? 0;
}

/** The order's billing figures (status, invoiced total, percentages) from its items; null before its billing return. */
export const billingOf = (db: MockDb, order: DbOrder): BillingFigures | null => billingOfOrder(db, order, billingShareOf(db, order));

// ---- Looping data (spec 03 §3.4, §7.4) ----

const NO_LOOPING = (idCotacao: number): DadosLoopingDto => ({ idCotacao, percentualPrecoMax: null, horarioLimite: null, considerarMinimo: false, status: 'C' });

export const loopingOf = (db: MockDb, idCotacao: number): DadosLoopingDto => sendingOf(db).looping.get(idCotacao) ?? NO_LOOPING(idCotacao);

export function createLooping(db: MockDb, idCotacao: number): DadosLoopingDto {
  const registry = sendingOf(db);
  let data = registry.looping.get(idCotacao);
  if (!data) registry.looping.set(idCotacao, (data = { idCotacao, percentualPrecoMax: 0, horarioLimite: '21:00', considerarMinimo: false, status: 'C' }));
  return data;
}

export function updateLooping(db: MockDb, idCotacao: number, body: DadosLoopingBody): DadosLoopingDto {
  return Object.assign(createLooping(db, idCotacao), body);
}

export function startLooping(db: MockDb, idCotacao: number): DadosLoopingDto {
  const data = createLooping(db, idCotacao);
  data.status = 'P';
  return data;
}

/** 'Encerrar looping': refused (null) when no looping runs. */
export function endLoopingManually(db: MockDb, idCotacao: number): DadosLoopingDto | null {
  const data = sendingOf(db).looping.get(idCotacao);
  if (!data || (data.status !== 'P' && data.status !== 'W')) return null;
  data.status = 'MD';
  return data;
}

// ---- Progression over time ----

function settle(db: MockDb, order: DbOrder, sent: SentOrder, now: number): void {
  const elapsed = now - (sent.billingFrom ?? sent.sentAt);
  if (order.situacaoPedido === 'ENVIADO' && elapsed >= ACK_AFTER_MS) order.situacaoPedido = 'AGUARDANDO_FATURAMENTO';
  if (order.situacaoPedido !== 'AGUARDANDO_FATURAMENTO' || elapsed < BILLING_AFTER_MS) return;
  sent.faturado = sendingOf(db).billing.get(order.idPedido) ?? billingShare(order.idPedido);
  // The status is what the invoiced quantities say (domain/orderBilling), not the share.
  order.situacaoPedido = billingOfOrder(db, order, sent.faturado)!.status;
}

/** The next-best answer of the branch for a product: cheapest other representative's, within the limiter over the price paid. */
function nextBest(db: MockDb, order: DbOrder, idProduto: number, paid: number, limiter: number) {
  let best: { idResposta: number; pick: number; price: number } | null = null;
  for (const answer of db.answersOf(order.idCotacao)) {
    if (answer.idCliente !== order.idCliente || answer.idRepresentante === order.idRepresentante || answer.respostaIgnorada || answer.pendente) continue;
    const items = db.answerItems.get(answer.id);
    const pick = items.findIndex((item) => item.idProduto === idProduto && item.quantidade > 0);
    if (pick < 0) continue;
    const price = items[pick].precoSemST;
    if (limiter < LIMITER_MAX && price > paid * (1 + limiter / 100)) continue;
    if (!best || price < best.price) best = { idResposta: answer.id, pick, price };
  }
  return best;
}

/** One looping round for a settled order: its missing items, re-ordered from next-best answers as new sent orders. */
function loopingRound(db: MockDb, order: DbOrder, sent: SentOrder, data: DadosLoopingDto): void {
  sent.loopingDone = true;
  const byAnswer = new Map<number, { picks: number[]; quantities: number[]; total: number }>();
  for (const item of billedItems(db, order)) {
    const missing = shortfallOf({ ordered: item.qtdePedida, invoiced: invoicedQuantity(db, order, item.id, item.qtdePedida) });
    if (missing <= 0) continue;
    const found = nextBest(db, order, item.idProduto, item.valorSemST, data.percentualPrecoMax ?? 0);
    if (!found) continue;
    const group = byAnswer.get(found.idResposta) ?? { picks: [], quantities: [], total: 0 };
    // the same product short twice (two prices in one order) is one item of the new order
    const known = group.picks.indexOf(found.pick);
    if (known >= 0) group.quantities[known] += missing;
    else {
      group.picks.push(found.pick);
      group.quantities.push(missing);
    }
    group.total += missing * found.price;
    byAnswer.set(found.idResposta, group);
  }
  for (const [idResposta, group] of byAnswer) {
    const answer = db.answerById.get(idResposta)!;
    const idPedido = db.nextId();
    db.generatedOrders.set(idPedido, { idResposta, picks: group.picks, quantities: group.quantities });
    const created: DbOrder = {
      idPedido,
      idCotacao: order.idCotacao,
      idFornecedor: answer.idFornecedor,
      idRepresentante: answer.idRepresentante,
      idCliente: order.idCliente,
      cnpjCliente: order.cnpjCliente,
      nomeFantasiaCliente: order.nomeFantasiaCliente,
      situacaoPedido: 'CONFIRMADO',
      valorTotal: cents(group.total),
      quantidadeItens: group.picks.length,
      looping: (order.looping ?? 0) + 1,
    };
    db.addOrder(created);
    sendOne(db, created, true);
  }
}

/**
 * Moves the quotation's sent orders on to where the clock says they are, runs the looping rounds
 * due and ends looping at its time limit. Cheap for a quotation with nothing moving.
 */
export function advanceSending(db: MockDb, idCotacao: number): void {
  const registry = sendingOf(db);
  if (!registry.moving.has(idCotacao)) return;
  const nowDate = db.now();
  const now = nowDate.getTime();
  const data = registry.looping.get(idCotacao);
  const limit = minutesOf(data?.horarioLimite);
  if (data?.status === 'P' && limit !== null && brasiliaMinuteOfDay(nowDate) > limit) data.status = 'D';
  let moving = false;
  for (const order of [...db.ordersOf(idCotacao)]) {
    const sent = registry.sent.get(order.idPedido);
    if (!sent) continue;
    settle(db, order, sent, now);
    if (sent.faturado === null && !WAITING_ON_BUYER.includes(order.situacaoPedido)) moving = true;
    const short = order.situacaoPedido === 'FATURADO_RETORNO_INCOMPLETO' || order.situacaoPedido === 'NAO_FATURADO';
    if (sent.comLooping && sent.faturado !== null && short && !sent.loopingDone && data?.status === 'P') {
      loopingRound(db, order, sent, data);
      moving = true;
    }
  }
  // a running looping keeps the quotation moving, so its time limit ends it (status D)
  if (!moving && data?.status !== 'P') registry.moving.delete(idCotacao);
}
