import type { SagaIterator } from 'redux-saga';
import { call, getContext, select, take } from 'redux-saga/effects';
import { savesRestored, selectPendingSaves, type PendingSave } from '../entities/saves/pendingSavesSlice';
import { reportError } from '../shared/lib/errorReporting';
import { isFramed } from '../shared/lib/frame';
import { featureOfQueue, type FeatureName } from './lazyFeatures';

/**
 * Lazy features started by the store's state rather than by a page (docs/architecture.md
 * "Features loaded with their page").
 *
 * Saves that never landed (restored per user at session start, or in the starting state) belong
 * to a feature's save queue; a route-bound feature is loaded for them at once, so they are sent
 * without waiting for the user to open its page (docs/architecture.md "Features loaded with their page").
 */
export function* pendingFeatureSaga(): SagaIterator {
  const loadFeature: (name: FeatureName) => Promise<void> = yield getContext('loadFeature');
  while (true) {
    const saves: PendingSave[] = yield select(selectPendingSaves);
    const owners = new Set(saves.map((save) => featureOfQueue(save.queue)).filter((name) => name !== undefined));
    for (const name of owners) {
      try {
        yield call(loadFeature, name);
      } catch (error) {
        reportError(error, `carregar:${name}`);
      }
    }
    yield take(savesRestored.type);
  }
}

/** The embedded-mode bridge (features/embed) is loaded only when the app runs inside a frame. */
export function* embedStartSaga(): SagaIterator {
  if (!isFramed()) return;
  const loadFeature: (name: FeatureName) => Promise<void> = yield getContext('loadFeature');
  try {
    yield call(loadFeature, 'embed');
  } catch (error) {
    reportError(error, 'carregar:embed');
  }
}
