import { scrub } from './scrub';
import type { HttpMethod, RecordedAnswer } from './diagnostics';

/**
 * Answers calls from a diagnostic bundle's recorded answers (the read-only replay of DECISIONS 16).
 * A call matches a recorded answer with the same method, path and query (both scrubbed as
 * recorded) and the same JSON body, date-times aside (the home asks for "the last 90 days up to
 * today", and support replays on another day). Among matches, the latest wins.
 * null: the call was not recorded.
 */
export interface ReplayCall {
  method: HttpMethod;
  /** Path with query, already scrubbed like the recorded ones. */
  path: string;
  request?: unknown;
}

export type ReplayResponder = (call: ReplayCall) => { status: number; body: unknown } | null;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function comparable(body: unknown): string | undefined {
  return JSON.stringify(body, (_key, value: unknown) => (typeof value === 'string' && DATE_TIME.test(value) ? '[data-hora]' : value));
}

export function createReplayResponder(answers: readonly RecordedAnswer[]): ReplayResponder {
  return ({ method, path, request }) => {
    const sent = comparable(request === undefined ? undefined : scrub(request));
    for (let i = answers.length - 1; i >= 0; i -= 1) {
      const answer = answers[i];
      if (answer.method === method && answer.path === path && comparable(answer.request) === sent) return { status: answer.status, body: answer.body };
    }
    return null;
  };
}
