import type { SagaIterator } from 'redux-saga';
import { call, put, select, type ActionPattern } from 'redux-saga/effects';
import { selectSessionStatus } from '../session/sessionSelectors';
import type { AlteracoesPedidoDto } from '../../api/pedidoAutomaticoDto';
import { ApiError } from '../../api/http';
import { callApi } from '../../shared/saga/callApi';
import { poll, type PollOutcome } from '../../shared/saga/polling';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { itemsChangedElsewhere } from './itemsSync';

/**
 * Changes by other sessions (docs/api.md "Changes by other sessions"): while a screen of the
 * order journey is open, the quotation's item changes since the version it holds are asked for
 * every `changesPollMs` (2 s) through the platform's poll helper (paused in a hidden tab, polling
 * at once when it shows, stopped by the screen's leave action), so a change made elsewhere shows
 * within 2 s plus one request (stated bound: 5 s). The first check takes the current version.
 */
export type FetchChanges = (idCotacao: number, since: number | null, signal?: AbortSignal) => Promise<AlteracoesPedidoDto>;

/** A poll's deadline; it simply starts again (the screen is still open). */
const ROUND_MS = 3_600_000;

export function* pollItemChanges(fetchChanges: FetchChanges, idCotacao: number, stopOn: ActionPattern): SagaIterator {
  const timing: Timing = yield* getTiming();
  if (timing.changesPollMs <= 0) return;
  let since: number | null = null;
  function* check(): SagaIterator<'gone' | undefined> {
    // Signed out (a 401 shows the login over the screen): no checks until the same user is back.
    if ((yield select(selectSessionStatus)) !== 'authenticated') return undefined;
    try {
      const answer: AlteracoesPedidoDto = yield callApi(fetchChanges, idCotacao, since);
      const changed = answer.itens.length > 0 || answer.removidos.length > 0 || !answer.completo;
      if (since !== null && changed) yield put(itemsChangedElsewhere({ source: 'server', idCotacao, itens: answer.itens, pedidos: answer.pedidos, removidos: answer.removidos, reread: !answer.completo }));
      since = answer.versao;
    } catch (error) {
      // A quotation that does not exist (404) is not asked for again; any other failed check is
      // not the buyer's concern: the next one asks again from the same version.
      if (error instanceof ApiError && error.status === 404) return 'gone';
    }
    return undefined;
  }
  const schedule = { startMs: timing.changesPollMs, stepMs: 0, capMs: timing.changesPollMs, deadlineMs: ROUND_MS };
  while (true) {
    const outcome: PollOutcome<'gone'> = yield call(poll<'gone'>, { schedule, check, stopOn, immediate: since === null });
    if (outcome.kind !== 'deadline') return;
  }
}
