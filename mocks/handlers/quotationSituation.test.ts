import type { ContextoCotacaoDto } from '../../src/api/resumoRespostaDto';
import type { EnvioPedidosDto } from '../../src/api/envioPedidoDto';
import { verPedidosTarget } from '../../src/domain/verPedidosTarget';
import { db, resetDb } from '../db/core/current';
import { callMockApi as call } from './testApiCall';

/** The quotation's situation follows its orders (issue 25 point 6; docs/decisions.md "Quotation situation"), read from GET /resumoresposta/contexto/{id}. */
beforeEach(() => resetDb('e2e'));

const context = async (id: number) => (await call<ContextoCotacaoDto>(`/resumoresposta/contexto/${id}`)).body;
const target = (c: ContextoCotacaoDto) => verPedidosTarget({ idCotacao: c.idCotacao, situacao: c.descricaoSituacao!, situacoesPedido: c.situacoesPedido, pedidoManualGerado: false });

it('generation → confirmation → sending → billing return: the situation says where the orders are; the status stays EM_ANALISE', async () => {
  const quotation = db().data.quotations.find((q) => q.idComprador === db().userBySub('1001')!.idComprador && q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
  const id = quotation.id;
  db().removeOrdersOf(id);
  delete quotation.pedidoGerado;
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: 'Em Análise' });

  await call(`/pedido/${id}/generate?sic=false&pedidoManual=false&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: 'gerar' });
  for (let i = 0; i < 400 && (await call<{ gerando: boolean }>(`/resumoresposta/pedidoGerando/${id}`)).body.gerando; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: 'Em criação' });
  expect(target(await context(id))).toBe(`/pedido-automatico/${id}`);

  expect((await call(`/pedidoAutomatico/confirmar/${id}`)).status).toBe(200);
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: 'Confirmado' });

  const sent = (await call<EnvioPedidosDto>(`/pedido/enviarTodos/${id}`, { method: 'POST', key: 'enviar', body: { enviarComLooping: false } })).body.pedidos;
  const ftp = sent.filter((p) => p.situacaoPedido === 'ENVIADO_FTP').map((p) => p.idPedido);
  const paying = sent.filter((p) => p.situacaoPedido === 'ENVIADO_PENDENTE_DE_PAGAMENTO').map((p) => p.idPedido);
  expect(sent.length).toBeGreaterThan(0);
  const waiting = ftp.length ? 'Pedido(s) enviado(s) aguardando código de pedido' : paying.length ? 'Pedido(s) enviado(s) aguardando pagamento' : 'Pedido(s) enviado(s) sem retorno';
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: waiting });
  expect(target(await context(id))).toBe(`/revisao-envio/${id}`);

  if (ftp.length) await call('/pedido/enviarSemCodPedidoFornecedor', { method: 'POST', body: { idsPedido: ftp } });
  for (const idPedido of paying) await call(`/__mock/pedidos/${idPedido}/pago`, { method: 'POST' });
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: 'Pedido(s) enviado(s) sem retorno' });
  expect(target(await context(id))).toBe(`/revisao-envio/${id}`);

  await call('/__mock/clock', { method: 'POST', body: { advanceMs: 360_000 } });
  expect(await context(id)).toMatchObject({ situacao: 'EM_ANALISE', descricaoSituacao: 'Pedido(s) enviado(s) com retorno' });
  expect(target(await context(id))).toBe(`/revisao-envio/${id}`);

  // An order waiting on its supplier code comes before the others (docs/decisions.md).
  const [first] = db().ordersOf(id);
  first.situacaoPedido = 'ENVIADO_FTP';
  expect((await context(id)).descricaoSituacao).toBe('Pedido(s) enviado(s) aguardando código de pedido');
  expect(target(await context(id))).toBe(`/revisao-envio/${id}`);
});
