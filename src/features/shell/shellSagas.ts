import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import { everySessionStart } from '../../entities/session/sessionStart';
import type { SessionUser } from '../../entities/session/sessionUser';
import { readJson, userKey, writeJson } from '../../shared/lib/storage';
import { contactsToggled, footerToggled, footerVisibilityLoaded, selectShell, type FooterVisibility, type ShellState } from './shellSlice';

const FOOTER_KEY = 'rodape';
const VISIBLE: FooterVisibility = { footerHidden: false, contactsHidden: false };

function* loadFooterVisibility(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  if (!user) return;
  const stored = readJson<Partial<FooterVisibility>>(userKey(user.sub, FOOTER_KEY), VISIBLE);
  yield put(footerVisibilityLoaded({ footerHidden: stored.footerHidden === true, contactsHidden: stored.contactsHidden === true }));
}

function* saveFooterVisibility(): SagaIterator {
  const user: SessionUser | null = yield select(selectSessionUser);
  const { footerHidden, contactsHidden }: ShellState = yield select(selectShell);
  if (user) writeJson(userKey(user.sub, FOOTER_KEY), { footerHidden, contactsHidden });
}

export function* shellSaga(): SagaIterator {
  // Local storage only, synchronous: takeLatest on login (a new user replaces the old choice),
  // takeEvery on toggles so every click is written in order.
  yield takeEvery([footerToggled.type, contactsToggled.type], saveFooterVisibility);
  yield call(everySessionStart, loadFooterVisibility);
}
