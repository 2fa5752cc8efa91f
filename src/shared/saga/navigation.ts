import { call, getContext } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';

/** Sagas navigate through the router given in the saga context (app/store.ts), never through window.location. */
export interface NavigateOptions {
  replace?: boolean;
  /** History state for the next screen (for example a notice to show once). */
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export function* navigateTo(to: string, options?: NavigateOptions): SagaIterator {
  const navigate: Navigate | undefined = yield getContext('navigate');
  if (navigate) yield call(navigate, to, options);
}
