import type { Page } from '../../src/api/dto';
import type { PedidoManualItemDto } from '../../src/api/pedidoManualDto';
import type { ProdutoExcluidoManualDto } from '../../src/api/pedidoManualExcluidosDto';
import type { ProdutoAgrupadoDto, RespostaFilialManualDto } from '../../src/api/pedidoManualMassaDto';
import type { TotaisPedidoManualDto } from '../../src/api/pedidoManualPaginaDto';
import type { ContagemSelecaoManualDto, ExclusaoSelecaoManualDto, SelecaoItensManualDto } from '../../src/api/pedidoManualSelecaoDto';
import { DEFAULT_MANUAL_FILTER } from '../../src/domain/manualOrderFilter';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db, installDb } from '../db/core/current';
import { loadDatabase, saveDatabase } from '../db/persist/dataFolder';
import { MockDb } from '../db/core/database';
import { deleteItems } from '../db/manualOrder/manualOrderDeletion';
import { excludedManualPage } from '../db/manualOrder/manualOrderExcluded';
import { manualOrderOf } from '../db/manualOrder/manualOrderRegistry';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { selectedItems } from './pedidoManualSelection';
import { answersOfItem, branchesOf, call, itemsOf, ok } from './pedidoManualTestApi';

const ID = MANUAL_GENERATED;
const NAMED = (ids: number[]): SelecaoItensManualDto => ({ todosFiltrados: false, filtros: DEFAULT_MANUAL_FILTER, idPedidoManualItens: ids });
const remove = (body: SelecaoItensManualDto) => ok<ExclusaoSelecaoManualDto>(`/pedidomanual/pedidoManualItem/excluirSelecao/${ID}`, { method: 'POST', body });
const countOf = (body: SelecaoItensManualDto) => ok<ContagemSelecaoManualDto>(`/pedidomanual/pedidoManualItem/selecao/${ID}`, { method: 'POST', body });
const excluded = () => ok<Page<ProdutoExcluidoManualDto>>(`/pedidomanual/pedidoManualItem/excluidos/${ID}?page=0&size=100`);

async function totals(idClientes: number[]): Promise<{ order: number; branch: Map<number, number> }> {
  const answer = await ok<TotaisPedidoManualDto>('/pedidomanual/totais', { method: 'POST', body: { idCotacao: ID, idClientes } });
  return { order: answer.pedido.valorTotal, branch: new Map(answer.porFilial.map((row) => [row.idCliente, row.total.valorTotal])) };
}

/** What a product adds to its branch's total: its bought answer's quantity × price without ST. */
async function boughtValue(item: PedidoManualItemDto): Promise<number> {
  const answer = (await answersOfItem(item.id)).content.find((row) => row.comprarCliente);
  return answer ? answer.quantidadePedir * answer.precoSemST : 0;
}

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);

