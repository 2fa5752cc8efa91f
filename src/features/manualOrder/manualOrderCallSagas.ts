import type { SagaIterator } from 'redux-saga';
import { race, select, take } from 'redux-saga/effects';
import { ApiError, failureMessage } from '../../api/http';
import { MANUAL_ORDER_MESSAGES, type CallFailure } from '../../domain/manualOrderInsert';
import { sessionCleared } from '../../entities/entitiesActions';
import { saveDeferred, saveFailed, saveSucceeded, selectPendingSaves, type PendingSave } from '../../entities/saves/pendingSavesSlice';
import { selectSessionStatus } from '../../entities/session/sessionSelectors';
import { loginSucceeded } from '../../entities/session/sessionSlice';
import { QUANTITY_QUEUE } from './manualOrderQueues';

/**
 * What the manual order's sagas share: how a failed call reads to the user (spec 02 §8: a 500 is
 * the server problem), and waiting for the quantities on their way before a command that reads
 * them (toggles, insertion, restart), so the server sees the edits in the order they were made.
 */

/** A failed read: the server problem for a 5xx, otherwise the server's own words or our text. */
export function loadFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 500) return MANUAL_ORDER_MESSAGES.serverError;
  return failureMessage(error, fallback);
}

/** A failed command that was undone on the screen: the server's refusal (4xx with its words), otherwise our text saying it was undone. */
export function undoneFailure(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) || fallback;
}

/** A 5xx answer reads as the catalogue's server problem wherever its message is shown (the save queue shows the server's words). */
export function withServerProblem(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status < 500) return error;
  return new ApiError(error.kind, error.message, error.status, { mensagem: MANUAL_ORDER_MESSAGES.serverError }, error.method, error.path);
}

/** A failed call as the domain rules take it (status 0: no answer). */
export function callFailureOf(error: unknown): CallFailure {
  return error instanceof ApiError ? { status: error.status, serverMessage: error.serverMessage } : { status: 0 };
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** After a 401: true when the same user signed in again (the command may go again), false when the session ended. */
export function* signedInAgain(): SagaIterator<boolean> {
  const { login } = yield race({ login: take(loginSucceeded.type), cleared: take(sessionCleared.type) });
  return Boolean(login);
}

const quantitySaves = (entries: PendingSave[]): PendingSave[] => entries.filter((entry) => entry.queue === QUANTITY_QUEUE);

/** Quantities still moving: one being sent, or waiting behind nothing that failed, while signed in. */
function* quantitiesMoving(): SagaIterator<boolean> {
  const saves = quantitySaves(yield select(selectPendingSaves));
  if ((yield select(selectSessionStatus)) !== 'authenticated') return false;
  const failed = saves.some((entry) => entry.status === 'failed');
  return saves.some((entry) => entry.status === 'saving' || (entry.status === 'waiting' && !failed));
}

/** Waits until the quantity queue has sent what it can (a failed save, held for 'Tentar novamente', does not hold this up). */
export function* afterQuantitySaves(): SagaIterator {
  while (yield* quantitiesMoving()) yield take([saveSucceeded.type, saveFailed.type, saveDeferred.type]);
}

/** Quantities of the quotation whose save failed (not saved, with 'Tentar novamente'). */
export function* failedQuantitySaves(): SagaIterator<number> {
  return quantitySaves(yield select(selectPendingSaves)).filter((entry) => entry.status === 'failed').length;
}
