import type { BotoesResumoDto, FornecedorResumoDto } from '../../src/api/resumoRespostaDto';
import type { CategoriaDto, Page } from '../../src/api/dto';
import { signToken } from '../auth/jwt';
import { db } from '../db/core/current';
import type { DbQuotation } from '../db/core/types';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const call = async <T,>(path: string, init: RequestInit = {}): Promise<T> => {
  const answer = await fetch(`http://localhost/api${path}`, { headers, ...init });
  return (await answer.json()) as T;
};
const quotationIn = (situacao: DbQuotation['situacao']): DbQuotation => db().data.quotations.find((q) => q.situacao === situacao && q.idComprador === 1)!;
const ON = (flags: BotoesResumoDto) => Object.entries(flags).filter(([name, on]) => on && name !== 'oportunidadeHabilitado').map(([name]) => name).sort();

describe('GET /resumoresposta/getBotoes follows status, answers and orders', () => {
  it('in progress: verify, cancel, change the due date and close', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const flags = await call<BotoesResumoDto>(`/resumoresposta/getBotoes/${quotation.id}`);
    expect(flags).toMatchObject({ cancelarCotacao: true, alterarVencimento: true, encerrarCotacao: true, verificarRespostas: true, iniciarPedido: false, verPedido: false });
  });

  it('in analysis with answers and no orders: start order; closing is gone', async () => {
    const quotation = quotationIn('EM_ANALISE');
    db().ordersByQuotation.delete(quotation.id);
    delete quotation.pedidoGerado;
    const answer = db().answersOf(quotation.id)[0];
    Object.assign(answer, { categoria: 'RESPONDIDA', qtdeItensRespondidos: 3, dataEnvio: quotation.dataCadastro, respostaIgnorada: false });
    const flags = await call<BotoesResumoDto>(`/resumoresposta/getBotoes/${quotation.id}`);
    expect(flags).toMatchObject({ iniciarPedido: true, encerrarCotacao: false, cancelarCotacao: true, verPedido: false });
  });

  it('orders exist: see orders, no quotation commands', async () => {
    const quotation = quotationIn('EM_ANALISE');
    const flags = await call<BotoesResumoDto>(`/resumoresposta/getBotoes/${quotation.id}`);
    expect(db().ordersOf(quotation.id).length).toBeGreaterThan(0);
    expect(flags).toMatchObject({ verPedido: true, iniciarPedido: false, cancelarCotacao: false, alterarVencimento: false, encerrarCotacao: false });
  });

  it('cancelled: nothing but export', async () => {
    const flags = await call<BotoesResumoDto>(`/resumoresposta/getBotoes/${quotationIn('CANCELADA').id}`);
    expect(ON(flags)).toEqual(['exportarProdutos']);
  });
});

describe('categories', () => {
  it('counts quantities from the answers and keeps the order and switches per buyer', async () => {
    const quotation = quotationIn('EM_ANALISE');
    const first = await call<CategoriaDto[]>(`/resumoresposta/getCategorias/${quotation.id}`);
    expect(first.map((c) => c.categoria)).toEqual(['RESPONDIDA', 'USUARIO_SENHA', 'NAO_ATENDE', 'ESTOQUE', 'AGUARDANDO', 'VENCIDA', 'ATRASADA']);
    const answered = db().answersOf(quotation.id).filter((a) => a.categoria === 'RESPONDIDA').length;
    expect(first[0]).toMatchObject({ nome: 'Respondida', quantidade: answered, ativo: true, prioridade: 6 });

    const reordered = [...first].reverse().map((c, index) => ({ categoria: c.categoria, prioridade: 6 - index, ativo: c.categoria !== 'RESPONDIDA' }));
    expect(await call(`/resumoresposta/categoria/${quotation.id}`, { method: 'PUT', body: JSON.stringify(reordered) })).toEqual({ resultado: true, versao: 1 });

    const other = quotationIn('FINALIZADA');
    const again = await call<CategoriaDto[]>(`/resumoresposta/getCategorias/${other.id}`);
    expect(again.map((c) => c.categoria)).toEqual(['ATRASADA', 'VENCIDA', 'AGUARDANDO', 'ESTOQUE', 'NAO_ATENDE', 'USUARIO_SENHA', 'RESPONDIDA']);
    expect(again.find((c) => c.categoria === 'RESPONDIDA')!.ativo).toBe(false);
  });

  it('lists only the representatives with answers in active categories', async () => {
    const quotation = quotationIn('EM_ANALISE');
    const only = (categoria: string) =>
      ['RESPONDIDA', 'USUARIO_SENHA', 'NAO_ATENDE', 'ESTOQUE', 'AGUARDANDO', 'VENCIDA', 'ATRASADA'].map((c, index) => ({ categoria: c, prioridade: 6 - index, ativo: c === categoria }));
    await call(`/resumoresposta/categoria/${quotation.id}`, { method: 'PUT', body: JSON.stringify(only('VENCIDA')) });
    const page = await call<Page<FornecedorResumoDto>>(`/resumoresposta/getFornecedores/${quotation.id}?page=0&size=10`);
    const expected = new Set(db().answersOf(quotation.id).filter((a) => a.categoria === 'VENCIDA').map((a) => `${a.idFornecedor}:${a.idRepresentante}`));
    expect(new Set(page.content.map((b) => `${b.idFornecedor}:${b.idRepresentante}`))).toEqual(expected);
  });

  it('refuses a list that misses categories', async () => {
    const answer = await fetch(`http://localhost/api/resumoresposta/categoria/${quotationIn('EM_ANALISE').id}`, { method: 'PUT', headers, body: JSON.stringify([{ categoria: 'RESPONDIDA', prioridade: 6, ativo: true }]) });
    expect(answer.status).toBe(400);
  });
});

describe('ignored answers', () => {
  it('marks the answer for order generation and reports a total selection', async () => {
    const quotation = quotationIn('EM_ANALISE');
    const { idFornecedor, idRepresentante } = quotation.participantes[0];
    await call('/resumoresposta/ignorarRespostas', { method: 'POST', body: JSON.stringify({ idCotacao: quotation.id, idFornecedor, idRepresentante, ignorar: true }) });
    const mine = db().answersOf(quotation.id).filter((a) => a.idFornecedor === idFornecedor && a.idRepresentante === idRepresentante);
    expect(mine.every((a) => a.respostaIgnorada)).toBe(true);
    expect(await call(`/resumoresposta/respostasIgnoradas/${quotation.id}/${idFornecedor}/${idRepresentante}`)).toEqual({ totalmenteSelecionada: true });
    await call('/resumoresposta/ignorarResposta', { method: 'POST', body: JSON.stringify({ idCotacao: quotation.id, idResposta: mine[0].id, ignorar: false }) });
    expect(await call(`/resumoresposta/respostasIgnoradas/${quotation.id}/${idFornecedor}/${idRepresentante}`)).toEqual({ totalmenteSelecionada: false });
  });
});
