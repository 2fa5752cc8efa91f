import { cappedExponentialMs } from '../shared/lib/backoff';

/**
 * When a safe call (GET) is tried again: a dropped connection or a 502/503/504 up to `attempts`
 * tries, a timeout once more, after an exponential backoff or the server's Retry-After, never
 * longer than `capMs` (a Retry-After of an hour must not freeze the screen).
 */
export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 500, capMs: 5000 };

const RETRIED_STATUSES = [502, 503, 504];

/** Retry-After as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** What the policy reads of a failure (an ApiError; kept structural so this module needs no import of http.ts). */
interface Failure {
  kind: string;
  status: number;
  retryAfterMs?: number;
}

/** How long to wait before try number tries + 1, or null when the failure is final. */
export function retryDelayMs(failure: unknown, tries: number, policy: RetryPolicy): number | null {
  if (!(failure instanceof Error) || !('kind' in failure)) return null;
  const error = failure as Error & Failure;
  const retried = error.kind === 'network' || (error.kind === 'timeout' && tries < 2) || (error.kind === 'http' && RETRIED_STATUSES.includes(error.status));
  if (!retried || tries >= policy.attempts) return null;
  return error.retryAfterMs !== undefined ? Math.min(error.retryAfterMs, policy.capMs) : cappedExponentialMs(tries, policy.baseMs, policy.capMs);
}

/** Waits ms, or rejects with aborted() when the caller aborts meanwhile. */
export function pause(ms: number, signal: AbortSignal | undefined, aborted: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
