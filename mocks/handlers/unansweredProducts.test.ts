import type { Page } from '../../src/api/dto';
import type { ProdutoSemRespostaDto } from '../../src/api/resumoRespostaDto';
import { MOTIVO_NAO_ENCONTRADO, MOTIVO_SEM_ESTOQUE } from '../../src/domain/unansweredProducts';
import { signToken } from '../auth/jwt';
import { db } from '../db/core/current';
import { unansweredProducts } from '../db/answers/unansweredProducts';
import type { DbQuotation } from '../db/core/types';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
const get = (path: string) => fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
const list = async (id: number, query = '') => (await (await get(`/resumoresposta/getProdutosWithoutResposta/${id}${query}`)).json()) as Page<ProdutoSemRespostaDto>;

/** The products the answers of a quotation cover, read from the answers' items themselves. */
function coveredByItems(quotation: DbQuotation): Set<number> {
  const covered = new Set<number>();
  for (const answer of db().answersOf(quotation.id)) if (!answer.pendente) for (const item of db().answerItems.get(answer.id)) covered.add(item.idProduto);
  return covered;
}

describe('GET /resumoresposta/getProdutosWithoutResposta/{id}', () => {
  it('lists exactly the quoted products no answer item covers, for every quotation', async () => {
    for (const quotation of db().data.quotations.filter((q) => q.idComprador === 1)) {
      const covered = coveredByItems(quotation);
      const expected = quotation.itens.map((i) => i.idProduto).filter((id) => !covered.has(id));
      const page = await list(quotation.id, '?size=100');
      expect(page.content.map((p) => p.idProduto).sort()).toEqual(expected.sort());
      expect(page.totalElements).toBe(expected.length);
    }
  });

  it("reason 2 ('Não Encontrado') when no supplier answered; 1 ('Sem estoque') when one answered without stock", async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
    const answers = db().answersOf(quotation.id);
    for (const answer of answers) Object.assign(answer, { categoria: 'VENCIDA', qtdeItensRespondidos: 0, pendente: undefined });
    expect(new Set((await list(quotation.id, '?size=100')).content.map((p) => p.motivo))).toEqual(new Set([MOTIVO_NAO_ENCONTRADO]));

    // One supplier answers it has no stock: half of the products become 'Sem estoque', the rest stay 'Não Encontrado'.
    answers[0].categoria = 'ESTOQUE';
    const motivos = (await list(quotation.id, '?size=100')).content.map((p) => p.motivo);
    expect(motivos.filter((m) => m === MOTIVO_SEM_ESTOQUE)).toHaveLength(Math.ceil(quotation.itens.length / 2));
    expect(motivos).toContain(MOTIVO_NAO_ENCONTRADO);

    // An answer covering everything leaves nothing unanswered.
    Object.assign(answers[1], { categoria: 'RESPONDIDA', qtdeItensRespondidos: quotation.itens.length });
    expect((await list(quotation.id)).totalElements).toBe(0);
  });

  it('pages by 10 and sorts by the asked key, both directions, without overlap', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const all = await list(quotation.id, '?size=100&sort=quantidade&asc=true');
    expect(all.totalElements).toBe(quotation.itens.length);
    const quantities = all.content.map((p) => p.quantidade);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));

    const first = await list(quotation.id, '?page=0&size=4&sort=quantidade&asc=false');
    const second = await list(quotation.id, '?page=1&size=4&sort=quantidade&asc=false');
    expect([...first.content, ...second.content].map((p) => p.idProduto)).toEqual([...all.content].reverse().slice(0, 8).map((p) => p.idProduto));
    expect(first.totalElements).toBe(all.totalElements);
  });

  it('computes a quotation once and again only after its answers change', () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    const rows = unansweredProducts(db(), quotation);
    expect(unansweredProducts(db(), quotation)).toBe(rows);
    db().answersOf(quotation.id)[0].qtdeItensRespondidos += 1;
    expect(unansweredProducts(db(), quotation)).not.toBe(rows);
  });

  it('exports the spreadsheet as a CSV download with a BOM, through the shared export link', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const { mensagem: link } = (await (await get(`/resumoresposta/exportProdutosWithoutResposta/${quotation.id}`)).json()) as { mensagem: string };
    const file = await fetch(link);
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="produtos-nao-respondidos-${quotation.id}.csv"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8').decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Tipo;Equivalente;Código;EAN;Produto;Fabricante;Quantidade;Valor de referência;Motivo');
    expect(lines).toHaveLength(quotation.itens.length + 1);
    expect(lines[1]).toMatch(/;Não Encontrado$/);
    expect((await fetch(link.replace(/chave=[^&]+/, 'chave=errada'))).status).toBe(404);
  });
});
