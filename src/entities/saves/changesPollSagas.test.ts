import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AlteracoesPedidoDto } from '../../api/pedidoAutomaticoDto';
import type { PedidoItemDto } from '../../api/dto';
import { ApiError } from '../../api/http';
import { FAST_TIMING } from '../../shared/saga/timing';
import { pollItemChanges } from './changesPollSagas';
import { itemsChangedElsewhere } from './itemsSync';

const STOP = 'test/screenLeft';
const answer = (versao: number, itens: Partial<PedidoItemDto>[] = []): AlteracoesPedidoDto => ({ versao, completo: true, itens: itens as PedidoItemDto[], removidos: [], pedidos: [] });

/**
 * Runs the poll of quotation 7 against `fetchChanges` until `count` requests were made (signed in)
 * or the session was read `count` times (signed out: each check reads it), then leaves the screen.
 */
async function pollUntil(count: number, fetchChanges: (id: number, since: number | null) => Promise<AlteracoesPedidoDto>, status = 'authenticated', pollMs = 5) {
  const channel = stdChannel();
  const dispatched: UnknownAction[] = [];
  let made = 0;
  let checked = 0;
  const counted = (id: number, since: number | null) => {
    made += 1;
    return fetchChanges(id, since);
  };
  const task = runSaga(
    { channel, dispatch: (action: UnknownAction) => (dispatched.push(action), channel.put(action)), getState: () => ((checked += 1), { session: { status } }), context: { timing: { ...FAST_TIMING, changesPollMs: pollMs } } },
    pollItemChanges,
    counted,
    7,
    STOP,
  );
  await new Promise<void>((resolve) => {
    const done = () => (status === 'authenticated' ? made : checked) >= count;
    const tick = () => (done() || !task.isRunning() ? resolve() : setTimeout(tick, 1));
    tick();
  });
  channel.put({ type: STOP });
  await task.toPromise();
  return { dispatched, made };
}

describe('the changes poll (entities/saves/changesPollSagas.ts)', () => {
  it('starts from the current version, then asks for what changed since the last one and tells the screens only of real changes', async () => {
    const asked: (number | null)[] = [];
    const { dispatched } = await pollUntil(4, async (_id, since) => {
      asked.push(since);
      if (since === null) return answer(10);
      return since === 10 ? answer(12, [{ id: 1, idPedido: 2, qtdePedida: 5, versao: 12 }]) : answer(12);
    });
    expect(asked.slice(0, 3)).toEqual([null, 10, 12]);
    const told = dispatched.filter(itemsChangedElsewhere.match);
    expect(told).toEqual([itemsChangedElsewhere({ source: 'server', idCotacao: 7, itens: [{ id: 1, idPedido: 2, qtdePedida: 5, versao: 12 } as PedidoItemDto], pedidos: [], removidos: [], reread: false })]);
  });

  it('a failed check asks again from the same version', async () => {
    const asked: (number | null)[] = [];
    await pollUntil(4, async (_id, since) => {
      asked.push(since);
      if (since === null) return answer(3);
      if (asked.length === 2) throw new Error('offline');
      return answer(3);
    });
    expect(asked.slice(0, 3)).toEqual([null, 3, 3]);
  });

  it('a quotation that does not exist (404) is asked for once: the poll ends', async () => {
    const { made } = await pollUntil(3, async () => {
      throw new ApiError('http', 'Cotação não encontrada.', 404);
    });
    expect(made).toBe(1);
  });

  it('makes no request while signed out, nor when the poll is off', async () => {
    const signedOut = await pollUntil(4, async () => answer(1), 'anonymous');
    expect(signedOut.made).toBe(0);
    const off = await pollUntil(4, async () => answer(1), 'authenticated', 0);
    expect(off.made).toBe(0);
  });
});
