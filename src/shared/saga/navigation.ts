import { call, getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/** Sagas navigate through the router given in the saga context (app/store.ts), never through window.location. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export function* navigateTo(to: string, options?: { replace?: boolean }): SagaIterator {
  const navigate: Navigate | undefined = yield getContext('navigate');
  if (navigate) yield call(navigate, to, options);
}
