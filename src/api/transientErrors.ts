import { ApiError } from './http';

/**
 * Failures after which a one-shot command (order generation, order sending) may have reached the
 * server or not, and is worth sending again with the same Idempotency-Key: the network, a timeout,
 * an unreadable answer, a server error (5xx), 408 and 429. The server's refusals (other 4xx) are
 * answers, and an abort is the app's own doing: neither is retried.
 */
export function isTransientApiError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind !== 'http') return error.kind !== 'aborted';
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
