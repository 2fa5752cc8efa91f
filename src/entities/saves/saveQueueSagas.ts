import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take, type ActionPattern, type ForkEffect } from 'redux-saga/effects';
import { ApiError, failureMessage, withRequestOptions } from '../../api/http';
import { isLeavingForParent, pageVisibilityChanged } from '../../shared/lib/appEvents';
import { afterNextPaint } from '../../shared/lib/afterNextPaint';
import { cappedExponentialMs } from '../../shared/lib/backoff';
import { isPageLeaving, pageExited } from '../../shared/lib/pageExit';
import { SAVE_ID_HEADER } from './saveId';
import { callApi } from '../../shared/saga/callApi';
import { getTiming, type Timing } from '../../shared/saga/timing';
import { selectSessionStatus } from '../session/sessionSelectors';
import { loginSucceeded } from '../session/sessionSlice';
import { isVersionConflictBody } from '../../domain/versionConflict';
import {
  conflictKeptMine,
  connectionChanged,
  queueResumed,
  saveDeferred,
  saveFailed,
  saveConflicted,
  saveRequested,
  savesFlushRequested,
  savesRestored,
  savesRetried,
  saveStarted,
  saveSucceeded,
  selectPendingSaves,
  type PendingSave,
} from './pendingSavesSlice';

/**
 * One queue of saves (ARCHITECTURE "Sagas"): saves leave one at a time in the order they were
 * asked for, so a save for a field never lands after a newer one; with a debounce, a newer value
 * of the same key replaces one not sent yet, and leaving the screen, hiding the tab, logout or the
 * parent's home/menuClick send it at once. A save that fails stays, marked as not saved, and the
 * queue waits at it until 'Tentar novamente' (savesRetried); later saves keep their place behind
 * it. A 401 puts it back in line until the same user signs in again. The entries live in the
 * store (pendingSavesSlice), so a restart of the feature that runs the queue loses none.
 */
export interface SaveQueueDefinition<P, R> {
  queue: string;
  /** Quiet period before a save leaves; 0 or absent: at once. */
  debounceMs?: (timing: Timing) => number;
  /** The request, with the AbortSignal last (cancelled with the queue). */
  save: (payload: P, signal: AbortSignal) => Promise<R>;
  /** What the feature does with the server's answer. */
  onSaved?: (result: R, payload: P) => SagaIterator;
  /**
   * A version conflict (409 `conflito`, docs/api.md "Versioned writes"): the save stays as a
   * conflict with the server's current values (never sent again by itself), and the feature may
   * react (the screen shows the other value with 'Manter o meu' / 'Usar o valor atual').
   */
  onConflict?: (current: unknown[], payload: P) => SagaIterator;
  /** What the user reads when a save fails. */
  failureText: string;
  /** The feature's own 'leaving' actions, which flush like the global ones. */
  flushOn?: string[];
  /**
   * A save leaves after the next frame is painted (at most 100 ms later): starting a request costs
   * the main thread milliseconds the edit's own frame (cell, total) should not wait for. The save
   * is in the store, and in the user's storage, before that.
   */
  afterPaint?: boolean;
}

function isFlush(extra: string[]) {
  return (action: unknown): boolean => {
    const type = (action as { type?: string }).type ?? '';
    if (type === savesFlushRequested.type || type === pageExited.type || extra.includes(type) || isLeavingForParent(action)) return true;
    return pageVisibilityChanged.match(action) && action.payload.hidden;
  };
}

/** The queue's head, when it is ready to leave (strict order: a failed head holds the rest back; a conflict waits for the buyer aside). */
function* head(queue: string): SagaIterator<PendingSave | undefined> {
  const entries: PendingSave[] = yield select(selectPendingSaves);
  const first = entries.find((e) => e.queue === queue && e.status !== 'conflict');
  return first?.status === 'waiting' ? first : undefined;
}

function wakesQueue(queue: string): ActionPattern {
  return (action: unknown) =>
    ((saveRequested.match(action) && action.payload.queue === queue) || (savesRetried.match(action) && action.payload === queue)) ||
    savesRestored.match(action) ||
    conflictKeptMine.match(action) ||
    loginSucceeded.match(action);
}

