import type { ItemComRespostasDto } from '../../src/api/pedidoManualDto';
import type { AlteracaoEmMassaManualDto, FilialProdutoManualDto, ItemFilialManualDto, MenorRespostaFilialDto, ProdutoAgrupadoDto, RespostaFilialManualDto } from '../../src/api/pedidoManualMassaDto';
import type { Page } from '../../src/api/dto';
import { db } from '../db/core/current';
import { MockDb } from '../db/core/database';
import { manualOrderOf } from '../db/manualOrder/manualOrderRegistry';
import { branchesPage, itemsPage, NO_FILTER } from './pedidoManualViews';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, branchesOf, call, itemsOf, ok } from './pedidoManualTestApi';

const ID = MANUAL_GENERATED;

/** A product of the generated manual order answered at two branches at least. */
async function productAtBranches(): Promise<{ codBarras: string; rows: ItemFilialManualDto[] }> {
  const products = await ok<Page<ProdutoAgrupadoDto>>(`/pedidomanual/getProdutosAgrupados/${ID}?page=0&size=50`);
  const product = products.content.find((p) => p.quantidadeFiliais >= 2)!;
  return { codBarras: product.codBarras, rows: await ok<ItemFilialManualDto[]>(`/pedidomanual/getItensFiliais/${ID}?codBarras=${product.codBarras}`) };
}

describe('manual order: grouped view and mass changes of a product across branches (spec 02 §7)', () => {
  it('the grouped view lists each product once (5 per page) with its branches, and its answers across branches 3 per page', async () => {
    const page = await ok<Page<ProdutoAgrupadoDto>>(`/pedidomanual/getProdutosAgrupados/${ID}`);
    expect(page.size).toBe(5);
    expect(new Set(page.content.map((p) => p.codBarras)).size).toBe(page.content.length);
    const { codBarras, rows } = await productAtBranches();
    expect(rows.every((row) => row.codBarras === codBarras)).toBe(true);
    const answers = await ok<Page<RespostaFilialManualDto>>(`/pedidomanual/getItensResposta/${ID}?codBarras=${codBarras}`);
    expect(answers.size).toBe(3);
    expect(answers.totalElements).toBe(rows.reduce((sum, row) => sum + row.quantidadeRespostas, 0));
    expect(answers.content[0]).toMatchObject({ cnpjCliente: rows[0].cnpjCliente, nomefantasiaCliente: rows[0].nomefantasiaCliente });
    const found = await ok<FilialProdutoManualDto[]>(`/pedidomanual/buscarFiliais/${ID}?codBarras=${codBarras}&busca=${encodeURIComponent(rows[1].nomefantasiaCliente.slice(0, 12))}`);
    expect(found.map((f) => f.cnpjCliente)).toContain(rows[1].cnpjCliente);
  });

  it('getMenorRespostaPorFilial names the best answer that can be marked at each branch', async () => {
    const { codBarras, rows } = await productAtBranches();
    const best = await ok<MenorRespostaFilialDto[]>(`/pedidomanual/getMenorRespostaPorFilial/${ID}`, { method: 'POST', body: { codBarras, cnpjs: [] } });
    expect(best.map((b) => b.cnpjCliente)).toEqual(rows.map((r) => r.cnpjCliente));
    for (const row of best) {
      const editable = (await answersOfItem(row.idPedidoManualItem)).content.filter((a) => a.editavel);
      expect(row.resposta?.id ?? null).toBe(editable[0]?.id ?? null);
    }
  });

  it('alterarRespostaEmMassa buys from the answer of that price rank at the chosen branches, names the others, and the change is kept', async () => {
    const { codBarras, rows } = await productAtBranches();
    const cnpjs = rows.map((r) => r.cnpjCliente);
    const result = await ok<AlteracaoEmMassaManualDto>(`/pedidomanual/alterarRespostaEmMassa/${ID}`, { method: 'POST', body: { codBarras, cnpjs, ordemTela: 2 } });
    expect(result.itens.length + Object.keys(result.filiaisNaoAlteradas).length).toBe(rows.length);
    for (const changed of result.itens) {
      const marked = changed.respostas.filter((a) => a.comprarCliente);
      expect(marked.map((a) => a.ordemPreco)).toEqual([2]);
      expect((await answersOfItem(changed.item.id)).content.find((a) => a.comprarCliente)!.ordemPreco).toBe(2);
    }
    for (const reason of Object.values(result.filiaisNaoAlteradas)) expect(reason).toMatch(/^.+: /);
    expect((await call(`/pedidomanual/alterarRespostaEmMassa/${ID}`, { method: 'POST', body: { codBarras, cnpjs: [], ordemTela: 1 } })).body).toEqual({ sucesso: false, mensagem: 'Selecione ao menos uma filial.' });
  });

  it('alterarQuantidadeRespostaEmMassa sets the marked answers’ quantity under each one’s rules; 0 is refused', async () => {
    const { codBarras, rows } = await productAtBranches();
    const result = await ok<AlteracaoEmMassaManualDto>(`/pedidomanual/alterarQuantidadeRespostaEmMassa/${ID}`, { method: 'POST', body: { codBarras, cnpjs: rows.map((r) => r.cnpjCliente), quantidadePedirSistema: 240 } });
    for (const changed of result.itens) {
      const marked = changed.respostas.find((a) => a.comprarCliente)!;
      expect(marked.quantidadePedir % marked.quantidadeEmbalagem).toBe(0);
      expect(marked.quantidadePedir).toBeLessThanOrEqual(240);
      expect(marked.quantidadePedirAnterior).not.toBeUndefined();
    }
    expect((await call(`/pedidomanual/alterarQuantidadeRespostaEmMassa/${ID}`, { method: 'POST', body: { codBarras, cnpjs: [rows[0].cnpjCliente], quantidadePedirSistema: 0 } })).body).toEqual({
      sucesso: false,
      mensagem: 'Não é permitido valores zerados',
    });
  });

  it('comprarDestaResposta buys the product from that representative wherever it answered it, with the minimum or the asked quantity', async () => {
    const { rows } = await productAtBranches();
    const answer = (await answersOfItem(rows[0].id)).content.find((a) => a.editavel && !a.comprarCliente) ?? (await answersOfItem(rows[0].id)).content.find((a) => a.editavel)!;
    const result = await ok<AlteracaoEmMassaManualDto>('/pedidomanual/comprarDestaResposta', { method: 'POST', body: { idPedidoManualItemResposta: answer.id } });
    expect(result.itens.length).toBeGreaterThan(0);
    for (const changed of result.itens) {
      const marked = changed.respostas.find((a) => a.comprarCliente)!;
      expect(marked.idRepresentante).toBe(answer.idRepresentante);
      expect(marked.quantidadePedir).toBeGreaterThan(0);
    }
  });
});

