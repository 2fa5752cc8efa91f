import type { PedidoItemDto } from '../../src/api/dto';
import type { AlteracoesPedidoDto, QuantidadeAtualizadaDto } from '../../src/api/pedidoAutomaticoDto';
import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import { isOrderEditable } from '../../src/domain/orderStatus';
import { quantityProblem, rulesOf } from '../../src/domain/orderQuantity';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';
import type { AlteracaoEmMassaDto, FilialProdutoDto } from '../../src/api/pedidoAutomaticoMassEditDto';
import type { MarcacaoRespostaDto, PedidoManualItemRespostaDto } from '../../src/api/pedidoManualDto';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, itemWithChoice } from './pedidoManualTestApi';

/** An editable item whose quantity can go up by one packaging (the rules allow it). */
function editableItem() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).some((o) => isOrderEditable(o.situacaoPedido)))!;
  for (const order of db().ordersOf(quotation.id).filter((o) => isOrderEditable(o.situacaoPedido))) {
    const item = db().orderItems.get(order.idPedido).find((i) => !i.combo && !quantityProblem(String(i.qtdePedida + i.qtdeEmbalagem), rulesOf(i)) && !quantityProblem(String(i.qtdePedida + 2 * i.qtdeEmbalagem), rulesOf(i)));
    if (item) return { quotation, item: { ...item } };
  }
  throw new Error('no editable item in the demo scenario');
}

const save = (id: number, qtdePedida: number, versao?: number) => callMockApi<QuantidadeAtualizadaDto | ConflitoVersaoDto<PedidoItemDto>>('/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id, qtdePedida, versao } });

describe('versioned writes of an order item quantity (docs/api.md "Versioned writes")', () => {
  it('a write read at the current version lands and gives the item a newer version', async () => {
    const { item } = editableItem();
    const { status, body } = await save(item.id, item.qtdePedida + item.qtdeEmbalagem, item.versao ?? 0);
    expect(status).toBe(200);
    const saved = (body as QuantidadeAtualizadaDto).itens[0];
    expect(saved.qtdePedida).toBe(item.qtdePedida + item.qtdeEmbalagem);
    expect(saved.versao).toBeGreaterThan(item.versao ?? 0);
  });

  it('a write read at an older version is refused with 409 and the current value, and changes nothing', async () => {
    const { item } = editableItem();
    const first = (await save(item.id, item.qtdePedida + item.qtdeEmbalagem, 0)).body as QuantidadeAtualizadaDto;
    const { status, body } = await save(item.id, item.qtdePedida + 2 * item.qtdeEmbalagem, 0);
    expect(status).toBe(409);
    expect(body).toMatchObject({ conflito: true, mensagem: 'Este valor foi alterado em outra sessão.', atuais: [{ id: item.id, qtdePedida: item.qtdePedida + item.qtdeEmbalagem, versao: first.itens[0].versao }] });
    expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)?.qtdePedida).toBe(item.qtdePedida + item.qtdeEmbalagem);
  });

  it('a list with one stale item changes none of them', async () => {
    const { item } = editableItem();
    await save(item.id, item.qtdePedida + item.qtdeEmbalagem, 0);
    const { status } = await callMockApi('/pedidoAutomatico/updateItensQuatity', { method: 'POST', body: [{ id: item.id, qtdePedida: item.qtdePedida, versao: 0 }] });
    expect(status).toBe(409);
    expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)?.qtdePedida).toBe(item.qtdePedida + item.qtdeEmbalagem);
  });
});

