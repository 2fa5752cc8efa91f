import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, take } from 'redux-saga/effects';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { selectSessionUser } from '../session/sessionSelectors';
import { everySessionStart } from '../session/sessionStart';
import type { SessionUser } from '../session/sessionUser';
import { tabSyncForSession } from './tabSync';
import { savesRestored, selectPendingSaves, type PendingSave } from './pendingSavesSlice';

/** Local storage key (per user) of the saves not confirmed yet. */
export const PENDING_SAVES_KEY = 'salvamentosPendentes';

/** Every change of the pending saves is mirrored for the signed-in user, so a reload or a logout loses none. */
function* mirrorToStorage(): SagaIterator {
  while (true) {
    yield take((action: unknown) => String((action as { type?: string }).type).startsWith('pendingSaves/'));
    const user: SessionUser | null = yield select(selectSessionUser);
    if (!user) continue; // a session that just ended: its copy was written before
    const entries: PendingSave[] = yield select(selectPendingSaves);
    writeJson(userKey(user.sub, PENDING_SAVES_KEY), entries);
  }
}

/** At the start of each session: this user's saves that never landed go back in line (another user's never do). */
function* restoreForUser(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const kept = readJson<PendingSave[]>(userKey(user.sub, PENDING_SAVES_KEY), []);
  if (Array.isArray(kept) && kept.length > 0) yield put(savesRestored(kept));
}

export function* savesSaga(): SagaIterator {
  yield all([call(mirrorToStorage), call(everySessionStart, restoreForUser), call(everySessionStart, tabSyncForSession)]);
}
