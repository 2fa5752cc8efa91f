import type { SagaIterator } from 'redux-saga';
import { call, type CallEffect } from 'redux-saga/effects';
import { safeUrl } from '../lib/safeUrl';
import { callApi, type ArgsWithoutSignal } from './callApi';

/** An export call: its answer's `mensagem` is the file's download link. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ExportApi = (...args: any[]) => Promise<{ mensagem?: string | null }>;

export class MissingDownloadLink extends Error {
  constructor() {
    super('The export answered no download link.');
  }
}

function* openLink(request: CallEffect<{ mensagem?: string | null }>): SagaIterator {
  const answer: { mensagem?: string | null } = yield request;
  // Only an http(s) or same-site address is opened: a javascript: or data: link counts as no link.
  const link = safeUrl(answer.mensagem);
  if (!link) throw new MissingDownloadLink();
  yield call([window, window.open], link, '_blank', 'noopener');
}

/**
 * The effect that asks for an export and opens the link it answers in a new window (the file
 * downloads there; the link carries its own key, no token). It throws the call's error, or
 * MissingDownloadLink when the answer has no link, for the caller's message; cancelling aborts
 * the call. Use it as `yield openDownloadLink(exportApi, ...args)`.
 */
export function openDownloadLink<Fn extends ExportApi>(fn: Fn, ...args: ArgsWithoutSignal<Fn>): CallEffect<void> {
  return call(openLink, callApi(fn, ...args) as CallEffect<{ mensagem?: string | null }>) as CallEffect<void>;
}
