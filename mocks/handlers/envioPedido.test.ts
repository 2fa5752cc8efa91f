import type { DadosLoopingDto, EnvioPedidosDto } from '../../src/api/envioPedidoDto';
import { db } from '../db/core/current';
import { ACK_AFTER_MS, BILLING_AFTER_MS, sendingOf } from '../db/sending/orderSending';
import type { DbOrder } from '../db/core/types';
import { callMockApi } from './testApiCall';
import { brasiliaInstant, wallClockOf } from '../../src/domain/brasiliaTimeParsing';

const call = callMockApi;

/** The simulation's clock at hh:mm today in Brasília, so the looping time limit does not depend on when or in which zone the test runs. */
function clockAt(hour: number, minute: number): void {
  db().clockOffsetMs = brasiliaInstant({ ...wallClockOf(new Date()), hour, minute, second: 0 }).getTime() - Date.now();
}
const clockAtNoon = () => clockAt(12, 0);

const advance = (ms: number) => void (db().clockOffsetMs += ms);

/** A quotation of the buyer with orders, all confirmed. */
function confirmedQuotation(): { idCotacao: number; orders: DbOrder[] } {
  const quotation = db().data.quotations.find((q) => q.idComprador === db().userBySub('1001')!.idComprador && db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  for (const order of orders) order.situacaoPedido = 'CONFIRMADO';
  return { idCotacao: quotation.id, orders };
}

/** Another representative of the order's branch answers its first product too (the small scenario has no such answer). */
function offerElsewhere(order: DbOrder): void {
  const item = db().orderItems.get(order.idPedido)[0];
  const other = db().answersOf(order.idCotacao).find((a) => a.idCliente === order.idCliente && a.idRepresentante !== order.idRepresentante)!;
  const mine = db().answersOf(order.idCotacao).find((a) => a.idCliente === order.idCliente && a.idRepresentante === order.idRepresentante)!;
  const answered = db().answerItems.get(mine.id).find((a) => a.idProduto === item.idProduto)!;
  db().answerItems.get(other.id).push({ ...answered, id: 999_001, idResposta: other.id, precoSemST: answered.precoSemST * 1.1 });
}

const send = (ids: number[], key: string, enviarComLooping = false) => call<EnvioPedidosDto>('/pedido/enviar', { method: 'POST', key, body: { idsPedido: ids, enviarComLooping } });
const looping = (id: number) => call<DadosLoopingDto>(`/pedido/getDadosLooping/${id}`);

describe('POST /pedido/enviar (spec 03 §4.6, §7.4): one-shot per key and per order', () => {
  beforeEach(clockAtNoon);

  it('sends once and answers each order’s new status and code; the same key answers the first result', async () => {
    const { orders } = confirmedQuotation();
    const ids = orders.map((o) => o.idPedido);
    const first = await send(ids, 'envio-1');
    expect(first.status).toBe(200);
    expect(first.body.pedidos.map((p) => p.idPedido)).toEqual(ids);
    for (const pedido of first.body.pedidos) {
      expect(['ENVIADO', 'ENVIADO_FTP', 'ENVIADO_PENDENTE_DE_PAGAMENTO']).toContain(pedido.situacaoPedido);
      expect(pedido).toMatchObject({ codPedido: `PD${pedido.idPedido}`, jaEnviado: false });
    }
    advance(ACK_AFTER_MS);
    const again = await send(ids, 'envio-1');
    expect(again.body).toEqual(first.body);
    for (const id of ids) expect(sendingOf(db()).sends.get(id)).toBe(1);
  });

  it('a second tab (another key) is refused when every order it names was sent already (409, issue 25 point 8), never a second send', async () => {
    const { orders } = confirmedQuotation();
    await send([orders[0].idPedido], 'tab-1');
    const other = await send([orders[0].idPedido], 'tab-2');
    expect(other.status).toBe(409);
    expect((other.body as unknown as { mensagem: string }).mensagem).toBe('Os pedidos já foram enviados: nada foi enviado de novo.');
    expect(sendingOf(db()).sends.get(orders[0].idPedido)).toBe(1);
  });

  it('a second tab naming a sent order and a confirmed one sends the confirmed one and answers the sent one with its status', async () => {
    const { orders } = confirmedQuotation();
    await send([orders[0].idPedido], 'tab-1');
    const other = await send([orders[0].idPedido, orders[1].idPedido], 'tab-2');
    expect(other.status).toBe(200);
    expect(other.body.pedidos[0]).toMatchObject({ idPedido: orders[0].idPedido, jaEnviado: true, codPedido: `PD${orders[0].idPedido}` });
    expect(sendingOf(db()).sends.get(orders[0].idPedido)).toBe(1);
  });

  it('refuses a send with nothing confirmed (409) and an empty list (400)', async () => {
    const { orders } = confirmedQuotation();
    orders[0].situacaoPedido = 'EM_CRIACAO';
    expect((await send([orders[0].idPedido], 'k')).status).toBe(409);
    expect((await send([], 'k2')).status).toBe(400);
  });

  it('bulk: enviarTodos sends every confirmed order of the quotation once and leaves the unconfirmed out', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    orders[0].situacaoPedido = 'EM_CRIACAO';
    const answer = await call<EnvioPedidosDto>(`/pedido/enviarTodos/${idCotacao}`, { method: 'POST', key: 'todos-1', body: { enviarComLooping: false } });
    expect(answer.body.pedidos.map((p) => p.idPedido)).toEqual(orders.slice(1).map((o) => o.idPedido));
    expect(answer.body.pedidos.every((p) => !p.jaEnviado)).toBe(true);
    expect(orders[0].situacaoPedido).toBe('EM_CRIACAO');
  });
});

