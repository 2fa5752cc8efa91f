import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import { ApiError, configureHttp } from '../../api/http';
import { hasFlag } from '../../api/configuracaoApi';
import { login } from '../../api/loginApi';
import type { LoginResponse } from '../../api/dto';
import { sessionCleared } from '../../entities/entitiesActions';
import { FEATURE_FLAGS, featureFlagsReceived, type FeatureFlag } from '../../entities/featureFlagsSlice';
import { clearToken, writeToken } from '../../shared/lib/tokenStorage';
import { removeUserItems, userKey } from '../../shared/lib/storage';
import { PENDING_SAVES_KEY } from '../../entities/saves/savesSagas';
import { selectPendingSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import { navigateTo } from '../../shared/saga/navigation';
import { selectSession } from '../../entities/session/sessionSelectors';
import { loginFailed, loginSubmitted, loginSucceeded, logoutRequested, sessionExpired, type SessionState } from '../../entities/session/sessionSlice';
import { userFromToken } from '../../entities/session/sessionUser';
import { everySessionStart } from '../../entities/session/sessionStart';
import { flushPendingSaves } from '../../entities/saves/saveQueueSagas';
import { callApi } from '../../shared/saga/callApi';

export const LOGIN_FAILED_MESSAGE = 'Usuário ou senha incorretos.';
export const LOGIN_BAD_TOKEN_MESSAGE = 'O servidor respondeu com um acesso inválido. Tente novamente ou contate o suporte.';
export const LOGIN_UNAVAILABLE_MESSAGE = 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.';

function* signIn({ payload }: ReturnType<typeof loginSubmitted>): SagaIterator {
  const before: SessionState = yield select(selectSession);
  try {
    const answer: LoginResponse = yield callApi(login, { username: payload.username.trim(), password: payload.password });
    const user = userFromToken(answer.jwttoken);
    if (!user) {
      // An expired, malformed or garbage token from the server opens nothing (issue 17 item 2).
      yield put(loginFailed(LOGIN_BAD_TOKEN_MESSAGE));
      return;
    }
    writeToken(answer.jwttoken);
    // Someone else signing in after an expiry must not see the previous user's screen or data.
    const previous = before.user;
    if (previous && previous.sub !== user.sub) {
      yield put(sessionCleared());
      yield call(navigateTo, '/', { replace: true });
    }
    yield put(loginSucceeded(user));
  } catch (error) {
    const wrongCredentials = error instanceof ApiError && (error.status === 401 || error.status === 403);
    yield put(loginFailed(wrongCredentials ? LOGIN_FAILED_MESSAGE : LOGIN_UNAVAILABLE_MESSAGE));
  }
}

function* signOut(): SagaIterator {
  const { user }: SessionState = yield select(selectSession);
  // Pending saves go first (at most timing.logoutFlushMs); what does not land stays kept for this user.
  yield call(flushPendingSaves);
  const undelivered: PendingSave[] = yield select(selectPendingSaves);
  clearToken();
  yield put(sessionCleared());
  // Nothing of the user stays in this browser (issue 17 item 2): preferences, journal, flags; only
  // the edits that could not be delivered, replayed at their next login (item 3).
  if (user) removeUserItems(user.sub, undelivered.length > 0 ? [userKey(user.sub, PENDING_SAVES_KEY)] : []);
  yield call(navigateTo, '/', { replace: true });
}

function unauthorizedChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    configureHttp({ onUnauthorized: () => emit(true) });
    return () => configureHttp({ onUnauthorized: () => undefined });
  });
}

/** The HTTP layer reports a 401 once per token; the session then shows the login over the screen. */
function* watchUnauthorized(): SagaIterator {
  const channel: EventChannel<true> = yield call(unauthorizedChannel);
  try {
    while (true) {
      yield take(channel);
      yield put(sessionExpired());
    }
  } finally {
    channel.close();
  }
}

function* fetchFlag(flag: FeatureFlag): SagaIterator<boolean> {
  try {
    return (yield callApi(hasFlag, flag)) as boolean;
  } catch {
    return false; // reported by the HTTP layer; the feature stays off
  }
}

/** Feature switches (spec 01 §6), fetched once per session: at startup with a stored token, and after each login. */
function* loadFeatureFlags(): SagaIterator {
  const values: boolean[] = yield all(FEATURE_FLAGS.map((flag) => call(fetchFlag, flag)));
  const status: SessionState['status'] = (yield select(selectSession)).status;
  if (status !== 'authenticated') return;
  yield put(featureFlagsReceived(Object.fromEntries(FEATURE_FLAGS.map((flag, i) => [flag, values[i]]))));
}

export function* sessionSaga(): SagaIterator {
  // takeLeading: a double click on Ok sends one login, not two. The flag reads run once per session.
  yield all([
    takeLeading(loginSubmitted.type, signIn),
    takeLeading(logoutRequested.type, signOut),
    call(everySessionStart, loadFeatureFlags),
    call(watchUnauthorized),
  ]);
}