describe('manual order: delete and restore (spec 02 §7)', () => {
  it('a deleted product leaves the lists (shown with verExcluidos) and comes back with restaurar or restaurarTodos', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const [first, second] = (await itemsOf(branch.id)).content;
    expect(await ok(`/pedidomanual/pedidoManualItem/${first.id}/delete`, { method: 'DELETE' })).toEqual({ sucesso: true, mensagem: 'Produto excluído do pedido manual.' });
    await ok(`/pedidomanual/pedidoManualItem/${second.id}/delete`, { method: 'DELETE' });
    expect((await itemsOf(branch.id)).content.map((i) => i.id)).not.toContain(first.id);
    const shown = (await itemsOf(branch.id, '&verExcluidos=true')).content.find((i) => i.id === first.id)!;
    expect(shown).toMatchObject({ excluido: true, comprarCliente: false });
    expect((await call(`/pedidomanual/marcarProduto/${first.id}?isMarcado=true`)).body).toEqual({ sucesso: false, mensagem: 'Este produto foi excluído do pedido manual.' });

    const back = await ok<ItemComRespostasDto>(`/pedidomanual/pedidoManualItem/${first.id}/restaurar`, { method: 'PUT' });
    expect(back.item).toMatchObject({ id: first.id, excluido: false, comprarCliente: first.comprarCliente });
    expect(await ok(`/pedidomanual/pedidoManualItem/restaurarTodos/${ID}/${branch.id}`, { method: 'PUT' })).toEqual({ sucesso: true, mensagem: '1 produto restaurado.' });
    expect((await itemsOf(branch.id)).content.map((i) => i.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    await ok(`/pedidomanual/pedidoManualItem/${first.id}/delete`, { method: 'DELETE' });
    expect(await ok(`/pedidomanual/pedidoManualItem/restaurarTodos/${ID}`, { method: 'PUT' })).toEqual({ sucesso: true, mensagem: '1 produto restaurado.' });
    expect((await itemsOf(branch.id, '&verExcluidos=true')).content.every((i) => !i.excluido)).toBe(true);
  });

  it('restaurarPedidoManualItemResposta puts an answer back as generated (quantity and mark)', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content.find((i) => i.comprarCliente)!;
    const marked = (await answersOfItem(item.id)).content.find((a) => a.comprarCliente)!;
    await ok(`/pedidomanual/marcarResposta/${marked.id}?isMarcado=false`);
    await ok('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: marked.id, qtde: '0' } });
    const restored = await ok<ItemComRespostasDto>(`/pedidomanual/restaurarPedidoManualItemResposta/${marked.id}`);
    expect(restored.item.comprarCliente).toBe(true);
    expect(restored.respostas.find((a) => a.id === marked.id)).toMatchObject({ comprarCliente: true, quantidadePedir: marked.quantidadePedirSistema });
  });

  it('fault injection reaches these paths like any other', async () => {
    db().faults.add({ method: 'GET', path: '/pedidomanual/marcarResposta/:id', status: 500, times: 1 });
    expect((await call('/pedidomanual/marcarResposta/1?isMarcado=true')).status).toBe(500);
  });
});

describe('manual order of the large power quotation (issue 13 part 8)', () => {
  it('pages its 300 branches without working out any branch’s proposal; a branch’s products work out that branch alone', () => {
    const large = new MockDb('large', new Date('2026-11-22T12:00:00Z'));
    const order = manualOrderOf(large, large.quotationById.get(MANUAL_GENERATED)!)!;
    const first = branchesPage(large, order, NO_FILTER, 0, 10);
    const later = branchesPage(large, order, NO_FILTER, 20, 10);
    expect(first.totalElements).toBe(300);
    expect(later.content).toHaveLength(10);
    expect(order.builtBranches).toBe(0);
    const branch = order.branches.find((b) => b.id === later.content[3].id)!;
    const items = itemsPage(large, order, branch, NO_FILTER, 0, 5);
    expect(items.totalElements).toBe(3000);
    expect(order.builtBranches).toBe(1);
    expect(large.answerItems.size).toBe(0);
  });
});
