import { recordAnswer } from '../shared/lib/diagnostics';
import { reportError } from '../shared/lib/errorReporting';
import type { ReplayResponder } from '../shared/lib/replayResponder';
import { scrubText } from '../shared/lib/scrub';
import { clearToken, readToken } from '../shared/lib/tokenStorage';
import { DEFAULT_RETRY, pause, retryAfterMs, retryDelayMs, type RetryPolicy } from './retryPolicy';
import { dropEarlyAnswers, keepEarlyAnswer, takeEarlyAnswer } from './earlyAnswers';
export { EARLY_READ_TTL_MS } from './earlyAnswers';

/**
 * The one fetch wrapper (spec 01 §7 "Response handling"). Adds the Bearer token, applies a
 * timeout and the caller's AbortSignal, turns 204 or an empty body into {}, raises
 * 'Failed to parse JSON' for a body it cannot parse, and turns other non-OK answers into a
 * reported ApiError; safe calls are retried (retryPolicy.ts). A 401 clears the token and notifies the session exactly once, however
 * many calls fail together. Every answer is recorded (scrubbed) for the support bundle; in a
 * read-only replay the answers come from the bundle and nothing reaches the network (DECISIONS 16).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly body: unknown = null,
    readonly method = 'GET',
    readonly path = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's Retry-After, in ms, when it sent one with a failure. */
  retryAfterMs?: number;

  /** The server's own message (field mensagem), when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { mensagem?: unknown; message?: unknown } | null;
    const text = body && typeof body === 'object' ? (body.mensagem ?? body.message) : undefined;
    return typeof text === 'string' && text.trim() ? text : undefined;
  }
}

export const PARSE_ERROR_MESSAGE = 'Failed to parse JSON';
/** The one wording of a 403, whatever the screen. */
export const FORBIDDEN_MESSAGE = 'Você está sem permissão para esta ação.';
export const INVALID_ANSWER_MESSAGE = 'O servidor enviou uma resposta que não pôde ser lida. Tente novamente.';
export const REPLAY_MISSING_MESSAGE = 'Modo de reprodução: esta chamada não foi gravada no diagnóstico.';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  /** A raw body (FormData for uploads); mutually exclusive with json. */
  body?: FormData | Blob | string;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false for calls made without a session (login, runtime configuration). */
  auth?: boolean;
  /** Non-OK statuses the caller handles as ordinary answers (a missing document's 404): thrown, not reported. */
  expectedStatuses?: readonly number[];
  /** Overrides the configured API base ('' = the app's own origin). */
  baseUrl?: string;
  /**
   * Whether a failure that may pass is tried again (retryPolicy.ts): by default GET. The legacy API sends some commands
   * as GET (generate, confirmar, inserirPedidos, marcar…): those say false; a read sent as POST may say true.
   */
  retry?: boolean;
  /** Extra request headers (for example Idempotency-Key of one-shot commands). */
  headers?: Record<string, string>;
  /**
   * The page is going away (pagehide, hidden tab): `fetch` with `keepalive: true`, so the request
   * outlives the page. Only while the keepalive bodies in flight stay within KEEPALIVE_MAX_BYTES
   * (the browser's quota); a bigger one goes as a normal request and its save stays in the outbox.
   */
  keepalive?: boolean;
}

/** The browser's quota for the bodies of keepalive requests in flight (Fetch standard: 64 KiB). */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;
let keepaliveBytesInFlight = 0;

type AmbientOptions = Pick<HttpOptions, 'headers' | 'keepalive'> & { early?: boolean };
/**
 * Options the caller gives every request it starts synchronously inside `run` (the save queue: its
 * save id, keepalive at exit; startEarly: the reads a page will make, started before its code).
 */
let ambient: AmbientOptions = {};
export function withRequestOptions<T>(options: AmbientOptions, run: () => T): T {
  ambient = options;
  try {
    return run();
  } finally {
    ambient = {};
  }
}

/** The bytes of a keepalive body, reserved from the quota until the answer; 0: not keepalive (not asked, or over the quota). */
function reserveKeepalive(wanted: boolean, body: BodyInit | undefined): number {
  const size = wanted && !(body instanceof FormData) ? new Blob([body as BlobPart]).size : 0;
  if (!size || keepaliveBytesInFlight + size > KEEPALIVE_MAX_BYTES) return 0;
  keepaliveBytesInFlight += size;
  return size;
}

interface HttpSettings {
  baseUrl: string;
  timeoutMs: number;
  onUnauthorized: () => void;
  /** Set in a diagnostic replay: the only source of answers. */
  replay: ReplayResponder | null;
  retry: RetryPolicy;
}

const settings: HttpSettings = { baseUrl: '/api', timeoutMs: 30_000, onUnauthorized: () => undefined, replay: null, retry: DEFAULT_RETRY };

export function configureHttp(next: Partial<HttpSettings>): void {
  Object.assign(settings, next);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>, baseUrl = settings.baseUrl): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, String(v)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Starts the GETs `run` makes (synchronously) now, kept for the screen's identical reads (a failed one is asked again by that read, which reports). */
export function startEarly(run: () => Promise<unknown>[]): void {
  if (settings.replay) return;
  for (const answer of withRequestOptions({ early: true }, run)) answer.catch(() => undefined);
}