/** Waits until the head's value has been quiet for the debounce, or a flush. */
function* quietPeriod(queue: string, id: string, debounceMs: number, flushOn: string[]): SagaIterator {
  while (true) {
    const entries: PendingSave[] = yield select(selectPendingSaves);
    const entry = entries.find((e) => e.id === id);
    const remaining = entry ? entry.at + debounceMs - Date.now() : 0;
    if (remaining <= 0) return;
    const { flush } = yield race({
      quiet: delay(remaining),
      flush: take(isFlush(flushOn)),
      again: take((action: unknown) => saveRequested.match(action) && action.payload.queue === queue),
    });
    if (flush) return;
  }
}

type SaveFn = (payload: unknown, signal: AbortSignal) => Promise<unknown>;

/**
 * One save request: it carries its save id (X-Save-Id, kept across reloads, so the server applies
 * a save sent again after a reload only once), and outlives the page (keepalive) when the page is
 * going away.
 */
function sendSave(save: SaveFn, entry: PendingSave, signal: AbortSignal): Promise<unknown> {
  return withRequestOptions({ headers: { [SAVE_ID_HEADER]: entry.id }, keepalive: isPageLeaving() }, () => save(entry.payload, signal));
}

/** Waits for the browser's `online`, or a capped exponential backoff, whichever comes first. */
function* untilReconnected(timing: Timing, retries: number): SagaIterator {
  const wait = cappedExponentialMs(retries + 1, timing.offlineRetryMs, timing.offlineRetryCapMs);
  yield race({ online: take((a: unknown) => connectionChanged.match(a) && a.payload.online), backoff: delay(wait) });
}

export function* runSaveQueue<P, R>(definition: SaveQueueDefinition<P, R>): SagaIterator {
  const { queue, flushOn = [] } = definition;
  const timing: Timing = yield* getTiming();
  const debounceMs = definition.debounceMs?.(timing) ?? 0;
  let offlineRetries = 0;
  yield put(queueResumed(queue));
  while (true) {
    const next: PendingSave | undefined = yield* head(queue);
    if (!next || (yield select(selectSessionStatus)) !== 'authenticated') {
      yield take(wakesQueue(queue));
      continue;
    }
    if (debounceMs > 0) yield call(quietPeriod, queue, next.id, debounceMs, flushOn);
    // A page going away paints no frame: the save leaves at once (one already waiting for a paint stays in the outbox).
    if (definition.afterPaint && !isPageLeaving()) yield call(afterNextPaint);
    const current: PendingSave | undefined = yield* head(queue);
    if (!current) continue;
    yield put(saveStarted(current.id));
    try {
      const result: R = yield callApi(sendSave, definition.save as SaveFn, current);
      yield put(saveSucceeded(current.id));
      offlineRetries = 0;
      if (definition.onSaved) yield call(definition.onSaved, result, current.payload as P);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && isVersionConflictBody(error.body)) {
        yield put(saveConflicted({ id: current.id, current: error.body.atuais }));
        if (definition.onConflict) yield call(definition.onConflict, error.body.atuais, current.payload as P);
      } else if (error instanceof ApiError && error.status === 401) {
        // Kept in line; the session shows the login over the screen and the same user carries on.
        yield put(saveDeferred(current.id));
        yield take(loginSucceeded.type);
      } else if (error instanceof ApiError && error.kind === 'network') {
        // Offline: not a failure. It keeps its place and goes again on reconnection or after a backoff.
        yield put(saveDeferred(current.id));
        yield put(connectionChanged({ online: false }));
        yield call(untilReconnected, timing, offlineRetries);
        offlineRetries += 1;
      } else {
        const text = failureMessage(error, definition.failureText);
        yield put(saveFailed({ id: current.id, error: text }));
      }
    }
  }
}

/** The effect that runs a queue inside a feature's saga (restarted with it by the supervisor). */
export function saveQueue<P, R>(definition: SaveQueueDefinition<P, R>): ForkEffect {
  return fork(runSaveQueue as (d: unknown) => SagaIterator, definition);
}

/** Logout: sends what is pending and waits for it (at most timing.logoutFlushMs); the rest stays kept for this user. */
export function* flushPendingSaves(): SagaIterator {
  const timing: Timing = yield* getTiming();
  yield put(savesFlushRequested());
  yield race({ settled: call(untilSettled), timeout: delay(timing.logoutFlushMs) });
}

function* untilSettled(): SagaIterator {
  while (((yield select(selectPendingSaves)) as PendingSave[]).some((e) => e.status !== 'failed' && e.status !== 'conflict')) {
    yield take([saveSucceeded.type, saveFailed.type, saveDeferred.type, saveConflicted.type]);
  }
}
