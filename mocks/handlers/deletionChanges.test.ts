import type { PedidoItemDto } from '../../src/api/dto';
import type { AlteracoesPedidoDto, QuantidadeAtualizadaDto } from '../../src/api/pedidoAutomaticoDto';
import type { AlteracaoEmMassaDto, FilialProdutoDto } from '../../src/api/pedidoAutomaticoMassEditDto';
import { isOrderEditable } from '../../src/domain/orderStatus';
import { db, resetDb } from '../db/core/current';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { callMockApi } from './testApiCall';

/**
 * Deleting products is a versioned write other screens hear about (docs/api.md "Versioned
 * writes", "Changes by other sessions"): the mass edit's 'Excluir' per branch leaves a branch
 * changed since the buyer read it, and every deletion or re-insert names its orders in the
 * changes log, with their totals as they are now.
 */

/** A product of an editable (non-combo) order of a demo quotation under analysis, at two or more branches. */
function productAtBranches() {
  resetDb('demo');
  for (const quotation of db().data.quotations.filter((q) => q.situacao === 'EM_ANALISE')) {
    const orders = db().ordersOf(quotation.id).filter((o) => isOrderEditable(o.situacaoPedido) && !db().isComboOrder(o.idPedido));
    const branchesByEan = new Map<string, Set<number>>();
    for (const order of orders) for (const item of db().orderItems.get(order.idPedido)) if (!item.combo) branchesByEan.set(item.codigoBarras, (branchesByEan.get(item.codigoBarras) ?? new Set()).add(order.idCliente));
    const ean = [...branchesByEan].find(([, branches]) => branches.size >= 2)?.[0];
    if (ean) return { quotation, ean };
  }
  throw new Error('no product at two branches in the demo scenario');
}

const changesSince = async (idCotacao: number, since?: number) => (await callMockApi<AlteracoesPedidoDto>(`/pedidoAutomatico/changes/${idCotacao}${since === undefined ? '' : `?since=${since}`}`)).body;

const branchesOf = async (idCotacao: number, ean: string) =>
  (await callMockApi<{ content: FilialProdutoDto[] }>(`/pedidoAutomatico/buscarFiliaisFiltrada/${idCotacao}?page=0&size=100`, { method: 'POST', body: { codBarras: ean, listaFiltro: [] } })).body.content;

const orderTotal = (idPedido: number) => {
  const index = automaticOrderIndex(db(), db().orderById.get(idPedido)!.idCotacao);
  return index.orderTotal[index.position.get(idPedido)!];
};