function takeEarlyRead<T>(url: string, signal: AbortSignal | undefined): Promise<T> | undefined {
  const answer = takeEarlyAnswer<T>(url);
  if (!answer || !signal) return answer;
  const aborted = new Promise<never>((_, reject) => {
    const abort = () => reject(new ApiError('aborted', 'Chamada cancelada.', 0, null, 'GET', url));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
  return Promise.race([answer, aborted]);
}

/** A replayed call: the recorded answer, or a refusal; no token, no 401 handling, no report. */
function replayAnswer<T>(responder: ReplayResponder, method: NonNullable<HttpOptions['method']>, path: string, target: string, json: unknown): T {
  const answer = responder({ method, path: scrubText(target), request: json });
  if (!answer) throw new ApiError('network', REPLAY_MISSING_MESSAGE, 0, null, method, path);
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError('http', answer.status === 401 ? 'Sessão expirada.' : `HTTP ${answer.status}`, answer.status, answer.body, method, path);
  }
  return (answer.body ?? {}) as T;
}

/** One request, without retries or reports: the answer's body, or an ApiError. `early`: a 401 ends nothing (the screen's own read will). */
async function attempt<T>(path: string, options: HttpOptions, early = false): Promise<T> {
  const { method = 'GET', json, body, query, signal, timeoutMs = settings.timeoutMs, auth = true, baseUrl, headers: extraHeaders, keepalive = false } = options;
  const url = buildUrl(path, query, baseUrl);
  const target = `${path}${new URL(url).search}`;
  if (settings.replay) return replayAnswer<T>(settings.replay, method, path, target, json);
  // The token goes to the API's own origin only: never to a document store or any other host (issue 17 item 2).
  const token = auth && new URL(url).origin === new URL(settings.baseUrl, window.location.origin).origin ? readToken() : null;
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  const payload = json !== undefined ? JSON.stringify(json) : body;
  const reserved = reserveKeepalive(keepalive, payload);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: controller.signal,
      keepalive: reserved > 0,
    });
    // The body is read under the same timeout and abort: a server that stalls mid-answer is a timeout too.
    text = response.status === 204 ? '' : await response.text();
  } catch (cause) {
    throw timedOut
      ? new ApiError('timeout', 'O servidor demorou demais para responder.', 0, null, method, path)
      : signal?.aborted
        ? new ApiError('aborted', 'Chamada cancelada.', 0, null, method, path)
        : new ApiError('network', 'Não foi possível falar com o servidor. Verifique sua conexão.', 0, String(cause), method, path);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
    keepaliveBytesInFlight -= reserved;
  }

  let parsed: unknown = {};
  let parseFailed = false;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parseFailed = true;
      parsed = text;
    }
  }
  recordAnswer({ method, path: target, status: response.status, text, body: parsed, request: json });

  if (response.status === 401 && auth && !early) {
    // Only the first of many failing calls ends the session; the others find the token gone.
    if (token && readToken() === token) {
      clearToken();
      settings.onUnauthorized();
    }
    throw new ApiError('http', 'Sessão expirada.', 401, parsed, method, path);
  }
  if (!response.ok) {
    const error = new ApiError('http', `HTTP ${response.status}`, response.status, parsed, method, path);
    error.retryAfterMs = retryAfterMs(response.headers.get('Retry-After'));
    throw error;
  }
  if (parseFailed) throw new ApiError('parse', PARSE_ERROR_MESSAGE, response.status, null, method, path);
  return parsed as T;
}

/**
 * A call to the API. A safe call (GET, or a read that says retry) that meets a dropped connection, a timeout or a 502/503/504
 * is tried again after a backoff (the server's Retry-After when it sent one, capped), so a passing
 * fault never reaches the user; the last failure is reported once. Aborts are never reported.
 */
export async function http<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const { method = 'GET', signal } = options;
  // The caller's ambient options (withRequestOptions) hold only while http() is called: taken now, for every try.
  const request: HttpOptions = { ...options, headers: { ...ambient.headers, ...options.headers }, keepalive: options.keepalive ?? ambient.keepalive ?? false };
  if (method !== 'GET' && options.retry !== true) dropEarlyAnswers(); // a write may change what was read early
  else if (!settings.replay) {
    const url = buildUrl(path, options.query, options.baseUrl);
    if (ambient.early) {
      // Not reported: a failed early read is simply asked again by the screen (takeEarlyRead's caller below).
      const answer = send<T>(path, { ...request, signal: undefined }, true);
      keepEarlyAnswer(url, answer);
      return answer;
    }
    const early = takeEarlyRead<T>(url, signal);
    if (early) return early.catch((error: unknown) => (error instanceof ApiError && error.kind === 'aborted' ? Promise.reject(error) : send<T>(path, request)));
  }
  return send<T>(path, request);
}

/** The tries of one call (see http); the last failure is reported, unless the read is `early` (its screen asks again). */
async function send<T>(path: string, request: HttpOptions, early = false): Promise<T> {
  const { method = 'GET', expectedStatuses = [], signal, retry = method === 'GET' } = request;
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt<T>(path, request, early);
    } catch (error) {
      const wait = retry && !settings.replay ? retryDelayMs(error, tries, settings.retry) : null;
      if (wait !== null && !signal?.aborted) {
        await pause(wait, signal, () => new ApiError('aborted', 'Chamada cancelada.', 0, null, method, path));
        continue;
      }
      if (!early && error instanceof ApiError && error.kind !== 'aborted' && error.status !== 401 && !expectedStatuses.includes(error.status)) {
        reportError(error, `api:${error.kind}`, error.kind === 'http' ? { method, path, status: error.status, body: error.body } : { method, path });
      }
      throw error;
    }
  }
}

/** What to show for a failed call: the server's own message when it gave one, otherwise errorMessage. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403) return FORBIDDEN_MESSAGE;
  return (error instanceof ApiError && error.serverMessage) || errorMessage(error, fallback);
}

/** A message for the user from any failure of a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 403) return FORBIDDEN_MESSAGE;
  // The error keeps spec 01 §7's 'Failed to parse JSON' for logs and the support record; the user reads Portuguese.
  if (error.kind === 'parse') return INVALID_ANSWER_MESSAGE;
  return error.kind === 'http' ? fallback : error.message;
}
