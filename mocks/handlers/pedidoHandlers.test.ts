import type { GeracaoPedidoDto, RespostaAtrasadaDto } from '../../src/api/pedidoDto';
import { signToken } from '../auth/jwt';
import { db } from '../db/core/current';
import { generationsOf } from '../db/generation/generationJobs';
import type { DbQuotation } from '../db/core/types';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

async function call<T>(path: string, init: { method?: string; key?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const answer = await fetch(`http://localhost/api${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

const inAnalysis = (): DbQuotation => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
const generate = (id: number, key: string, manual = false) => call<GeracaoPedidoDto>(`/pedido/${id}/generate?sic=false&pedidoManual=${manual}&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key });

async function finished(id: number): Promise<GeracaoPedidoDto> {
  for (let i = 0; i < 200; i += 1) {
    const { body } = await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${id}`);
    if (!body.gerando) return body;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('generation did not finish');
}

describe('GET /pedido/{id}/generate and /resumoresposta/pedidoGerando/{id}', () => {
  it('answers gerando while it works, then replaces the quotation’s orders with the generated ones', async () => {
    const quotation = inAnalysis();
    const before = db().ordersOf(quotation.id).map((o) => o.idPedido);
    generationsOf(db()).paused = true;

    const started = await generate(quotation.id, 'chave-1');
    expect(started).toEqual({ status: 202, body: { gerando: true, dataMontagem: expect.any(String) } });
    expect((await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${quotation.id}`)).body.gerando).toBe(true);
    generationsOf(db()).paused = false;

    const outcome = await finished(quotation.id);
    const orders = db().ordersOf(quotation.id);
    expect(outcome).toMatchObject({ gerando: false, sucesso: true, pedidoGerado: 'AUTOMATICO', quantidadePedidos: orders.length, dataMontagem: started.body.dataMontagem });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.some((o) => before.includes(o.idPedido))).toBe(false);
    expect(quotation.pedidoGerado).toBe('AUTOMATICO');
    for (const order of orders) {
      const items = db().orderItems.get(order.idPedido);
      expect(items).toHaveLength(order.quantidadeItens);
      expect(items.every((item) => item.qtdePedida > 0 && item.qtdePedida % item.qtdeEmbalagem === 0 || item.quantidadeFixa)).toBe(true);
      expect(db().orderTotals(order.idPedido).valorTotal).toBeCloseTo(order.valorTotal, 2);
    }
  });

  it('one key starts one generation; a second start while it runs joins it', async () => {
    const quotation = inAnalysis();
    generationsOf(db()).paused = true;
    const first = await generate(quotation.id, 'chave-a');
    const again = await generate(quotation.id, 'chave-a');
    const otherTab = await generate(quotation.id, 'chave-b');
    expect(generationsOf(db()).started).toBe(1);
    expect(again.body).toEqual(first.body);
    expect(otherTab.body).toEqual(first.body);
    generationsOf(db()).paused = false;
    const outcome = await finished(quotation.id);

    expect((await generate(quotation.id, 'chave-a')).body).toEqual(outcome);
    expect(generationsOf(db()).started).toBe(1);
    await generate(quotation.id, 'chave-c', true);
    expect(generationsOf(db()).started).toBe(2);
    expect((await finished(quotation.id)).pedidoGerado).toBe('MANUAL');
    expect(quotation.pedidoGerado).toBe('MANUAL');
  });

  it('refuses a quotation that is not in analysis with a Portuguese message', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'CANCELADA')!;
    expect(await generate(quotation.id, 'chave-x')).toEqual({ status: 409, body: { mensagem: 'Os pedidos só podem ser gerados para cotações em análise.' } });
    expect(generationsOf(db()).started).toBe(0);
  });
});

describe('late answers', () => {
  it('lists late answers by branch and includes in the orders only those the buyer chose', async () => {
    const quotation = inAnalysis();
    const late = db().answersOf(quotation.id).find((a) => a.categoria === 'ATRASADA')!;
    const other = db().answersOf(quotation.id).find((a) => a.categoria === 'RESPONDIDA')!;
    other.categoria = 'ATRASADA';

    const { body: rows } = await call<RespostaAtrasadaDto[]>(`/resumoresposta/filiaisComRespostasAtradadas/${quotation.id}/0/0`);
    expect(rows.map((r) => r.idResposta).sort()).toEqual([late.id, other.id].sort());
    expect(rows[0]).toMatchObject({ nomeCliente: expect.any(String), cnpjCliente: expect.stringMatching(/\d{2}\.\d{3}/), considerada: false });
    const oneSupplier = await call<RespostaAtrasadaDto[]>(`/resumoresposta/filiaisComRespostasAtradadas/${quotation.id}/${late.idFornecedor}/${late.idRepresentante}`);
    expect(oneSupplier.body.every((r) => r.idRepresentante === late.idRepresentante)).toBe(true);

    const saved = await call('/resumoresposta/considerarRespostasAtrasadas', { method: 'POST', body: { idCotacao: quotation.id, idsResposta: [late.id] } });
    expect(saved.status).toBe(200);
    const after = (await call<RespostaAtrasadaDto[]>(`/resumoresposta/filiaisComRespostasAtradadas/${quotation.id}/0/0`)).body;
    expect(after.find((r) => r.idResposta === late.id)?.considerada).toBe(true);
    expect(after.find((r) => r.idResposta === other.id)?.considerada).toBe(false);
    expect(generationsOf(db()).lateConsidered.get(quotation.id)).toEqual(new Set([late.id]));
  });
});
