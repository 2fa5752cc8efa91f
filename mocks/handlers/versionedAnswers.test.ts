import type { RespostaAlteradaDto, ConflitoRespostaDto, RespostaProdutoDto } from '../../src/api/pedidoAutomaticoSelectionDto';
import type { ItemComRespostasDto, PedidoManualItemRespostaDto } from '../../src/api/pedidoManualDto';
import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import { isOrderEditable } from '../../src/domain/orderStatus';
import { answersForItem } from '../db/automaticOrder/productAnswers';
import { db, resetDb } from '../db/core/current';
import type { DbOrderItem } from '../db/core/types';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, itemWithChoice } from './pedidoManualTestApi';
import { callMockApi } from './testApiCall';

/** The answers modal's writes and the manual order's product checkbox carry the item's version (docs/api.md "Versioned writes"). */
function itemWithOtherAnswer(): { item: DbOrderItem; answers: RespostaProdutoDto[] } {
  resetDb('demo');
  for (const quotation of db().data.quotations.filter((q) => q.situacao === 'EM_ANALISE')) {
    for (const order of db().ordersOf(quotation.id).filter((o) => isOrderEditable(o.situacaoPedido))) {
      for (const item of db().orderItems.get(order.idPedido).filter((i) => !i.combo)) {
        const answers = answersForItem(db(), item);
        const chosen = answers.find((a) => a.comprarCliente);
        const lowered = chosen && chosen.quantidadePedir >= 3 * Math.max(1, chosen.quantidadeEmbalagem);
        if (lowered && answers.some((a) => !a.comprarCliente && !a.ignorada && a.quantidade >= a.quantidadePedir)) return { item, answers };
      }
    }
  }
  throw new Error('no item with another answer');
}

const post = <T>(path: string, body: object) => callMockApi<T>(`/pedidoAutomatico${path}`, { method: 'POST', body });

describe("the answers modal's choice and quantity (selecionarResposta, alterarQuantidadeResposta)", () => {
  it('every answer names the version of the item bought now; a fresh version lands and the answers name the new one', async () => {
    const { item, answers } = itemWithOtherAnswer();
    const chosen = answers.find((a) => a.comprarCliente)!;
    expect(answers.every((a) => a.versao === (item.versao ?? 0))).toBe(true);
    const landed = await post<RespostaAlteradaDto>('/alterarQuantidadeResposta', { id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: chosen.quantidadePedir - Math.max(1, chosen.quantidadeEmbalagem), versao: chosen.versao });
    expect(landed.status).toBe(200);
    expect(landed.body.item.versao).toBeGreaterThan(chosen.versao ?? 0);
    expect(landed.body.respostas.every((a) => a.versao === landed.body.item.versao)).toBe(true);
  });

  it('a stale version is refused with the item and the answers as they are, and nothing changes', async () => {
    const { item, answers } = itemWithOtherAnswer();
    const chosen = answers.find((a) => a.comprarCliente)!;
    const other = answers.find((a) => !a.comprarCliente && !a.ignorada)!;
    const theirs = chosen.quantidadePedir - Math.max(1, chosen.quantidadeEmbalagem);
    await post('/alterarQuantidadeResposta', { id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: theirs });
    const stale = await post<ConflitoRespostaDto>('/selecionarResposta', { id: other.id, idPedidoItem: other.idPedidoItem, checked: true, versao: other.versao });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflito: true, mensagem: 'Este valor foi alterado em outra sessão.', atuais: [{ id: item.id, qtdePedida: theirs }] });
    expect(stale.body.respostas.find((a) => a.comprarCliente)?.id).toBe(chosen.id);
    const quantity = await post<ConflitoRespostaDto>('/alterarQuantidadeResposta', { id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: theirs - Math.max(1, chosen.quantidadeEmbalagem), versao: chosen.versao });
    expect(quantity.status).toBe(409);
    expect(answersForItem(db(), item).find((a) => a.comprarCliente)).toMatchObject({ id: chosen.id, quantidadePedir: theirs });
  });

  it('without a version the write is unconditional', async () => {
    const { answers } = itemWithOtherAnswer();
    const chosen = answers.find((a) => a.comprarCliente)!;
    await post('/alterarQuantidadeResposta', { id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: chosen.quantidadePedir - Math.max(1, chosen.quantidadeEmbalagem) });
    const other = answers.find((a) => !a.comprarCliente && !a.ignorada)!;
    expect((await post<RespostaAlteradaDto>('/selecionarResposta', { id: other.id, idPedidoItem: other.idPedidoItem, checked: true })).body.resposta.comprarCliente).toBe(true);
  });
});

describe("the manual order's product checkbox (marcarProduto) carries the item's version", () => {
  it('a stale version is refused with every answer of the item as it is; a fresh one lands and bumps it; none is unconditional', async () => {
    resetDb('demo');
    const { item, answers } = await itemWithChoice(MANUAL_GENERATED);
    const versao = answers[0].versao ?? 0;
    const fresh = await callMockApi<ItemComRespostasDto>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false&versao=${versao}`);
    expect(fresh.status).toBe(200);
    const now = fresh.body.respostas[0].versao ?? 0;
    expect(now).toBeGreaterThan(versao);

    const stale = await callMockApi<ConflitoVersaoDto<PedidoManualItemRespostaDto>>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=true&versao=${versao}`);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflito: true, atuais: answers.map((a) => ({ id: a.id, versao: now, comprarCliente: false })) });
    expect((await answersOfItem(item.id)).content.some((a) => a.comprarCliente)).toBe(false);

    expect((await callMockApi(`/pedidomanual/marcarProduto/${item.id}?isMarcado=true`)).status).toBe(200);
  });
});
