import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { answersOfItem } from '../../../mocks/handlers/pedidoManualTestApi';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { DEFAULT_MANUAL_FILTER } from '../../domain/manualOrderFilter';
import { MANUAL_ORDER_MESSAGES } from '../../domain/manualOrderInsert';
import { leaveManualQuantity, manualRulesOf } from '../../domain/manualOrderQuantity';
import { loginSucceeded, sessionExpired } from '../../entities/session/sessionSlice';
import { FAST_TIMING } from '../../shared/saga/timing';
import { findProduct, MANUAL_ID } from '../../test/manualOrderPage';
import type { PendingSave } from '../../entities/saves/pendingSavesSlice';
import { PENDING_SAVES_KEY } from '../../entities/saves/savesSagas';
import { QUANTITY_QUEUE, quantitySaveKey } from './manualOrderQueues';
import { signedInAs } from '../../test/session';
import { onTeardown } from '../../test/teardown';
import { manualOrderFeature } from './manualOrderFeature';
import { answerToggleRequested, manualOrderEntered, manualOrderLeft, quantityCommitted, quantitySavesRetried } from './manualOrderEvents';
import { manualOrderDataActions } from './manualOrderDataSlice';
import { selectAnswer, selectAnswerSaveStatus, selectItem, selectItemError } from './manualOrderSelectors';
import { MARK_FAILED } from './manualOrderTexts';

function start() {
  const seen: UnknownAction[] = [];
  const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador') }, timing: FAST_TIMING, onAction: (action) => seen.push(action) });
  onTeardown(store.stopSagas);
  store.injectFeature(manualOrderFeature.feature);
  store.dispatch(manualOrderEntered({ idCotacao: MANUAL_ID, filter: DEFAULT_MANUAL_FILTER, page: 0, size: 10 }));
  return { store, seen };
}

type Harness = ReturnType<typeof start>;

/** A loaded product with a marked answer and at least two other answers that can be marked, free of quantity rules. */
async function choice({ store }: Harness) {
  return waitFor(() => {
    const { manualOrderData: data } = store.getState();
    for (const [idItem, page] of Object.entries(data.answerPages)) {
      const answers = page.ids.map((id) => data.answers[id]);
      const marked = answers.find((a) => a.comprarCliente && a.editavel);
      const others = answers.filter((a) => a !== marked && a.editavel);
      if (marked && others.length >= 1) return { idItem: Number(idItem), marked, others };
    }
    throw new Error('no product with a choice loaded yet');
  });
}

/** A quantity the rule keeps as it is (a multiple of the packaging above the minimum). */
const accepted = (answer: PedidoManualItemRespostaDto, times = 2): number => leaveManualQuantity(Math.max(answer.qtdeMinima, answer.quantidadeEmbalagem) * times, manualRulesOf(answer));

async function serverAnswer(answer: PedidoManualItemRespostaDto): Promise<PedidoManualItemRespostaDto> {
  const page = await answersOfItem(answer.idPedidoManualItem);
  return page.content.find((a) => a.id === answer.id)!;
}

const edit = (answer: PedidoManualItemRespostaDto, quantidadePedir: number) => quantityCommitted({ idAnswer: answer.id, quantidadePedir, produto: 'Produto' });