describe('the manual order: deleting the selected or all filtered products in one request (issue 29 point 3)', () => {
  it('deletes the named products of two branches: they leave the lists and the totals, are listed as deleted, and come back (with their value) on re-insert', async () => {
    const [first, second] = (await branchesOf(ID)).content;
    const a = (await itemsOf(first.id)).content.filter((item) => item.comprarCliente).slice(0, 2);
    const b = (await itemsOf(second.id)).content.find((item) => item.comprarCliente)!;
    const chosen = [...a, b];
    const value = new Map<number, number>([[first.idCliente, (await boughtValue(a[0])) + (await boughtValue(a[1]))], [second.idCliente, await boughtValue(b)]]);
    expect(value.get(first.idCliente)).toBeGreaterThan(0);
    const before = await totals([first.idCliente, second.idCliente]);

    expect(await countOf(NAMED(chosen.map((item) => item.id)))).toEqual({ produtos: 3, filiais: 2 });
    expect(await remove(NAMED([...chosen.map((item) => item.id), a[0].id]))).toEqual({ sucesso: true, mensagem: '3 produtos excluídos de 2 filiais.', produtos: 3, filiais: 2 });

    const after = await totals([first.idCliente, second.idCliente]);
    near(after.order, before.order - value.get(first.idCliente)! - value.get(second.idCliente)!);
    near(after.branch.get(first.idCliente)!, before.branch.get(first.idCliente)! - value.get(first.idCliente)!);
    near(after.branch.get(second.idCliente)!, before.branch.get(second.idCliente)! - value.get(second.idCliente)!);
    const left = new Set([...(await itemsOf(first.id)).content, ...(await itemsOf(second.id)).content].map((item) => item.id));
    expect(chosen.filter((item) => left.has(item.id))).toEqual([]);
    expect((await excluded()).content.map((row) => row.id).sort()).toEqual(chosen.map((item) => item.id).sort());
    // Deleting them again deletes nothing.
    expect(await remove(NAMED(chosen.map((item) => item.id)))).toMatchObject({ sucesso: false, produtos: 0, filiais: 0 });

    await ok(`/pedidomanual/pedidoManualItem/${b.id}/restaurar`, { method: 'PUT' });
    near((await totals([second.idCliente])).branch.get(second.idCliente)!, before.branch.get(second.idCliente)!);
    await ok(`/pedidomanual/pedidoManualItem/restaurarTodos/${ID}`, { method: 'PUT' });
    expect(await totals([first.idCliente, second.idCliente])).toEqual(before);
    expect((await excluded()).totalElements).toBe(0);
  });

  it('deletes every product the filter lists in every branch but the excepted ones', async () => {
    // The maker of some product: several products, not all.
    const busca = (await itemsOf((await branchesOf(ID)).content[0].id)).content[0].descricaoFabricante;
    const query = `&busca=${encodeURIComponent(busca)}`;
    const filtros = { ...DEFAULT_MANUAL_FILTER, busca };
    const branches = (await branchesOf(ID, query)).content;
    const listed = (await Promise.all(branches.map((branch) => itemsOf(branch.id, query)))).flatMap((page) => page.content);
    const unfiltered = (await Promise.all(branches.map((branch) => itemsOf(branch.id)))).reduce((sum, page) => sum + page.totalElements, 0);
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.length).toBeLessThan(unfiltered);
    const kept = listed[0];
    const body: SelecaoItensManualDto = { todosFiltrados: true, filtros, idPedidoManualItens: [kept.id] };
    const expected = { produtos: listed.length - 1, filiais: new Set(listed.slice(1).map((item) => item.idPedidoManual)).size };
    expect(await countOf(body)).toEqual(expected);
    expect(await remove(body)).toMatchObject({ sucesso: true, ...expected });
    const now = (await Promise.all(branches.map((branch) => itemsOf(branch.id, query)))).flatMap((page) => page.content);
    expect(now.map((item) => item.id)).toEqual([kept.id]);
    expect((await Promise.all(branches.map((branch) => itemsOf(branch.id)))).reduce((sum, page) => sum + page.totalElements, 0)).toBe(unfiltered - expected.produtos);
    expect((await excluded()).totalElements).toBe(expected.produtos);
  });

  it("re-inserting brings a product back as it was deleted: the buyer's quantity and the branch's total with it", async () => {
    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content.find((row) => row.comprarCliente)!;
    const answer = (await answersOfItem(item.id)).content.find((row) => row.comprarCliente && row.editavel)!;
    await ok('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: answer.id, qtde: answer.quantidadePedir * 3 } });
    const typed = (await answersOfItem(item.id)).content.find((row) => row.id === answer.id)!.quantidadePedir;
    expect(typed).not.toBe(answer.quantidadePedir);
    const before = await totals([branch.idCliente]);
    for (const restore of [`/pedidomanual/pedidoManualItem/${item.id}/restaurar`, `/pedidomanual/pedidoManualItem/restaurarTodos/${ID}`]) {
      await remove(NAMED([item.id]));
      expect((await totals([branch.idCliente])).order).toBeLessThan(before.order);
      await ok(restore, { method: 'PUT' });
      expect((await answersOfItem(item.id)).content.find((row) => row.id === answer.id)).toMatchObject({ quantidadePedir: typed, comprarCliente: true });
      expect(await totals([branch.idCliente])).toEqual(before);
    }
  });

  it('the deleted products are kept in the data folder: after a restart they are still listed and come back', async () => {
    const branch = (await branchesOf(ID)).content[1];
    const chosen = (await itemsOf(branch.id)).content.slice(0, 3).map((item) => item.id);
    await remove(NAMED(chosen));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'manual-deleted-'));
    try {
      saveDatabase(db(), folder);
      installDb(loadDatabase(folder)!);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect((await excluded()).content.map((row) => row.id).sort()).toEqual([...chosen].sort());
    await ok(`/pedidomanual/pedidoManualItem/restaurarTodos/${ID}`, { method: 'PUT' });
    expect((await itemsOf(branch.id)).content.map((item) => item.id)).toEqual(expect.arrayContaining(chosen));
  });

  it('the grouped view leaves out what was deleted: a branch that deleted the product, a product deleted everywhere', async () => {
    const grouped = () => ok<Page<ProdutoAgrupadoDto>>(`/pedidomanual/getProdutosAgrupados/${ID}?page=0&size=100`);
    const product = (await grouped()).content.find((row) => row.quantidadeFiliais >= 2)!;
    const at = (await Promise.all((await branchesOf(ID)).content.map((branch) => itemsOf(branch.id, `&busca=${product.codBarras}`)))).flatMap((page) => page.content);
    expect(at).toHaveLength(product.quantidadeFiliais);
    await remove(NAMED([at[0].id]));
    expect((await grouped()).content.find((row) => row.codBarras === product.codBarras)?.quantidadeFiliais).toBe(at.length - 1);
    const across = await ok<Page<RespostaFilialManualDto>>(`/pedidomanual/getItensResposta/${ID}?codBarras=${product.codBarras}&page=0&size=100`);
    expect(across.content.some((row) => row.idPedidoManualItem === at[0].id)).toBe(false);
    await remove(NAMED(at.map((item) => item.id)));
    expect((await grouped()).content.map((row) => row.codBarras)).not.toContain(product.codBarras);
  });

  it('a branch with deleted products is still listed, unfiltered or by its CNPJ alone, while products remain', async () => {
    const branches = (await branchesOf(ID)).content;
    const [item] = (await itemsOf(branches[0].id)).content;
    await remove(NAMED([item.id]));
    expect((await branchesOf(ID)).content.map((branch) => branch.id)).toEqual(branches.map((branch) => branch.id));
    expect((await branchesOf(ID, `&cnpj=${encodeURIComponent(branches[0].cnpjCliente)}`)).content.map((branch) => branch.id)).toEqual([branches[0].id]);
  });

  it('refuses a malformed selection, another quotation’s product, and any deletion once an order was sent', async () => {
    expect((await call(`/pedidomanual/pedidoManualItem/excluirSelecao/${ID}`, { method: 'POST', body: { todosFiltrados: false, idPedidoManualItens: ['x'] } })).status).toBe(400);
    expect((await call(`/pedidomanual/pedidoManualItem/excluirSelecao/${ID}`, { method: 'POST', body: NAMED([123]) })).status).toBe(404);
    const item = (await itemsOf((await branchesOf(ID)).content[0].id)).content[0];
    await ok(`/pedido/inserirPedidos/${ID}`);
    db().ordersOf(ID)[0].situacaoPedido = 'ENVIADO';
    const refused = await call(`/pedidomanual/pedidoManualItem/excluirSelecao/${ID}`, { method: 'POST', body: NAMED([item.id]) });
    expect(refused).toEqual({ status: 409, body: { sucesso: false, mensagem: 'Os pedidos desta cotação já foram enviados e não podem mais ser alterados.' } });
    expect((await itemsOf(item.idPedidoManual)).content.some((row) => row.id === item.id)).toBe(true);
  });
});

describe('deleting from the large manual order (300 branches × 3,000 products)', () => {
  it('a branch’s filtered products go in one call that works out that branch alone, and the deleted list pages them in the page’s order', () => {
    const large = new MockDb('large', new Date('2026-11-22T12:00:00Z'));
    const order = manualOrderOf(large, large.quotationById.get(MANUAL_GENERATED)!)!;
    const branch = order.branches[7];
    const items = selectedItems(large, order, { todosFiltrados: true, filtros: { ...DEFAULT_MANUAL_FILTER, cnpj: branch.cnpj }, idPedidoManualItens: [] });
    expect(items).toHaveLength(3000);
    expect(deleteItems(large, order, items)).toEqual({ produtos: 3000, filiais: 1 });
    expect(order.builtBranches).toBe(1);
    const page = excludedManualPage(order, 1, 10);
    expect(page.totalElements).toBe(3000);
    expect(page.content.map((row) => row.id)).toEqual(order.productOrder.slice(10, 20).map((p) => order.itemId(branch, p)));
  });
});
