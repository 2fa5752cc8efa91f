import type { Page } from '../../src/api/dto';
import type { DadosLoopingDto, EnvioPedidosDto } from '../../src/api/envioPedidoDto';
import type { ProdutoNaoCompradoDto } from '../../src/api/naoCompradosDto';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { db, resetDb } from '../db/core/current';
import { sendingOf } from '../db/sending/orderSending';
import { supplierChannel } from '../db/sending/supplierChannels';
import type { DbOrder } from '../db/core/types';
import { callMockApi as call } from './testApiCall';

/**
 * The billing return against the invoiced figures (issue 25 point 4; spec 03 §4.1, §4.6), through
 * the API: confirm → send → clock +6 min, then every order of the quotation is checked against its
 * own items — status, invoiced total and percentages, the not-bought list's NF rows, looping.
 */
const cents = (value: number) => Math.round(value * 100);
const SIX_MINUTES = 360_000;
const RETURNED = ['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO'];

/** The buyer's quotation in analysis with the most answers, its orders generated again through the API; and an order its supplier takes directly. */
async function quotationWithOrders(): Promise<{ idCotacao: number; direct: DbOrder }> {
  const mine = db().data.quotations.filter((q) => q.idComprador === db().userBySub('1001')!.idComprador && q.situacao === 'EM_ANALISE');
  const quotation = mine.sort((a, b) => db().answersOf(b.id).length - db().answersOf(a.id).length)[0];
  await call(`/pedido/${quotation.id}/generate?sic=false&pedidoManual=false&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: 'gerar' });
  for (let i = 0; i < 400 && (await call<{ gerando: boolean }>(`/resumoresposta/pedidoGerando/${quotation.id}`)).body.gerando; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  const direct = db().ordersOf(quotation.id).find((order) => supplierChannel(db(), order).situacao === 'ENVIADO' && db().orderItems.get(order.idPedido).length >= 2)!;
  return { idCotacao: quotation.id, direct };
}

/**
 * The order: one item left (the others deleted in the review) and a supplier that invoices
 * part of its orders. The item kept is one the partial return invoices in full.
 */
async function oneItemOrder(order: DbOrder): Promise<void> {
  const items = db().orderItems.get(order.idPedido);
  const kept = items.find((item) => item.id % 3 === 0 && item.id % 2 === 0 && item.qtdePedida > 0) ?? items[0];
  for (const item of items) if (item !== kept) expect((await call(`/revisaoEnvio/pedido/${order.idPedido}/excluirItem`, { method: 'POST', body: { idPedidoItem: item.id } })).status).toBe(200);
  sendingOf(db()).billing.set(order.idPedido, 0.5);
}

const ordersOf = async (idCotacao: number) => (await call<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${idCotacao}/filiais`, { method: 'POST', body: {} })).body.content;
const itemsOf = async (idPedido: number) => (await call<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${idPedido}/itens?page=0&size=10000`, { method: 'POST', body: {} })).body.content;

async function notInvoicedRows(idCotacao: number): Promise<ProdutoNaoCompradoDto[]> {
  const only = { produtosNaoRespondidos: false, produtosExcluidos: false, produtosParcialmentePedidos: false, produtosParcialmenteRespondidos: false, produtosNaoFaturados: true, produtosSemRetornos: false };
  const rows: ProdutoNaoCompradoDto[] = [];
  for (let page = 0; ; page += 1) {
    const answer = (await call<Page<ProdutoNaoCompradoDto>>(`/revisaoEnvio/${idCotacao}/naoComprados?page=${page}&size=100`, { method: 'POST', body: only })).body;
    rows.push(...answer.content);
    if (answer.last || answer.content.length === 0) return rows;
  }
}

/** What the status table says an order's items make of it. */
function statusFromItems(items: readonly ItemRevisaoDto[]): string {
  const ordered = items.filter((item) => item.qtdePedida > 0);
  if (ordered.every((item) => item.quantidadeFaturada === 0)) return 'NAO_FATURADO';
  return ordered.every((item) => item.quantidadeFaturada >= item.qtdePedida) ? 'FATURADO_RETORNO' : 'FATURADO_RETORNO_INCOMPLETO';
}

async function confirmAndSend(idCotacao: number, enviarComLooping: boolean): Promise<void> {
  expect((await call(`/pedidoAutomatico/confirmar/${idCotacao}`)).status).toBe(200);
  const sent = await call<EnvioPedidosDto>(`/pedido/enviarTodos/${idCotacao}`, { method: 'POST', key: `envio-${enviarComLooping}`, body: { enviarComLooping } });
  expect(sent.status).toBe(200);
  // The buyer does what each waiting order needs: goes on without the supplier code, pays, gives the portal's code.
  const waiting = (status: string) => sent.body.pedidos.filter((p) => p.situacaoPedido === status).map((p) => p.idPedido);
  if (waiting('ENVIADO_FTP').length) await call('/pedido/enviarSemCodPedidoFornecedor', { method: 'POST', body: { idsPedido: waiting('ENVIADO_FTP') } });
  for (const id of waiting('ENVIADO_PENDENTE_DE_PAGAMENTO')) await call(`/__mock/pedidos/${id}/pago`, { method: 'POST' });
  for (const id of waiting('AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR')) await call('/pedido/cadastrarCodPedidoFornecedor', { method: 'POST', body: { idPedido: id, codPedidoFornecedor: `F${id}` } });
  await call('/__mock/clock', { method: 'POST', body: { advanceMs: SIX_MINUTES } });
}

beforeEach(() => {
  resetDb('e2e');
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  db().clockOffsetMs = noon.getTime() - Date.now();
});

describe('billing return: every order agrees with its invoiced quantities (issue 25 point 4)', () => {
  it('send → clock +6 min: status, totalFaturado and percentages of every order follow its items, the NF rows its shortfalls; the one-item order invoiced 6 of 6 is Faturado', async () => {
    const { idCotacao, direct } = await quotationWithOrders();
    await oneItemOrder(direct);
    await confirmAndSend(idCotacao, false);

    const orders = await ordersOf(idCotacao);
    expect(orders.length).toBe(db().ordersOf(idCotacao).length);
    let returned = 0;
    for (const order of orders) {
      const items = await itemsOf(order.idPedido);
      for (const item of items) expect(cents(item.valorFaturado)).toBe(cents(item.quantidadeFaturada * item.valorSemST));
      expect(cents(order.totalFaturado)).toBe(items.reduce((sum, item) => sum + cents(item.valorFaturado), 0));
      if (!RETURNED.includes(order.situacaoPedido)) {
        expect(items.every((item) => item.quantidadeFaturada === 0)).toBe(true);
        continue;
      }
      returned += 1;
      expect(order.situacaoPedido).toBe(statusFromItems(items));
      const ordered = items.filter((item) => item.qtdePedida > 0);
      const units = ordered.reduce((sum, item) => sum + item.qtdePedida, 0);
      const invoicedUnits = ordered.reduce((sum, item) => sum + Math.min(item.qtdePedida, item.quantidadeFaturada), 0);
      expect(order.percentualFaturadoUnidades).toBeCloseTo((invoicedUnits / units) * 100, 1);
      expect(order.percentualFaturadoProdutos).toBeCloseTo((ordered.filter((item) => item.quantidadeFaturada > 0).length / ordered.length) * 100, 1);
    }
    expect(returned).toBeGreaterThan(1);
    const single = orders.find((order) => order.idPedido === direct.idPedido)!;
    const [only] = await itemsOf(direct.idPedido);
    expect(only.quantidadeFaturada).toBe(only.qtdePedida);
    expect(single).toMatchObject({ situacaoPedido: 'FATURADO_RETORNO', totalFaturado: single.valorTotal, percentualFaturadoProdutos: 100, percentualFaturadoUnidades: 100 });

    // The not-bought list's NF rows are exactly the shortfalls of the returned orders.
    const expected = new Map<string, number>();
    for (const order of await ordersOf(idCotacao)) {
      if (!RETURNED.includes(order.situacaoPedido)) continue;
      for (const item of await itemsOf(order.idPedido)) {
        // what the branch quoted and the answer offered bounds what it misses (domain/notBought)
        const ordered = Math.min(item.qtdePedida, item.qtdeCotada, item.qtdeRespondida);
        const short = ordered - Math.min(ordered, item.quantidadeFaturada);
        const key = `${order.cnpjCliente}|${item.codigoBarras}|${order.nomeFantasiaFornecedor}`;
        if (short > 0) expected.set(key, (expected.get(key) ?? 0) + short);
      }
    }
    const listed = new Map<string, number>();
    for (const row of await notInvoicedRows(idCotacao)) listed.set(`${row.cnpjFilial}|${row.codigoBarras}|${row.fornecedor}`, (listed.get(`${row.cnpjFilial}|${row.codigoBarras}|${row.fornecedor}`) ?? 0) + row.quantidade);
    expect(expected.size).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
  });

  it('looping re-orders exactly the shortfall of the items it finds another answer for, and nothing of an order invoiced in full', async () => {
    const { idCotacao, direct } = await quotationWithOrders();
    await oneItemOrder(direct);
    await call<DadosLoopingDto>(`/pedido/getAndCreateDadosLooping/${idCotacao}`);
    await call(`/pedido/updateDadosLooping/${idCotacao}`, { method: 'PUT', body: { percentualPrecoMax: 301, horarioLimite: '23:59', considerarMinimo: false } });
    // Another representative of each branch answers every product too (the e2e data has none), 10 % dearer.
    for (const answer of [...db().answersOf(idCotacao)]) {
      const others = db().answersOf(idCotacao).filter((a) => a.idCliente === answer.idCliente && a.idRepresentante !== answer.idRepresentante);
      if (others.length === 0) continue;
      const mine = db().answerItems.get(answer.id);
      for (const item of db().answerItems.get(others[0].id)) if (!mine.some((m) => m.idProduto === item.idProduto)) mine.push({ ...item, id: item.id + 900_000, idResposta: answer.id, precoSemST: item.precoSemST * 1.1 });
    }
    await confirmAndSend(idCotacao, true);

    const all = await ordersOf(idCotacao);
    const rounds = all.filter((order) => order.looping > 0);
    const shortfall = new Map<string, number>();
    for (const order of all.filter((o) => o.looping === 0 && RETURNED.includes(o.situacaoPedido))) {
      for (const item of await itemsOf(order.idPedido)) {
        const short = item.qtdePedida - Math.min(item.qtdePedida, item.quantidadeFaturada);
        if (short > 0) shortfall.set(`${order.cnpjCliente}|${item.codigoBarras}`, (shortfall.get(`${order.cnpjCliente}|${item.codigoBarras}`) ?? 0) + short);
      }
    }
    const reordered = new Map<string, number>();
    for (const order of rounds) for (const item of await itemsOf(order.idPedido)) reordered.set(`${order.cnpjCliente}|${item.codigoBarras}`, (reordered.get(`${order.cnpjCliente}|${item.codigoBarras}`) ?? 0) + item.qtdePedida);
    expect(reordered.size).toBeGreaterThan(0);
    for (const [key, quantity] of reordered) expect(quantity).toBe(shortfall.get(key));
    expect(all.find((order) => order.idPedido === direct.idPedido)!.situacaoPedido).toBe('FATURADO_RETORNO');
  });
});
