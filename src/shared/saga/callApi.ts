import type { SagaIterator } from 'redux-saga';
import { call, cancelled, type CallEffect } from 'redux-saga/effects';

/** An API function whose last parameter is the AbortSignal. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AbortableApi = (...args: any[]) => Promise<unknown>;

/** The API function's parameters without the trailing signal. */
export type ArgsWithoutSignal<Fn extends AbortableApi> = Required<Parameters<Fn>> extends [...infer Rest, AbortSignal] ? Rest : never;

function* abortable(fn: AbortableApi, args: unknown[]): SagaIterator {
  const controller = new AbortController();
  try {
    return yield call(fn, ...args, controller.signal);
  } finally {
    if (yield cancelled()) controller.abort();
  }
}

/**
 * The effect that calls an API function with an AbortSignal as its last argument, and aborts the
 * request when the saga is cancelled (takeLatest, leaving a screen, logout, the loser of a race).
 * The HTTP layer never reports an abort, and a cancelled saga never reaches its catch, so an
 * abort is never shown as an error. Use it as `yield callApi(getItens, id)`.
 */
export function callApi<Fn extends AbortableApi>(fn: Fn, ...args: ArgsWithoutSignal<Fn>): CallEffect<Awaited<ReturnType<Fn>>> {
  return call(abortable, fn, args) as CallEffect<Awaited<ReturnType<Fn>>>;
}