describe("the mass edit's 'Excluir' per branch (POST /pedidoAutomatico/excluirProdutoDasFiliais)", () => {
  it('leaves a branch whose item changed since the versions sent, names it with the value as it is now, and deletes at the others', async () => {
    const { quotation, ean } = productAtBranches();
    const rows = await branchesOf(quotation.id, ean);
    const versoes = Object.fromEntries(rows.flatMap((row) => row.itens.map((i) => [String(i.id), i.versao ?? 0])));
    const [changed, other] = rows.filter((row) => row.itens.every((i) => i.editavel && !i.combo));
    const item = changed.itens[0];
    // Another session writes the item after the buyer read the branches.
    const saved = await callMockApi<QuantidadeAtualizadaDto>('/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: item.qtdePedida + Math.max(1, item.qtdeEmbalagem) } });
    expect(saved.status).toBe(200);
    const { status, body } = await callMockApi<AlteracaoEmMassaDto>(`/pedidoAutomatico/excluirProdutoDasFiliais/${quotation.id}`, {
      method: 'POST',
      body: { codBarras: ean, cnpjs: [changed.cnpjCliente, other.cnpjCliente], versoes },
    });
    expect(status).toBe(200);
    expect(body.filiaisNaoAlteradas[changed.cnpjCliente]).toBe(`${changed.nomefantasiaCliente}: Este valor foi alterado em outra sessão. Valor atual: ${saved.body.itens[0].qtdePedida} un.`);
    expect(body.conflitos).toEqual([expect.objectContaining({ id: item.id, qtdePedida: saved.body.itens[0].qtdePedida, versao: saved.body.itens[0].versao })]);
    expect(body.mensagem).toBe(`Produto excluído de ${other.itens.length} pedido(s); 1 filial(is) sem alteração.`);
    const index = automaticOrderIndex(db(), quotation.id);
    expect(index.excluded.has(item.id)).toBe(false);
    for (const kept of other.itens) expect(index.excluded.has(kept.id)).toBe(true);
  });

  it("is told to other sessions: the changes name the branch orders it touched, with their totals without the product", async () => {
    const { quotation, ean } = productAtBranches();
    const start = await changesSince(quotation.id);
    const rows = await branchesOf(quotation.id, ean);
    const cnpjs = rows.map((row) => row.cnpjCliente);
    const { body } = await callMockApi<AlteracaoEmMassaDto>(`/pedidoAutomatico/excluirProdutoDasFiliais/${quotation.id}`, { method: 'POST', body: { codBarras: ean, cnpjs } });
    const touched = body.pedidos.map((p) => p.idPedido).sort((a, b) => a - b);
    expect(touched.length).toBeGreaterThanOrEqual(2);
    const changes = await changesSince(quotation.id, start.versao);
    expect(changes.versao).toBeGreaterThan(start.versao);
    expect(changes.removidos.map((r) => r.idPedido).sort((a, b) => a - b)).toEqual(touched);
    expect(changes.removidos.every((r) => r.id === 0)).toBe(true);
    for (const order of changes.pedidos) expect(order.valorTotal).toBeCloseTo(orderTotal(order.idPedido), 2);
    // Nothing more after that version.
    const after = await changesSince(quotation.id, changes.versao);
    expect(after.removidos).toEqual([]);
  });
});

describe('deleting and re-inserting products is told to other sessions', () => {
  it('a deleted order and its re-insert each name the order in the changes, with its total as it is then', async () => {
    const { quotation } = productAtBranches();
    const order = db().ordersOf(quotation.id).find((o) => isOrderEditable(o.situacaoPedido) && !db().isComboOrder(o.idPedido) && orderTotal(o.idPedido) > 0)!;
    const before = orderTotal(order.idPedido);
    const start = await changesSince(quotation.id);

    expect((await callMockApi<number>('/pedidoAutomatico/deletePedido', { method: 'POST', body: [{ idPedido: order.idPedido }] })).status).toBe(200);
    const deleted = await changesSince(quotation.id, start.versao);
    expect(deleted.removidos).toEqual([{ id: 0, idPedido: order.idPedido }]);
    expect(deleted.pedidos).toEqual([expect.objectContaining({ idPedido: order.idPedido, valorTotal: 0 })]);

    expect((await callMockApi<number>(`/pedidoAutomatico/reinserirItensExcluidos/${quotation.id}`, { method: 'POST', body: { todos: true, idPedidoItens: [] } })).status).toBe(200);
    const back = await changesSince(quotation.id, deleted.versao);
    expect(back.removidos).toEqual([{ id: 0, idPedido: order.idPedido }]);
    expect(back.pedidos[0].valorTotal).toBeCloseTo(before, 2);
  });

  it('an item edit beside a deletion is still reported as the item, with its value', async () => {
    const { quotation } = productAtBranches();
    const [deletedOrder, editedOrder] = db().ordersOf(quotation.id).filter((o) => isOrderEditable(o.situacaoPedido) && !db().isComboOrder(o.idPedido));
    const item: PedidoItemDto = { ...db().orderItems.get(editedOrder.idPedido).find((i) => !i.combo)! };
    const start = await changesSince(quotation.id);
    await callMockApi('/pedidoAutomatico/deletePedido', { method: 'POST', body: [{ idPedido: deletedOrder.idPedido }] });
    const quantity = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);
    await callMockApi('/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: quantity } });
    const changes = await changesSince(quotation.id, start.versao);
    expect(changes.itens).toEqual([expect.objectContaining({ id: item.id, qtdePedida: quantity })]);
    expect(changes.removidos).toEqual([{ id: 0, idPedido: deletedOrder.idPedido }]);
  });
});