describe('sent orders move through the status table on the mock clock (spec 03 §4.1)', () => {
  beforeEach(clockAtNoon);

  it('ENVIADO → AGUARDANDO_FATURAMENTO → invoiced, partly invoiced or not invoiced; FTP and payment orders wait', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const first = (await send(orders.map((o) => o.idPedido), 'progresso')).body.pedidos;
    const sentPlain = first.filter((p) => p.situacaoPedido === 'ENVIADO').map((p) => p.idPedido);
    expect(sentPlain.length).toBeGreaterThan(0);
    const statusOf = (id: number) => db().orderById.get(id)!.situacaoPedido;

    advance(ACK_AFTER_MS - 1000);
    await looping(idCotacao);
    expect(sentPlain.map(statusOf).every((s) => s === 'ENVIADO')).toBe(true);
    advance(1000);
    await looping(idCotacao);
    expect(sentPlain.map(statusOf).every((s) => s === 'AGUARDANDO_FATURAMENTO')).toBe(true);
    advance(BILLING_AFTER_MS);
    await looping(idCotacao);
    const billed = sentPlain.map(statusOf);
    expect(billed.every((s) => ['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO'].includes(s))).toBe(true);
    for (const pedido of first.filter((p) => p.situacaoPedido !== 'ENVIADO')) expect(statusOf(pedido.idPedido)).toBe(pedido.situacaoPedido);
  });
});

describe('looping (spec 03 §3.4, §4.6, §7.4)', () => {
  beforeEach(clockAtNoon);

  it('keeps its settings, runs while sent orders settle, re-orders missing items in new sent orders, ends at its time limit', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    expect((await looping(idCotacao)).body).toMatchObject({ status: 'C', horarioLimite: null, percentualPrecoMax: null });
    expect((await call<DadosLoopingDto>(`/pedido/getAndCreateDadosLooping/${idCotacao}`)).body).toMatchObject({ horarioLimite: '21:00', percentualPrecoMax: 0, considerarMinimo: false });
    expect((await call(`/pedido/updateDadosLooping/${idCotacao}`, { method: 'PUT', body: { percentualPrecoMax: 302, horarioLimite: '13:00', considerarMinimo: false } })).status).toBe(400);
    await call(`/pedido/updateDadosLooping/${idCotacao}`, { method: 'PUT', body: { percentualPrecoMax: 301, horarioLimite: '13:00', considerarMinimo: true } });

    const short = orders.find((o) => o.idFornecedor % 7 !== 3 && o.idFornecedor % 7 !== 5)!;
    sendingOf(db()).billing.set(short.idPedido, 0);
    offerElsewhere(short);
    await send(orders.map((o) => o.idPedido), 'com-looping', true);
    expect((await looping(idCotacao)).body).toMatchObject({ status: 'P', percentualPrecoMax: 301, horarioLimite: '13:00', considerarMinimo: true });
    advance(BILLING_AFTER_MS);
    await looping(idCotacao);
    expect(short.situacaoPedido).toBe('NAO_FATURADO');
    const rounds = db().ordersOf(idCotacao).filter((o) => (o.looping ?? 0) > 0);
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) {
      expect(round).toMatchObject({ looping: 1, idCliente: short.idCliente, codPedido: `PD${round.idPedido}` });
      expect(round.idRepresentante).not.toBe(short.idRepresentante);
      expect(sendingOf(db()).sends.get(round.idPedido)).toBe(1);
      expect(db().orderItems.get(round.idPedido).length).toBe(round.quantidadeItens);
    }
    const roundCount = rounds.length;
    advance(BILLING_AFTER_MS);
    await looping(idCotacao);
    expect(db().ordersOf(idCotacao).filter((o) => (o.looping ?? 0) > 0).length).toBeGreaterThanOrEqual(roundCount);
    advance(60 * 60_000);
    expect((await looping(idCotacao)).body.status).toBe('D');
  });

  it('ends manually (MD); a second end is refused', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    await send([orders[0].idPedido], 'manual', true);
    const ended = await call<DadosLoopingDto>(`/pedido/encerrarManualmenteDadosLooping/${idCotacao}`, { method: 'PATCH' });
    expect(ended.body.status).toBe('MD');
    expect((await call(`/pedido/encerrarManualmenteDadosLooping/${idCotacao}`, { method: 'PATCH' })).status).toBe(409);
  });
});

describe('the looping time limit is Brasília time, whatever the server zone (issue 25 point 5)', () => {
  it('a limit of 16:30 set at 15:51 in Brasília keeps looping running, and ends it once 16:30 has passed', async () => {
    clockAt(15, 51); // 18:51 on a server in UTC, 03:51 the next day in Tokyo
    const { idCotacao, orders } = confirmedQuotation();
    await call(`/pedido/updateDadosLooping/${idCotacao}`, { method: 'PUT', body: { percentualPrecoMax: 0, horarioLimite: '16:30', considerarMinimo: false } });
    await send(orders.map((o) => o.idPedido), 'limite-16h30', true);
    advance(60_000);
    expect((await looping(idCotacao)).body).toMatchObject({ status: 'P', horarioLimite: '16:30' });
    clockAt(16, 30); // the limit's own minute still counts as before it
    expect((await looping(idCotacao)).body.status).toBe('P');
    clockAt(16, 31);
    expect((await looping(idCotacao)).body.status).toBe('D');
  });
});