describe('manual order sagas (real store, mock API)', () => {
  it('a quantity shows at once, lands on the server, marks its answer and unmarks the one the server names', async () => {
    const h = start();
    const { idItem, marked, others } = await choice(h);
    const target = others.find((a) => !a.quantidadeFixa) ?? others[0];
    const value = accepted(target);
    h.store.dispatch(edit(target, value));
    expect(selectAnswer(h.store.getState(), target.id)).toMatchObject({ quantidadePedir: value, comprarCliente: true });
    await waitFor(async () => expect((await serverAnswer(target)).quantidadePedir).toBe(value));
    await waitFor(() => expect(selectAnswer(h.store.getState(), marked.id)?.comprarCliente).toBe(false));
    expect(selectItem(h.store.getState(), idItem)?.comprarCliente).toBe(true);
    await waitFor(() => expect(selectAnswerSaveStatus(h.store.getState(), target.id)).toBeUndefined());
  });

  it('edits land in the order they were made, even when the first answer is slow; a toggle waits for the edits before it', async () => {
    const h = start();
    const { marked, others } = await choice(h);
    const sent: string[] = [];
    server.use(
      mock.post('*/api/pedidomanual/alterarQuantidade', async ({ request }) => {
        const body = (await request.clone().json()) as { idPedidoManualItemResposta: number; qtde: number };
        sent.push(`q:${body.idPedidoManualItemResposta}=${body.qtde}`);
        if (sent.length === 1) await delay(40);
        return undefined;
      }),
      mock.get('*/api/pedidomanual/marcarResposta/:id', ({ params, request }) => {
        sent.push(`m:${params.id}=${new URL(request.url).searchParams.get('isMarcado')}`);
        return undefined;
      }),
    );
    const [first] = others;
    h.store.dispatch(edit(first, accepted(first, 1)));
    h.store.dispatch(edit(marked, accepted(marked, 2)));
    h.store.dispatch(edit(first, accepted(first, 3)));
    h.store.dispatch(answerToggleRequested({ idAnswer: first.id, checked: true }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual([`q:${first.id}=${accepted(first, 1)}`, `q:${marked.id}=${accepted(marked, 2)}`, `q:${first.id}=${accepted(first, 3)}`, `m:${first.id}=true`]);
    await waitFor(async () => expect((await serverAnswer(first)).quantidadePedir).toBe(accepted(first, 3)));
  });

  it('a failed save keeps the typed value, marked not saved, until Tentar novamente lands it', async () => {
    const h = start();
    const { others } = await choice(h);
    const [target] = others;
    server.use(mock.post('*/api/pedidomanual/alterarQuantidade', () => HttpResponse.json({ mensagem: 'Falha no servidor.' }, { status: 500 }), { once: true }));
    const value = accepted(target, 4);
    h.store.dispatch(edit(target, value));
    await waitFor(() => expect(selectAnswerSaveStatus(h.store.getState(), target.id)).toEqual({ status: 'failed', error: MANUAL_ORDER_MESSAGES.serverError }));
    expect(selectAnswer(h.store.getState(), target.id)?.quantidadePedir).toBe(value);
    expect((await serverAnswer(target)).quantidadePedir).toBe(target.quantidadePedir);

    // Reading the product's answers again shows the typed value, not the server's older one.
    const loads = h.seen.filter((action) => manualOrderDataActions.answersLoaded.match(action)).length;
    h.store.dispatch(manualOrderDataActions.answersRequested({ idItem: target.idPedidoManualItem, page: 0 }));
    await waitFor(() => expect(h.seen.filter((action) => manualOrderDataActions.answersLoaded.match(action)).length).toBe(loads + 1));
    expect(selectAnswer(h.store.getState(), target.id)?.quantidadePedir).toBe(value);

    h.store.dispatch(quantitySavesRetried());
    await waitFor(async () => expect((await serverAnswer(target)).quantidadePedir).toBe(value));
    await waitFor(() => expect(selectAnswerSaveStatus(h.store.getState(), target.id)).toBeUndefined());
  });

  it('a 401 in the middle of an edit keeps it, and it is sent after the same user signs in again', async () => {
    const h = start();
    const { others } = await choice(h);
    const [target] = others;
    server.use(mock.post('*/api/pedidomanual/alterarQuantidade', () => HttpResponse.json({ mensagem: 'Sessão expirada.' }, { status: 401 }), { once: true }));
    const value = accepted(target, 5);
    h.store.dispatch(edit(target, value));
    await waitFor(() => expect(h.seen.some((action) => sessionExpired.match(action))).toBe(true));
    await waitFor(() => expect(selectAnswerSaveStatus(h.store.getState(), target.id)?.status).toBe('waiting'));
    expect(selectAnswer(h.store.getState(), target.id)?.quantidadePedir).toBe(value);
    expect((await serverAnswer(target)).quantidadePedir).toBe(target.quantidadePedir);

    h.store.dispatch(loginSucceeded(signedInAs('comprador').user!));
    await waitFor(async () => expect((await serverAnswer(target)).quantidadePedir).toBe(value));
  });

  it('leaving the page right after an edit still lands it', async () => {
    const h = start();
    const { others } = await choice(h);
    const [target] = others;
    const value = accepted(target, 6);
    h.store.dispatch(edit(target, value));
    h.store.dispatch(manualOrderLeft());
    await waitFor(async () => expect((await serverAnswer(target)).quantidadePedir).toBe(value));
  });

  it('a toggle that fails puts every mark of the product back and says so', async () => {
    const h = start();
    const { idItem, marked, others } = await choice(h);
    const [target] = others;
    server.use(mock.get('*/api/pedidomanual/marcarResposta/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    h.store.dispatch(answerToggleRequested({ idAnswer: target.id, checked: true }));
    expect(selectAnswer(h.store.getState(), target.id)?.comprarCliente).toBe(true);
    await waitFor(() => expect(selectItemError(h.store.getState(), idItem)).toBe(MARK_FAILED.answer));
    expect(selectAnswer(h.store.getState(), target.id)?.comprarCliente).toBe(false);
    expect(selectAnswer(h.store.getState(), marked.id)?.comprarCliente).toBe(true);
    expect(selectItem(h.store.getState(), idItem)?.comprarCliente).toBe(true);
  });

  it('unchecking the only marked answer unchecks the product (the server counts 0)', async () => {
    const h = start();
    const { idItem, marked } = await choice(h);
    h.store.dispatch(answerToggleRequested({ idAnswer: marked.id, checked: false }));
    await waitFor(() => expect(selectItem(h.store.getState(), idItem)?.comprarCliente).toBe(false));
    expect(selectAnswer(h.store.getState(), marked.id)?.comprarCliente).toBe(false);
    expect((await serverAnswer(marked)).comprarCliente).toBe(false);
  });

  it('a quantity kept for the user (not sent before the tab closed) is restored at the next session and sent without opening the page', async () => {
    const { answers } = await findProduct((_, list) => list.some((a) => a.editavel && a.quantidadeEmbalagem === 1 && a.qtdeMinima === 0 && !a.quantidadeFixa));
    const target = answers.find((a) => a.editavel && a.quantidadeEmbalagem === 1 && a.qtdeMinima === 0 && !a.quantidadeFixa)!;
    const kept: PendingSave = {
      id: 'kept-1',
      queue: QUANTITY_QUEUE,
      key: quantitySaveKey(MANUAL_ID, target.id),
      payload: { idCotacao: MANUAL_ID, idPedidoManualItemResposta: target.id, qtde: 41 },
      label: 'Produto — fornecedor: 41 un',
      at: 0,
      status: 'waiting',
      error: null,
    };
    window.localStorage.setItem(`u:1001:${PENDING_SAVES_KEY}`, JSON.stringify([kept]));
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador') }, timing: FAST_TIMING });
    onTeardown(store.stopSagas);
    await waitFor(() => expect('manualOrder' in store.getState()).toBe(true));
    await waitFor(async () => expect((await serverAnswer(target)).quantidadePedir).toBe(41));
  });
});
