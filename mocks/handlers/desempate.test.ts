import type { PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from '../../src/api/desempateDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import { automaticAward, manualAward } from '../db/answers/awardExplanation';
import { db, resetDb } from '../db/core/current';
import { manualOrderOf } from '../db/manualOrder/manualOrderRegistry';
import type { DbQuotation } from '../db/core/types';
import { callMockApi as call } from './testApiCall';

/** The quotation in analysis with the most answers (several per branch compete). */
const inAnalysis = (): DbQuotation =>
  db()
    .data.quotations.filter((q) => q.situacao === 'EM_ANALISE')
    .sort((a, b) => db().answersOf(b.id).length - db().answersOf(a.id).length)[0];

async function generated(id: number, manual: boolean): Promise<void> {
  await call<GeracaoPedidoDto>(`/pedido/${id}/generate?sic=false&pedidoManual=${manual}&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: `k-${manual}` });
  for (let i = 0; i < 400; i += 1) {
    if (!(await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`)).body.gerando) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

beforeEach(() => resetDb('e2e'));

describe('tie-break settings (designed paths, docs/api.md)', () => {
  it('lists every supplier for SIC as tax id and name, saves a new order and reads it back', async () => {
    const first = (await call<PreferenciaFornecedorDto[]>('/desempate/sic')).body;
    expect(first.length).toBe(db().data.suppliers.length);
    expect(first.map((row) => row.preferencia)).toEqual(first.map((_, i) => i + 1));
    const reversed = [...first].reverse().map((row, i) => ({ fornecedorId: row.fornecedorId, preferencia: i + 1 }));
    expect((await call('/desempate/sic', { method: 'POST', body: reversed })).status).toBe(200);
    expect((await call<PreferenciaFornecedorDto[]>('/desempate/sic')).body.map((row) => row.fornecedorId)).toEqual(reversed.map((row) => row.fornecedorId));
  });

  it('refuses to save an empty list', async () => {
    expect((await call('/desempate/sic', { method: 'POST', body: [] })).status).toBe(400);
    expect((await call('/desempate/personalizado', { method: 'POST', body: [] })).status).toBe(400);
  });

  it('saving the custom order turns it on; one call turns it off and discards the order', async () => {
    expect((await call('/desempate/personalizado/ativo')).body).toEqual({ personalizado: false });
    const pairs = (await call<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body;
    const reversed = [...pairs].reverse().map((row, i) => ({ fornecedorId: row.fornecedorId, representanteId: row.representanteId, preferencia: i + 1 }));
    await call('/desempate/personalizado', { method: 'POST', body: reversed });
    expect((await call('/desempate/personalizado/ativo')).body).toEqual({ personalizado: true });
    expect((await call<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body.map((row) => row.representanteId)).toEqual(reversed.map((row) => row.representanteId));
    await call('/desempate/personalizado', { method: 'DELETE' });
    expect((await call('/desempate/personalizado/ativo')).body).toEqual({ personalizado: false });
    // The same list as at first, at the list's next version (two writes since).
    expect((await call<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body).toEqual(pairs.map((row) => ({ ...row, versao: 2 })));
  });
});

describe('the explained award agrees with the generated orders', () => {
  async function customOn(): Promise<void> {
    const pairs = (await call<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body;
    await call('/desempate/personalizado', { method: 'POST', body: [...pairs].reverse().map((row, i) => ({ ...row, preferencia: i + 1 })) });
  }

  it('automatic: every generated item’s answer wins against each other answer by the buyer’s custom chain', async () => {
    await customOn();
    const quotation = inAnalysis();
    await generated(quotation.id, false);
    let compared = 0;
    for (const order of db().ordersOf(quotation.id)) {
      for (const item of db().orderItems.get(order.idPedido)) {
        const award = automaticAward(db(), order, item)!;
        expect(award.cadeia).toBe('PERSONALIZADA');
        for (const comparison of award.comparacoes) expect([comparison.motivo, comparison.venceu]).toEqual([comparison.motivo, true]);
        compared += award.comparacoes.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('manual: the proposal of every product wins against each other answer', async () => {
    const quotation = inAnalysis();
    await generated(quotation.id, true);
    const order = manualOrderOf(db(), quotation)!;
    let compared = 0;
    for (const branch of order.branches) {
      for (const p of order.positions(branch)) {
        const award = manualAward(order, branch, p);
        if (!award) continue;
        expect(award.cadeia).toBe('PADRAO');
        expect(award.comparacoes.every((comparison) => comparison.venceu)).toBe(true);
        compared += award.comparacoes.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
