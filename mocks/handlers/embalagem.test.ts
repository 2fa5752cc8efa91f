import type { Page } from '../../src/api/dto';
import type { ConfirmacaoAjustesDto, ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../src/api/pedidoAutomaticoEmbalagemDto';
import type { ProblemaEmbalagemMinimoDto, TotalPedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import { isResolvedQuantity, neighbours, roundWithLimits } from '../../src/domain/packagingQuantity';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';

const BASE = '/pedidoAutomatico';
const rulesOf = (row: ItemEmbalagemDto) => ({ pack: row.quantidadeEmbalagem, minimum: row.quantidadeMinima, fixed: row.quantidadeFixa });

function quotationWithProblems(): number {
  resetDb('demo');
  return db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!.id;
}

async function allProblems(id: number, query = ''): Promise<ItemEmbalagemDto[]> {
  return (await callMockApi<Page<ItemEmbalagemDto>>(`${BASE}/getItensWithPackOrMinimumProblem/${id}?unpaged=1${query}`)).body.content;
}

describe('/pedidoAutomatico packaging problems (spec 03 §7.1, §7.2)', () => {
  it('lists only items whose quantity breaks the pack, the minimum or the fixed quantity, 20 per page or all unpaged', async () => {
    const id = quotationWithProblems();
    const all = await allProblems(id);
    expect(all.length).toBeGreaterThan(10);
    for (const row of all) expect(isResolvedQuantity(row.quantidade, rulesOf(row))).toBe(false);
    const page = (await callMockApi<Page<ItemEmbalagemDto>>(`${BASE}/getItensWithPackOrMinimumProblem/${id}?page=0&size=20`)).body;
    expect(page.content).toEqual(all.slice(0, 20));
    expect(page.totalElements).toBe(all.length);
    expect(all[0].contador).toBeCloseTo(all[0].quantidade / all[0].quantidadeEmbalagem, 2);
  });

  it('filters by product name, supplier CNPJ and branch CNPJ', async () => {
    const id = quotationWithProblems();
    const [first] = await allProblems(id);
    const supplierCnpj = db().supplierById.get(first.idFornecedor)!.cnpj;
    const word = first.produto.split(' ')[0];
    const filtered = await allProblems(id, `&produto=${encodeURIComponent(word)}&cnpjFornecedor=${supplierCnpj}&cnpjFilial=${first.cnpj}`);
    expect(filtered.map((row) => row.idPedidoItem)).toContain(first.idPedidoItem);
    for (const row of filtered) {
      expect(row.produto.toLowerCase()).toContain(word.toLowerCase());
      expect([row.idFornecedor, row.cnpj]).toEqual([first.idFornecedor, first.cnpj]);
    }
    expect(await allProblems(id, '&produto=zzzzqqq')).toEqual([]);
  });

  it('computes quantities with limits (form a) and without (form b), per item', async () => {
    const id = quotationWithProblems();
    const all = await allProblems(id);
    const limits = { limitRoundDown: 5, limitRoundUp: 20, downOrUp: true, upOrDown: false, atLeastOneProductPack: true };
    const a = (await callMockApi<QuantidadeCalculadaDto[]>(`${BASE}/aplicarLimitesEmbalagem/${id}`, { method: 'POST', body: limits })).body;
    expect(a.map((row) => row.idPedidoItem)).toEqual(all.map((row) => row.idPedidoItem));
    a.forEach((row, n) => {
      const item = all[n];
      expect(row.quantidade).toBe(roundWithLimits({ ...rulesOf(item), quantity: item.quantidade, price: item.valorUnitario }, limits));
    });
    const only = (await callMockApi<QuantidadeCalculadaDto[]>(`${BASE}/aplicarLimitesEmbalagem/${id}`, { method: 'POST', body: { ...limits, itens: [all[1].idPedidoItem] } })).body;
    expect(only.map((row) => row.idPedidoItem)).toEqual([all[1].idPedidoItem]);
    const up = (await callMockApi<QuantidadeCalculadaDto[]>(`${BASE}/arredondarEmbalagem/${id}`, { method: 'POST', body: { roundUp: true, roundDown: false, atLeastOneProductPack: false, atLeastTheMinimumAmountRequired: false } })).body;
    up.forEach((row, n) => {
      const { up: above, down: below } = neighbours({ ...rulesOf(all[n]), quantity: all[n].quantidade, price: 1 });
      expect(row.quantidade).toBe(above || below);
    });
  });

  it('confirming writes the quantities: the conflicts go and the totals change; a quantity that does not resolve is refused', async () => {
    const id = quotationWithProblems();
    const all = await allProblems(id);
    const before = (await callMockApi<TotalPedidoAutomaticoDto>(`${BASE}/total/${id}`)).body;
    const up = (await callMockApi<QuantidadeCalculadaDto[]>(`${BASE}/arredondarEmbalagem/${id}`, { method: 'POST', body: { roundUp: true, roundDown: false, atLeastOneProductPack: true, atLeastTheMinimumAmountRequired: true } })).body;
    const chosen = up.filter((row) => row.quantidade > 0).slice(0, 3);
    const refused = await callMockApi<ConfirmacaoAjustesDto>(`${BASE}/confirmarAjustesEmbalagem/${id}`, { method: 'POST', body: [{ id: all[0].idPedidoItem, qtdePedida: all[0].quantidade }] });
    expect(refused.status).toBe(400);
    const done = await callMockApi<ConfirmacaoAjustesDto>(`${BASE}/confirmarAjustesEmbalagem/${id}`, { method: 'POST', body: chosen.map((row) => ({ id: row.idPedidoItem, qtdePedida: row.quantidade })) });
    expect(done.body).toMatchObject({ sucesso: true, quantidade: 3, mensagem: '3 produtos ajustados.' });
    const left = await allProblems(id);
    expect(left.length).toBe(all.length - 3);
    for (const row of chosen) expect(left.map((item) => item.idPedidoItem)).not.toContain(row.idPedidoItem);
    const after = (await callMockApi<TotalPedidoAutomaticoDto>(`${BASE}/total/${id}`)).body;
    expect(after.valorTotal).not.toBe(before.valorTotal);
    const button = (await callMockApi<ProblemaEmbalagemMinimoDto>(`${BASE}/${id}/isPackAndMinimumProblemButton`)).body;
    expect(button.sucesso).toBe(true);
  });
});
