import type { Page } from '../../src/api/dto';
import type { PedidoAcimaDoDobroDto, ProdutoAcimaDoDobroDto, ResultadoPedidoDto } from '../../src/api/pedidoAutomaticoConfirmDto';
import type { AlteracaoEmMassaDto, FilialProdutoDto } from '../../src/api/pedidoAutomaticoMassEditDto';
import type { ItemExcluidoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import { signToken } from '../auth/jwt';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { productBranches } from '../db/automaticOrder/automaticOrderMassEdit';
import { db, resetDb } from '../db/core/current';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const answer = await fetch(`http://localhost/api/pedidoAutomatico${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

function demoQuotation() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  return { quotation, orders: db().ordersOf(quotation.id) };
}

/** A product the quotation orders at several branches, one of them from more than one supplier. */
function productWithChoice(idCotacao: number) {
  for (const order of db().ordersOf(idCotacao)) {
    for (const item of db().orderItems.get(order.idPedido)) {
      const branches = productBranches(db(), idCotacao, item.codigoBarras)!;
      const multi = branches.find((branch) => branch.entries.length > 1);
      if (multi && branches.length > 2) return { codBarras: item.codigoBarras, branches, multi };
    }
  }
  throw new Error('no product ordered from two suppliers at one branch');
}

describe('/pedidoAutomatico mass edit', () => {
  it('lists the product branches 10 per page under the branch filter', async () => {
    const { quotation } = demoQuotation();
    const { codBarras, branches } = productWithChoice(quotation.id);
    const all = await call<Page<FilialProdutoDto>>(`/buscarFiliaisFiltrada/${quotation.id}?page=0&size=10`, { method: 'POST', body: { codBarras, listaFiltro: [] } });
    expect(all.body.totalElements).toBe(branches.length);
    expect(all.body.content.length).toBe(Math.min(10, branches.length));
    const one = await call<Page<FilialProdutoDto>>(`/buscarFiliaisFiltrada/${quotation.id}`, { method: 'POST', body: { codBarras, listaFiltro: [branches[1].cnpj] } });
    expect(one.body.content.map((row) => row.cnpjCliente)).toEqual([branches[1].cnpj]);
  });

  it("the mass answer keeps the product only in the order of the chosen price rank at each branch", async () => {
    const { quotation } = demoQuotation();
    const { codBarras, multi } = productWithChoice(quotation.id);
    const byPrice = [...multi.entries].sort((a, b) => a.item.valorSemST - b.item.valorSemST);
    const answer = await call<AlteracaoEmMassaDto>(`/alterarRespostaEmMassa/${quotation.id}`, { method: 'POST', body: { codBarras, cnpjs: [multi.cnpj], ordemTela: 2 } });
    expect(answer.body.sucesso).toBe(true);
    const after = productBranches(db(), quotation.id, codBarras)!.find((branch) => branch.cnpj === multi.cnpj)!;
    expect(after.entries.map((entry) => entry.order.idPedido)).toEqual([byPrice[1].order.idPedido]);
    const missing = await call<AlteracaoEmMassaDto>(`/alterarRespostaEmMassa/${quotation.id}`, { method: 'POST', body: { codBarras, cnpjs: [multi.cnpj], ordemTela: 3 } });
    expect(Object.keys(missing.body.filiaisNaoAlteradas)).toEqual([multi.cnpj]);
  });

  it('removing the product from branches excludes it there: listed in the excluded view and re-inserted as it was', async () => {
    const { quotation } = demoQuotation();
    const { codBarras, branches } = productWithChoice(quotation.id);
    const chosen = branches.slice(0, 2);
    const ids = chosen.flatMap((branch) => branch.entries.map((entry) => entry.item.id)).sort((a, b) => a - b);
    const removed = await call<AlteracaoEmMassaDto>(`/excluirProdutoDasFiliais/${quotation.id}`, { method: 'POST', body: { codBarras, cnpjs: chosen.map((branch) => branch.cnpj) } });
    expect(removed.body.sucesso).toBe(true);
    expect(productBranches(db(), quotation.id, codBarras)!.map((branch) => branch.cnpj)).toEqual(branches.slice(2).map((branch) => branch.cnpj));
    const excluded = (await call<Page<ItemExcluidoDto>>(`/verExcluidos/${quotation.id}?page=0&size=100`)).body;
    expect(excluded.content.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids);
    await call<number>(`/reinserirItensExcluidos/${quotation.id}`, { method: 'POST', body: { todos: true, idPedidoItens: [] } });
    expect(productBranches(db(), quotation.id, codBarras)!.map((branch) => branch.cnpj)).toEqual(branches.map((branch) => branch.cnpj));
  });

  it('refuses zero and an empty branch list', async () => {
    const { quotation } = demoQuotation();
    const { codBarras, branches } = productWithChoice(quotation.id);
    const zero = await call<ResultadoPedidoDto>(`/alterarQuantidadeRespostaEmMassa/${quotation.id}`, { method: 'POST', body: { codBarras, cnpjs: [branches[0].cnpj], quantidadePedirSistema: 0 } });
    expect(zero).toEqual({ status: 400, body: { sucesso: false, mensagem: 'Não é permitido valores zerados' } });
    const none = await call<ResultadoPedidoDto>(`/excluirProdutoDasFiliais/${quotation.id}`, { method: 'POST', body: { codBarras, cnpjs: [] } });
    expect(none.body.mensagem).toBe('Selecione ao menos uma filial para excluir*');
  });
});

describe('/pedidoAutomatico over double, confirm and restart', () => {
  it('lists the orders above double 5 per page and their products most over first; accepted ones are not listed again', async () => {
    const { quotation, orders } = demoQuotation();
    const index = automaticOrderIndex(db(), quotation.id);
    for (const order of orders.slice(0, 6)) {
      const items = db().orderItems.edit(order.idPedido);
      items[0].qtdePedida = items[0].qtdeCotada * 3;
      items[1].qtdePedida = items[1].qtdeCotada * 4;
      index.refresh(order.idPedido, items);
    }
    const first = await call<Page<PedidoAcimaDoDobroDto>>(`/filiaisComProdutosCompradosEmExcesso/${quotation.id}?page=0&size=5`);
    expect(first.body.totalElements).toBe(6);
    expect(first.body.content).toHaveLength(5);
    const products = await call<Page<ProdutoAcimaDoDobroDto>>(`/produtosCompradosEmExcesso/${quotation.id}/${first.body.content[0].idPedido}?page=0&size=5`);
    expect(products.body.content.map((p) => p.percentagem)).toEqual([300, 200]);
    await call(`/aceitarQuantidadesEmDobro/${quotation.id}`, { method: 'POST' });
    expect((await call<Page<PedidoAcimaDoDobroDto>>(`/filiaisComProdutosCompradosEmExcesso/${quotation.id}`)).body.totalElements).toBe(0);
  });

  it('confirm makes the orders CONFIRMADO; restart is refused once an order was sent, otherwise returns the quotation to analysis', async () => {
    const { quotation, orders } = demoQuotation();
    expect((await call<ResultadoPedidoDto>(`/confirmar/${quotation.id}`)).body.sucesso).toBe(true);
    expect(orders.every((order) => order.situacaoPedido === 'CONFIRMADO')).toBe(true);
    orders[0].situacaoPedido = 'ENVIADO';
    expect((await call<ResultadoPedidoDto>(`/reiniciarPedidos/${quotation.id}`, { method: 'POST' })).status).toBe(409);
    orders[0].situacaoPedido = 'CONFIRMADO';
    quotation.pedidoGerado = 'AUTOMATICO';
    expect((await call<ResultadoPedidoDto>(`/reiniciarPedidos/${quotation.id}`, { method: 'POST' })).body.sucesso).toBe(true);
    expect((await call<ResultadoPedidoDto>(`/reiniciarAnalise/${quotation.id}`, { method: 'POST' })).body.sucesso).toBe(true);
    expect(db().ordersOf(quotation.id)).toHaveLength(0);
    expect(quotation.pedidoGerado).toBeUndefined();
    expect((await call<ResultadoPedidoDto>(`/validarConfirmacao/${quotation.id}`)).status).toBe(409);
  });
});
