import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import { readUserDocument, saveUserDocumentChange, type DocumentStoreAddress, type UserDocument } from '../../api/documentStoreApi';
import { selectConfig } from '../../app/configSlice';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import { everySessionStart } from '../../entities/session/sessionStart';
import type { SessionUser } from '../../entities/session/sessionUser';
import { saveFailed, saveRequested, selectFailedSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import { saveQueue, type SaveQueueDefinition } from '../../entities/saves/saveQueueSagas';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { cloudReadStarted, cloudUnavailable, newDesignToggled, preferencesLoaded, selectCloudReadFor } from './preferencesSlice';
import { callApi } from '../../shared/saga/callApi';

/** Local storage key of the new-layout flag (spec 01 §9), namespaced by user. */
export const NEW_LAYOUT_KEY = 'novoLayout';

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
    const doc: UserDocument = yield callApi(readUserDocument, store, user.sub);
    if (typeof doc.novoLayout === 'boolean') {
      writeJson(userKey(user.sub, NEW_LAYOUT_KEY), doc.novoLayout);
      yield put(preferencesLoaded({ novoLayout: doc.novoLayout, source: 'cloud' }));
    }
  } catch {
    yield put(cloudUnavailable()); // local value or default stays (DECISIONS 5)
  }
}

interface PreferenceChange {
  store: DocumentStoreAddress;
  sub: string;
  change: Partial<UserDocument>;
}

/** The preferences' queue: the latest value of each setting, in order, kept until it lands. */
const PREFERENCES_QUEUE = 'preferences';
const PREFERENCES_QUEUES = [PREFERENCES_QUEUE] as const;
const preferencesQueue: SaveQueueDefinition<PreferenceChange, void> = {
  queue: PREFERENCES_QUEUE,
  failureText: 'Não foi possível salvar a preferência.',
  save: ({ store, sub, change }, signal) => saveUserDocumentChange(store, sub, change, signal),
};

/** A toggle is kept locally at once and queued for the cloud document (latest wins). */
function* queueToggle({ payload }: ReturnType<typeof newDesignToggled>): SagaIterator {
  const { user, store } = yield* context();
  if (!user) return;
  writeJson(userKey(user.sub, NEW_LAYOUT_KEY), payload);
  yield put(saveRequested({ queue: PREFERENCES_QUEUE, key: NEW_LAYOUT_KEY, payload: { store, sub: user.sub, change: { novoLayout: payload } }, label: "'Novo design!'", coalesce: true }));
}

/** A save that failed leaves the local value in place and says the cloud is offline (DECISIONS 5). */
function* noteFailures({ payload }: ReturnType<typeof saveFailed>): SagaIterator {
  const failed: PendingSave[] = yield select(selectFailedSaves, PREFERENCES_QUEUES);
  if (failed.some((entry) => entry.id === payload.id)) yield put(cloudUnavailable());
}

export function* preferencesSaga(): SagaIterator {
  yield all([saveQueue(preferencesQueue), takeEvery(newDesignToggled.type, queueToggle), takeEvery(saveFailed.type, noteFailures), call(everySessionStart, loadPreferences)]);
}
