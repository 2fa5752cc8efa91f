import { reportError } from '../shared/lib/errorReporting';
import { clearToken, readToken } from '../shared/lib/tokenStorage';

/**
 * The one fetch wrapper (spec 01 §7 "Response handling"). Adds the Bearer token, applies a
 * timeout and the caller's AbortSignal, turns 204 or an empty body into {}, raises
 * 'Failed to parse JSON' for a body it cannot parse, and turns other non-OK answers into a
 * reported ApiError. A 401 clears the token and notifies the session exactly once, however
 * many calls fail together.
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

  /** The server's own message (field mensagem), when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { mensagem?: unknown; message?: unknown } | null;
    const text = body && typeof body === 'object' ? (body.mensagem ?? body.message) : undefined;
    return typeof text === 'string' && text.trim() ? text : undefined;
  }
}

export const PARSE_ERROR_MESSAGE = 'Failed to parse JSON';

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
  /** Overrides the configured API base ('' = the app's own origin). */
  baseUrl?: string;
}

interface HttpSettings {
  baseUrl: string;
  timeoutMs: number;
  onUnauthorized: () => void;
}

const settings: HttpSettings = { baseUrl: '/api', timeoutMs: 30_000, onUnauthorized: () => undefined };

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

export async function http<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const { method = 'GET', json, body, query, signal, timeoutMs = settings.timeoutMs, auth = true, baseUrl } = options;
  const token = auth ? readToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
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

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, baseUrl), {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
      signal: controller.signal,
    });
  } catch (cause) {
    const error = timedOut
      ? new ApiError('timeout', 'O servidor demorou demais para responder.', 0, null, method, path)
      : signal?.aborted
        ? new ApiError('aborted', 'Chamada cancelada.', 0, null, method, path)
        : new ApiError('network', 'Não foi possível falar com o servidor. Verifique sua conexão.', 0, String(cause), method, path);
    if (error.kind !== 'aborted') reportError(error, `api:${error.kind}`, { method, path });
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  const text = response.status === 204 ? '' : await response.text();
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

  if (response.status === 401 && auth) {
    // Only the first of many failing calls ends the session; the others find the token gone.
    if (token && readToken() === token) {
      clearToken();
      settings.onUnauthorized();
    }
    throw new ApiError('http', 'Sessão expirada.', 401, parsed, method, path);
  }
  if (!response.ok) {
    const error = new ApiError('http', `HTTP ${response.status}`, response.status, parsed, method, path);
    reportError(error, 'api:http', { method, path, status: response.status, body: parsed });
    throw error;
  }
  if (parseFailed) {
    const error = new ApiError('parse', PARSE_ERROR_MESSAGE, response.status, null, method, path);
    reportError(error, 'api:parse', { method, path });
    throw error;
  }
  return parsed as T;
}

/** A message for the user from any failure of a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind !== 'http') return error.message;
  return fallback;
}