describe('GET /pedidoAutomatico/changes/{idCotacao}?since', () => {
  it('answers the items written after the version given, with their orders as they are now', async () => {
    const { quotation, item } = editableItem();
    const start = (await callMockApi<AlteracoesPedidoDto>(`/pedidoAutomatico/changes/${quotation.id}`)).body;
    expect(start.itens).toEqual([]);
    await save(item.id, item.qtdePedida + item.qtdeEmbalagem);
    const { body } = await callMockApi<AlteracoesPedidoDto>(`/pedidoAutomatico/changes/${quotation.id}?since=${start.versao}`);
    expect(body.versao).toBeGreaterThan(start.versao);
    expect(body.itens).toEqual([expect.objectContaining({ id: item.id, qtdePedida: item.qtdePedida + item.qtdeEmbalagem })]);
    const order = body.pedidos.find((p) => p.idPedido === item.idPedido)!;
    expect(order.valorTotal).toBeCloseTo(db().orderItems.get(item.idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0), 2);
    const after = (await callMockApi<AlteracoesPedidoDto>(`/pedidoAutomatico/changes/${quotation.id}?since=${body.versao}`)).body;
    expect(after.itens).toEqual([]);
  });
});

describe('versioned writes of the manual order (an item: its answers\' marks and quantities)', () => {
  it('a quantity or a mark read at an older version of the item is refused with 409 and the answer as it is now', async () => {
    resetDb('demo');
    const { item, answers } = await itemWithChoice(MANUAL_GENERATED);
    const [first, second] = answers;
    const versao = first.versao ?? 0;
    const typed = Math.max(first.qtdeMinima, first.quantidadeEmbalagem) * 2;
    const landed = await callMockApi<MarcacaoRespostaDto>('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: first.id, qtde: String(typed), versao } });
    expect(landed.status).toBe(200);
    expect(landed.body.resposta.versao).toBeGreaterThan(versao);

    const stale = await callMockApi<ConflitoVersaoDto<PedidoManualItemRespostaDto>>('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: second.id, qtde: '0', versao } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflito: true, atuais: expect.arrayContaining([expect.objectContaining({ id: second.id, versao: landed.body.resposta.versao })]) });
    const mark = await callMockApi(`/pedidomanual/marcarResposta/${second.id}?isMarcado=true&versao=${versao}`);
    expect(mark.status).toBe(409);
    const now = (await answersOfItem(item.id)).content.find((a) => a.id === first.id)!;
    expect(now).toMatchObject({ comprarCliente: landed.body.resposta.comprarCliente, quantidadePedir: landed.body.resposta.quantidadePedir });
  });
});

describe('mass edits report which items were skipped for a conflict', () => {
  it('a branch whose item changed since the versions sent is left as it is, named, with the item as it is now', async () => {
    const { quotation, item } = editableItem();
    const ean = item.codigoBarras;
    const rows = (await callMockApi<{ content: FilialProdutoDto[] }>(`/pedidoAutomatico/buscarFiliaisFiltrada/${quotation.id}?page=0&size=100`, { method: 'POST', body: { codBarras: ean, listaFiltro: [] } })).body.content;
    const versoes = Object.fromEntries(rows.flatMap((row) => row.itens.map((i) => [String(i.id), i.versao ?? 0])));
    const quantity = Math.max(1, item.qtdeEmbalagem) * 3;
    const ours = rows.find((row) => row.itens.some((i) => i.id === item.id))!;
    // Another session writes the item after the buyer read the branches.
    await save(item.id, item.qtdePedida + item.qtdeEmbalagem);
    const { body } = await callMockApi<AlteracaoEmMassaDto>(`/pedidoAutomatico/alterarQuantidadeRespostaEmMassa/${quotation.id}`, { method: 'POST', body: { codBarras: ean, cnpjs: [ours.cnpjCliente], quantidadePedirSistema: quantity, versoes } });
    expect(body.filiaisNaoAlteradas[ours.cnpjCliente]).toBe(`${ours.nomefantasiaCliente}: Este valor foi alterado em outra sessão. Valor atual: ${item.qtdePedida + item.qtdeEmbalagem} un.`);
    expect(body.conflitos).toEqual([expect.objectContaining({ id: item.id, qtdePedida: item.qtdePedida + item.qtdeEmbalagem })]);
    expect(body.itens.some((i) => i.id === item.id)).toBe(false);
    expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(item.qtdePedida + item.qtdeEmbalagem);
  });
});
