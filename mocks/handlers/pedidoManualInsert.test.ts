import type { Page } from '../../src/api/dto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import type { ContagemDto, InsercaoPedidosDto, PedidoExisteDto, TotalPedidoManualDto, ValidacaoRespostasDto, ValorTotalManualDto, ValorTotalRepresentanteDto } from '../../src/api/pedidoManualTotaisDto';
import type { ItemRevisaoDto, PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { db } from '../db/core/current';
import { MANUAL_GENERATED, MANUAL_TO_GENERATE } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, branchesOf, call, itemsOf, ok } from './pedidoManualTestApi';

const ID = MANUAL_GENERATED;
const NO_FILTER = { codPedido: '', codProduto: '', idsFornecedores: [], situacaoPedido: [], situacaoProduto: [], cnpjFiliais: [], looping: null };

async function generated(id: number): Promise<GeracaoPedidoDto> {
  const start = await call<GeracaoPedidoDto>(`/pedido/${id}/generate?sic=false&pedidoManual=true&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: `manual-${id}` });
  expect(start.status).toBe(202);
  for (let i = 0; i < 400; i += 1) {
    const { body } = await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`);
    if (!body.gerando) return body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

describe('manual order generation (spec 02 §4.5)', () => {
  it('GET /pedido/{id}/generate?pedidoManual=true builds the manual order from the answers: no branch orders yet, pedidoGerado MANUAL', async () => {
    expect((await call(`/pedidomanual/${MANUAL_TO_GENERATE}`)).status).toBe(404);
    const outcome = await generated(MANUAL_TO_GENERATE);
    expect(outcome).toMatchObject({ sucesso: true, pedidoGerado: 'MANUAL', quantidadePedidos: 0 });
    expect(outcome.quantidadeItens).toBeGreaterThan(0);
    expect(db().quotationById.get(MANUAL_TO_GENERATE)!.pedidoGerado).toBe('MANUAL');
    expect(db().ordersOf(MANUAL_TO_GENERATE)).toHaveLength(0);
    const branches = await branchesOf(MANUAL_TO_GENERATE);
    expect(branches.totalElements).toBeGreaterThan(0);
    expect((await ok<TotalPedidoManualDto>(`/pedidomanual/total/${MANUAL_TO_GENERATE}`)).quantidadeProdutos).toBe(outcome.quantidadeItens);
    expect(await ok(`/pedido/validar/${MANUAL_TO_GENERATE}`)).toEqual({ sucesso: false, quantidadePedidos: 0 });
  });
});

describe('manual order totals (spec 02 §7)', () => {
  it('total, valorTotal and valorTotalPorRepresentante agree, and follow a quantity change', async () => {
    const total = await ok<TotalPedidoManualDto>(`/pedidomanual/total/${ID}`);
    expect(total.quantidadeProdutos).toBe(total.quantidadeProdutosSelecionados + total.quantidadeProdutosSemResposta);
    const rows = await ok<ValorTotalRepresentanteDto[]>('/pedidomanual/valorTotalPorRepresentante', { method: 'POST', body: { idCotacao: ID } });
    expect(rows.reduce((sum, row) => sum + row.valorTotal, 0)).toBeCloseTo(total.valorTotal, 1);
    const one = rows[0];
    const narrowed = await ok<ValorTotalManualDto>('/pedidomanual/valorTotal', { method: 'POST', body: { idCotacao: ID, idFornecedor: one.idFornecedor, idRepresentante: one.idRepresentante, prazoPagamento: one.prazoPagamento, prazoTitulo: one.prazoTitulo } });
    expect(narrowed.valorTotal).toBeCloseTo(one.valorTotal, 1);

    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content.find((i) => i.comprarCliente)!;
    const marked = (await answersOfItem(item.id)).content.find((a) => a.comprarCliente)!;
    const more = marked.quantidadeFixa ? marked.qtdeMinima : marked.quantidadePedir + marked.quantidadeEmbalagem;
    await ok('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: marked.id, qtde: more } });
    const after = await ok<TotalPedidoManualDto>(`/pedidomanual/total/${ID}`);
    expect(after.valorTotal).toBeCloseTo(total.valorTotal + (more - marked.quantidadePedir) * marked.precoSemST, 1);
  });
});

describe("'Inserir no Pedido' (spec 02 §4.6, §8)", () => {
  it('the two checks count products without a marked answer and marked answers with quantity 0; another quotation is not found', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const items = (await itemsOf(branch.id)).content;
    const before = await ok<ContagemDto>(`/pedido/haProdutoSemRespostaSelecionada/${ID}`);
    await ok(`/pedidomanual/marcarProduto/${items[0].id}?isMarcado=false`);
    expect(await ok(`/pedido/haProdutoSemRespostaSelecionada/${ID}`)).toEqual({ quantidade: before.quantidade + (items[0].comprarCliente ? 1 : 0) });

    expect(await ok(`/pedido/haRespostaComQuantidadePedidaZerada/${ID}`)).toEqual({ quantidade: 0 });
    const marked = (await answersOfItem(items.find((i, n) => n > 0 && i.comprarCliente)!.id)).content.find((a) => a.comprarCliente)!;
    await ok('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: marked.id, qtde: '' } });
    expect(await ok(`/pedido/haRespostaComQuantidadePedidaZerada/${ID}`)).toEqual({ quantidade: 1 });

    const other = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && q.id !== ID && q.pedidoGerado !== 'MANUAL')!;
    expect(await call(`/pedido/haRespostaComQuantidadePedidaZerada/${other.id}`)).toEqual({ status: 404, body: { sucesso: false, mensagem: 'Não foi possível localizar a cotação.' } });
    expect((await call('/pedido/haRespostaComQuantidadePedidaZerada/424242')).status).toBe(404);
  });

  it('validarRespostas refuses expired marked answers (unless allowed); the insertion makes CONFIRMADO branch orders the review shows with their items', async () => {
    db().flags.C_ENVIO_RESPOSTAS_VENCIDAS = true;
    let expired = null;
    for (const branch of (await branchesOf(ID)).content) {
      for (const item of (await itemsOf(branch.id)).content) expired ??= (await answersOfItem(item.id)).content.find((a) => a.vencida && !a.ignorada) ?? null;
    }
    await ok(`/pedidomanual/marcarResposta/${expired!.id}?isMarcado=true`);
    expect((await ok<ValidacaoRespostasDto>(`/pedido/${ID}/validarRespostas`, { method: 'POST' })).sucesso).toBe(true);
    db().flags.C_ENVIO_RESPOSTAS_VENCIDAS = false;
    const refused = await call<ValidacaoRespostasDto>(`/pedido/${ID}/validarRespostas`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ sucesso: false, respostasVencidas: 1, mensagem: 'Há 1 produto comprado de resposta vencida. Escolha outra resposta para esses produtos.' });
    expect((await call(`/pedido/inserirPedidos/${ID}`)).status).toBe(409);
    await ok(`/pedidomanual/marcarProduto/${expired!.idPedidoManualItem}?isMarcado=false`);

    const total = await ok<TotalPedidoManualDto>(`/pedidomanual/total/${ID}`);
    const inserted = await ok<InsercaoPedidosDto>(`/pedido/inserirPedidos/${ID}`);
    expect(inserted).toMatchObject({ sucesso: true, quantidadePedidos: total.quantidadePedidos });
    expect(inserted.quantidadeItens).toBe(total.quantidadeProdutosSelecionados - total.quantidadeRespostasZeradas);
    expect(await ok<PedidoExisteDto>(`/pedido/validar/${ID}`)).toEqual({ sucesso: true, quantidadePedidos: inserted.quantidadePedidos });

    const orders = await ok<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${ID}/filiais`, { method: 'POST', body: NO_FILTER });
    expect(orders.totalElements).toBe(inserted.quantidadePedidos);
    expect(orders.content.every((o) => o.situacaoPedido === 'CONFIRMADO')).toBe(true);
    expect(orders.content.reduce((sum, o) => sum + o.valorTotal, 0)).toBeCloseTo(total.valorTotal, 1);

    const order = orders.content[0];
    const branch = (await branchesOf(ID)).content.find((b) => b.cnpjCliente === order.cnpjCliente)!;
    const bought = [];
    for (const item of (await itemsOf(branch.id)).content.filter((i) => i.comprarCliente)) {
      const answer = (await answersOfItem(item.id)).content.find((a) => a.comprarCliente && a.idRepresentante === order.idRepresentante && a.quantidadePedir > 0);
      if (answer) bought.push({ codigoBarras: item.codBarras, qtdePedida: answer.quantidadePedir, valorSemST: answer.precoSemST });
    }
    const items = await ok<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${order.idPedido}/itens?page=0&size=100`, { method: 'POST', body: NO_FILTER });
    expect(items.content.map((i) => ({ codigoBarras: i.codigoBarras, qtdePedida: i.qtdePedida, valorSemST: i.valorSemST })).sort((a, b) => a.codigoBarras.localeCompare(b.codigoBarras))).toEqual(
      bought.sort((a, b) => a.codigoBarras.localeCompare(b.codigoBarras)),
    );
  });

  it('once an order was sent the manual order is read-only and Reiniciar is refused; before, Reiniciar drops changes and orders and returns the quotation to analysis', async () => {
    await ok(`/pedido/inserirPedidos/${ID}`);
    const [first] = db().ordersOf(ID);
    first.situacaoPedido = 'ENVIADO';
    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content[0];
    expect((await call(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false`)).body).toEqual({ sucesso: false, mensagem: 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.' });
    expect((await call(`/pedidomanual/reiniciar/${ID}`, { method: 'POST' })).status).toBe(409);
    expect((await answersOfItem(item.id)).content.every((a) => !a.editavel)).toBe(true);

    first.situacaoPedido = 'CONFIRMADO';
    expect(await ok(`/pedidomanual/reiniciar/${ID}`, { method: 'POST' })).toEqual({ sucesso: true, mensagem: 'Pedido manual reiniciado.' });
    const quotation = db().quotationById.get(ID)!;
    expect(quotation).toMatchObject({ situacao: 'EM_ANALISE' });
    expect(quotation.pedidoGerado).toBeUndefined();
    expect(db().ordersOf(ID)).toHaveLength(0);
    expect((await call(`/pedidomanual/${ID}`)).status).toBe(404);
    expect((await call(`/pedido/haProdutoSemRespostaSelecionada/${ID}`)).status).toBe(404);
  });

  it('the ids of the manual order’s branches', async () => {
    const ids = await ok<number[]>(`/pedido/getIdPedidoManualList/${ID}`);
    expect(ids.sort()).toEqual((await branchesOf(ID)).content.map((b) => b.id).sort());
  });
});
