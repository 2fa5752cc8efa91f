import type { SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, put, select, take } from 'redux-saga/effects';
import { ApiError } from '../../api/http';
import { readUserDocument, writeUserDocument, type DocumentStoreAddress, type UserDocument } from '../../api/documentStoreApi';
import { selectConfig } from '../../app/configSlice';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import { everySessionStart } from '../../entities/session/sessionStart';
import type { SessionUser } from '../../entities/session/sessionUser';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { cloudReadStarted, cloudUnavailable, newDesignToggled, preferencesLoaded, selectCloudReadFor } from './preferencesSlice';

/** Local storage key of the new-layout flag (spec 01 §9), namespaced by user. */
export const NEW_LAYOUT_KEY = 'novoLayout';
const MAX_CONFLICT_RETRIES = 3;

function* context(): SagaIterator<{ user: SessionUser | null; store: DocumentStoreAddress }> {
  const user: SessionUser | null = yield select(selectSessionUser);
  const config: RuntimeConfig = yield select(selectConfig);
  return { user, store: config.documentStore };
}

/** Local value (or the default) at once, then the cloud document's value when it answers. */
function* loadPreferences(): SagaIterator {
  const { user, store } = yield* context();
  if (!user) return;
  // Once per session: the document (or its expected 404) is not read again for the same user until logout.
  if ((yield select(selectCloudReadFor)) === user.sub) return;
  yield put(cloudReadStarted(user.sub));
  const local = readJson<boolean | null>(userKey(user.sub, NEW_LAYOUT_KEY), null);
  yield put(preferencesLoaded({ novoLayout: local ?? true, source: local === null ? 'default' : 'local' }));
  try {
    const doc: UserDocument = yield call(readUserDocument, store, user.sub);
    if (typeof doc.novoLayout === 'boolean') {
      writeJson(userKey(user.sub, NEW_LAYOUT_KEY), doc.novoLayout);
      yield put(preferencesLoaded({ novoLayout: doc.novoLayout, source: 'cloud' }));
    }
  } catch {
    yield put(cloudUnavailable()); // local value or default stays (DECISIONS 5)
  }
}

/** Saves one change: on 409 re-reads the document, puts the change on top of it and tries again. */
export function* saveChange(change: Partial<UserDocument>): SagaIterator {
  const { user, store } = yield* context();
  if (!user) return;
  for (let attempt = 0; attempt <= MAX_CONFLICT_RETRIES; attempt += 1) {
    try {
      const current: UserDocument = yield call(readUserDocument, store, user.sub);
      yield call(writeUserDocument, store, { ...current, ...change, _id: user.sub });
      return;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) break;
    }
  }
  yield put(cloudUnavailable());
}

/** A queue, not takeLatest: each toggle is saved in the order it was made. */
function* saveToggles(): SagaIterator {
  const queue = yield actionChannel(newDesignToggled.type);
  while (true) {
    const { payload }: ReturnType<typeof newDesignToggled> = yield take(queue);
    const user: SessionUser | null = yield select(selectSessionUser);
    if (user) writeJson(userKey(user.sub, NEW_LAYOUT_KEY), payload);
    yield call(saveChange, { novoLayout: payload });
  }
}

export function* preferencesSaga(): SagaIterator {
  yield fork(saveToggles);
  yield call(everySessionStart, loadPreferences);
}
