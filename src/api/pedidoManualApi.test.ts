import { signToken } from '../../mocks/auth/jwt';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { writeToken } from '../shared/lib/tokenStorage';
import { ApiError, configureHttp } from './http';
import { alterarQuantidade, getFiliaisPedidoManual, getItensPedidoManual, getRespostasItem, getTotalPedidoManual, marcarResposta } from './pedidoManualApi';
import { haProdutoSemRespostaSelecionada, haRespostaComQuantidadePedidaZerada, inserirPedidos, pedidoExiste, validarRespostas } from './pedidoManualInsercaoApi';
import type { FiltroPedidoManualDto } from './pedidoManualTotaisDto';

const NO_FILTER: FiltroPedidoManualDto = { busca: '', cnpj: '', cnpjFornecedor: '', respostaSemQuantidade: false, semRespostaSelecionada: false, respostaComOportunidade: false };

describe('the manual order API client against the mock API (the contract the page builds on)', () => {
  beforeEach(() => {
    configureHttp({ baseUrl: '/api', timeoutMs: 30_000, onUnauthorized: () => undefined, replay: null });
    writeToken(signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] }));
  });

  it('reads branches, products and answers, changes a quantity, and inserts the orders', async () => {
    const branches = await getFiliaisPedidoManual(MANUAL_GENERATED, NO_FILTER, { page: 0, size: 10 });
    const items = await getItensPedidoManual(branches.content[0].id, NO_FILTER, { page: 0, size: 5 });
    const answers = await getRespostasItem(items.content[0].id, NO_FILTER, { page: 0, size: 5 });
    const answer = answers.content.find((a) => a.editavel)!;
    await expect(alterarQuantidade({ idPedidoManualItemResposta: answer.id, qtde: 'x' })).rejects.toMatchObject({ status: 400 });
    const changed = await alterarQuantidade({ idPedidoManualItemResposta: answer.id, qtde: '' });
    expect(changed.resposta.quantidadePedir).toBe(0);
    const marked = await marcarResposta(answer.id, true, undefined);
    expect(marked.count).toBe(1);
    expect(marked.resposta.quantidadePedir).toBeGreaterThan(0);

    const total = await getTotalPedidoManual(MANUAL_GENERATED);
    expect((await haProdutoSemRespostaSelecionada(MANUAL_GENERATED)).quantidade).toBe(total.quantidadeProdutosSemResposta);
    expect((await haRespostaComQuantidadePedidaZerada(MANUAL_GENERATED)).quantidade).toBe(total.quantidadeRespostasZeradas);
    expect((await validarRespostas(MANUAL_GENERATED)).sucesso).toBe(true);
    const inserted = await inserirPedidos(MANUAL_GENERATED);
    expect(await pedidoExiste(MANUAL_GENERATED)).toEqual({ sucesso: true, quantidadePedidos: inserted.quantidadePedidos });
  });

  it('a refusal is an ApiError with the server’s words; a cancelled call is aborted', async () => {
    const branches = await getFiliaisPedidoManual(MANUAL_GENERATED, NO_FILTER, { page: 0, size: 10 });
    const rows = [];
    for (const branch of branches.content) {
      for (const item of (await getItensPedidoManual(branch.id, NO_FILTER, { page: 0, size: 50 })).content) rows.push(...(await getRespostasItem(item.id, NO_FILTER, { page: 0, size: 50 })).content);
    }
    const ignored = rows.find((a) => a.ignorada)!;
    const refused = await marcarResposta(ignored.id, true, undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).serverMessage).toBe('Esta resposta foi ignorada no resumo e não pode ser comprada.');
    const controller = new AbortController();
    controller.abort();
    await expect(getTotalPedidoManual(MANUAL_GENERATED, controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
  });
});
