import type { Page } from '../../src/api/dto';
import type { CotacaoCadastroDto } from '../../src/api/cotacaoDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import type { InsercaoPedidosDto, TotalPedidoManualDto } from '../../src/api/pedidoManualTotaisDto';
import type { PedidoRevisaoDto } from '../../src/api/revisaoEnvioDto';
import { db } from '../db/core/current';
import { buyerBranches } from './cotacaoViews';
import { branchesOf, call, itemsOf, ok } from './pedidoManualTestApi';

const HOUR = 3_600_000;

/** The wizard's calls (DECISIONS 10): register, choose how to buy, add products, send. */
async function quotationMadeInTheApp(): Promise<number> {
  const user = db().userBySub('1001')!;
  const branches = buyerBranches(db(), user).slice(0, 3).map((branch) => branch.id);
  const representatives = db().data.representatives.slice(0, 3).map((r) => ({ idFornecedor: r.idFornecedor, idRepresentante: r.id }));
  const answer = await call<CotacaoCadastroDto>('/cotacaoCadastro', {
    method: 'POST',
    body: { titulo: 'Reposição feita no assistente', dataVencimento: new Date(db().now().getTime() + 2 * HOUR).toISOString(), condicaoPagamento: 'a-prazo', tipoEntrega: '1', observacoes: '', filiais: branches, participantes: representatives },
  });
  expect(answer.status).toBe(201);
  const created = answer.body;
  await ok(`/cotacaoCadastro/${created.id}/modoCompra`, { method: 'PUT', body: { buscaDeProduto: 'PRODUTO_ESPECIFICO', arquivosDeFalta: '' } });
  for (const product of db().data.products.slice(0, 6)) await ok(`/cotacaoCadastro/${created.id}/itens`, { method: 'POST', body: { idProduto: product.id, quantidade: 24 } });
  await ok(`/cotacaoCadastro/${created.id}/enviar`, { method: 'POST' });
  return created.id;
}

async function generatedManually(id: number): Promise<GeracaoPedidoDto> {
  expect((await call(`/pedido/${id}/generate?sic=false&pedidoManual=true&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: `wizard-manual-${id}` })).status).toBe(202);
  for (let i = 0; i < 400; i += 1) {
    const { body } = await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`);
    if (!body.gerando) return body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

describe('a quotation created in the app, to a manual order and its inserted orders (issue 13 "done when")', () => {
  it('wizard → simulated answers → due date passes → manual order from those answers → Inserir no Pedido → CONFIRMADO orders on the review', async () => {
    const id = await quotationMadeInTheApp();
    db().clockOffsetMs += 3 * HOUR;
    await ok(`/lateral/getDadosCotacao/${id}`);
    expect(db().answersOf(id).filter((answer) => answer.dataEnvio !== null).length).toBeGreaterThan(0);
    // Past its due date the quotation is in analysis, ready for its orders.
    expect(db().quotationById.get(id)!.situacao).toBe('EM_ANALISE');

    const outcome = await generatedManually(id);
    expect(outcome).toMatchObject({ sucesso: true, pedidoGerado: 'MANUAL' });
    const branches = await branchesOf(id);
    expect(branches.totalElements).toBeGreaterThan(0);
    expect((await itemsOf(branches.content[0].id)).content.length).toBeGreaterThan(0);

    const total = await ok<TotalPedidoManualDto>(`/pedidomanual/total/${id}`);
    expect(total.quantidadeProdutosSelecionados).toBeGreaterThan(0);
    const inserted = await ok<InsercaoPedidosDto>(`/pedido/inserirPedidos/${id}`);
    expect(inserted.quantidadePedidos).toBeGreaterThan(0);
    const orders = await ok<Page<PedidoRevisaoDto>>(`/revisaoEnvio/${id}/filiais`, { method: 'POST', body: {} });
    expect(orders.totalElements).toBe(inserted.quantidadePedidos);
    expect(new Set(orders.content.map((order) => order.situacaoPedido))).toEqual(new Set(['CONFIRMADO']));
  });
});
