import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { http } from '../api/http';
import { getCategorias, salvarCategorias } from '../api/resumoRespostaSummaryApi';
import type { CategoriaPrioridadeDto } from '../api/resumoRespostaDto';
import { connectionSaga } from '../entities/connection/connectionSagas';
import { pendingSavesReducer, saveRequested, selectPendingSaves } from '../entities/saves/pendingSavesSlice';
import { saveQueue } from '../entities/saves/saveQueueSagas';
import { PENDING_SAVES_KEY, savesSaga } from '../entities/saves/savesSagas';
import { sessionReducer } from '../entities/session/sessionSlice';
import { userKey } from '../shared/lib/storage';
import { FAST_TIMING, type Timing } from '../shared/saga/timing';
import { pageVisibilitySaga } from '../shared/saga/visibility';
import { signedInAs } from './session';

/**
 * For the data-loss tests (issue 17 item 3): a real store with the real save queue, the outbox
 * (savesSaga: per-user storage and restore), the page-exit, visibility and connectivity sagas,
 * and one real save (the summary's response categories, PUT against the msw mock). The debounce
 * is long, so an edit leaves only by the way out under test (or a flush).
 */
export const EXIT_QUEUE = 'teste/categorias';

export interface CategoryEdit {
  idCotacao: number;
  categorias: CategoriaPrioridadeDto[];
}

export function startApp({ username = 'comprador', debounceMs = 60_000, timing = FAST_TIMING }: { username?: 'comprador' | 'admin'; debounceMs?: number; timing?: Timing } = {}) {
  const session = signedInAs(username);
  const sagaMiddleware = createSagaMiddleware({ context: { timing } });
  const store = configureStore({
    reducer: combineReducers({ session: sessionReducer, pendingSaves: pendingSavesReducer }),
    preloadedState: { session },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  function* root(): SagaIterator {
    yield all([
      call(savesSaga),
      call(pageVisibilitySaga),
      call(connectionSaga),
      saveQueue<CategoryEdit, unknown>({
        queue: EXIT_QUEUE,
        debounceMs: () => debounceMs,
        failureText: 'Não foi possível salvar as categorias.',
        save: (payload, signal) => salvarCategorias(payload.idCotacao, payload.categorias, undefined, signal),
      }),
    ]);
  }
  const task = sagaMiddleware.run(root);
  const sub = session.user!.sub;
  return {
    store,
    task,
    pending: () => selectPendingSaves(store.getState()),
    outbox: (): string | null => window.localStorage.getItem(userKey(sub, PENDING_SAVES_KEY)),
    stop: () => task.cancel(),
    run: (saga: () => SagaIterator) => sagaMiddleware.run(saga),
  };
}

/** The categories with the one at `index` switched to `ativo` (what a click on its chip saves). */
export async function categoriesWith(idCotacao: number, index: number, ativo: boolean): Promise<CategoriaPrioridadeDto[]> {
  const current = await getCategorias(idCotacao);
  return current.map((c, i) => ({ categoria: c.categoria, prioridade: c.prioridade, ativo: i === index ? ativo : c.ativo }));
}

export function edit(store: ReturnType<typeof startApp>['store'], payload: CategoryEdit): void {
  store.dispatch(saveRequested({ queue: EXIT_QUEUE, key: `categorias:${payload.idCotacao}`, payload, label: 'Categorias de resposta', coalesce: true }));
}

/** The server's switches, as the summary reads them. */
export async function serverSwitches(idCotacao: number): Promise<boolean[]> {
  return (await getCategorias(idCotacao)).map((c) => c.ativo);
}

/** A quotation of the signed-in buyer (category switches are the buyer's, shown on each quotation's summary). */
export async function aQuotationId(): Promise<number> {
  const filter = { id: 0, title: '', statusList: [], startRegistrationDate: null, endRegistrationDate: null, startExpirationDate: null, endExpirationDate: null };
  const page = await http<{ content: { id: number }[] }>('/cotacao/getByFiltro', { method: 'POST', json: filter, query: { page: 0, size: 1 } });
  return page.content[0].id;
}
