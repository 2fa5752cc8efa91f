import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import { FAST_TIMING, type Timing } from '../../shared/saga/timing';
import { runBridge } from './embedSagas';

/** Test harness (Jest only): the bridge on its own, a channel standing for the store. */
export const PARENT = 'https://portal.exemplo.com.br';
export const ALLOWED = [PARENT];

export type SessionStatus = 'anonymous' | 'authenticated' | 'expired';

/**
 * Runs the bridge with a fake parent window: `signal` is a screen (or the session) dispatching,
 * `put` what the bridge dispatched, `postMessage` every message it posted with its target origin.
 */
export function startBridge(timing: Timing = FAST_TIMING, session: { status: SessionStatus } = { status: 'authenticated' }) {
  const postMessage = jest.fn<void, [string, string]>();
  const channel = stdChannel();
  const put: UnknownAction[] = [];
  const parent = { postMessage } as unknown as Window; // stands for window.parent: inbound messages must come from it
  const task: Task = runSaga(
    { channel, context: { timing }, dispatch: (action: UnknownAction) => put.push(action), getState: () => ({ session }) },
    runBridge,
    { target: parent, origin: PARENT },
    ALLOWED,
  );
  const sent = () => postMessage.mock.calls.map(([text]) => JSON.parse(text) as Record<string, unknown>);
  const signal = (action: UnknownAction) => channel.put(action);
  return { task, postMessage, parent, sent, signal, put, session, actions: () => sent().map((m) => m.action) };
}
