import type { BotoesResumoDto } from '../../src/api/resumoRespostaDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import type { PorQueFornecedorDto } from '../../src/api/desempateDto';
import { db, resetDb } from '../db/core/current';
import type { TiedProduct } from '../db/answers/tiedAnswers';
import type { DbQuotation } from '../db/core/types';
import { callMockApi as call } from './testApiCall';

/** The quotation in analysis with the most answers (several per branch compete). */
const inAnalysis = (): DbQuotation =>
  db()
    .data.quotations.filter((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1)
    .sort((a, b) => db().answersOf(b.id).length - db().answersOf(a.id).length)[0];

async function generated(id: number, sic: boolean): Promise<void> {
  await call<GeracaoPedidoDto>(`/pedido/${id}/generate?sic=${sic}&pedidoManual=false&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: `k-${sic}` });
  for (let i = 0; i < 400; i += 1) {
    if (!(await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`)).body.gerando) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

const flags = async (id: number) => (await call<BotoesResumoDto>(`/resumoresposta/getBotoes/${id}`)).body;
const award = async (tie: TiedProduct) =>
  (await call<{ idFornecedor: number; porQueEsteFornecedor: PorQueFornecedorDto }>(`/__mock/award/${tie.idCotacao}?idProduto=${tie.idProduto}&idFilial=${tie.idFilial}`)).body;

beforeEach(() => resetDb('e2e'));

describe('SIC flags of the summary (GET /resumoresposta/getBotoes, docs/decisions.md)', () => {
  it('SIC is offered once the buyer saved a SIC order with a participant of the quotation; always SIC is a setting', async () => {
    const quotation = inAnalysis();
    expect(await flags(quotation.id)).toMatchObject({ sicHabilitado: false, sicSempre: false });

    // Every supplier of the scenario takes part: one is taken out of the quotation to stand for an outsider.
    const outsider = quotation.participantes[0].idFornecedor;
    quotation.participantes = quotation.participantes.filter((p) => p.idFornecedor !== outsider);
    await call('/desempate/sic', { method: 'POST', body: [{ fornecedorId: outsider, preferencia: 1 }] });
    expect(await flags(quotation.id)).toMatchObject({ sicHabilitado: false, sicSempre: false });

    await call('/desempate/sic', { method: 'POST', body: [{ fornecedorId: quotation.participantes[0].idFornecedor, preferencia: 1 }] });
    expect(await flags(quotation.id)).toMatchObject({ sicHabilitado: true, sicSempre: false });

    expect((await call('/__mock/sic-sempre', { method: 'POST', body: { idComprador: quotation.idComprador, sicSempre: true } })).status).toBe(200);
    expect(await flags(quotation.id)).toMatchObject({ sicHabilitado: true, sicSempre: true });
  });
});

describe('generation with the SIC order decides a tie and the explanation names it', () => {
  it('two answers tied on price, net price and term: without SIC the default chain keeps the first; with SIC the buyer’s SIC order picks the other', async () => {
    const quotation = inAnalysis();
    const tie = (await call<TiedProduct>(`/__mock/tie/${quotation.id}`, { method: 'POST' })).body;
    const [first, second] = tie.respostas;
    expect(first.idFornecedor).not.toBe(second.idFornecedor);
    await call('/desempate/sic', { method: 'POST', body: [second, first].map((answer, i) => ({ fornecedorId: answer.idFornecedor, preferencia: i + 1 })) });

    await generated(quotation.id, false);
    expect((await award(tie)).idFornecedor).toBe(first.idFornecedor);

    await generated(quotation.id, true);
    const withSic = await award(tie);
    expect(withSic.idFornecedor).toBe(second.idFornecedor);
    expect(withSic.porQueEsteFornecedor.sic).toBe(true);
    const against = withSic.porQueEsteFornecedor.comparacoes.find((line) => line.fornecedorNomeFantasia === first.fornecedor)!;
    expect(against).toMatchObject({ venceu: true, motivo: 'empate em preço, preço líquido e prazo; ordem SIC: 1º × 2º' });
  });
});
