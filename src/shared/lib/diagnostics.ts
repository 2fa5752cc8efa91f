import { scrub, scrubText } from './scrub';

/**
 * What support needs to see the screen behind a failure (DECISIONS 16): the last dispatched
 * actions, the last API answers and the last screen, kept in memory in bounded ring buffers.
 * Everything is scrubbed as it is recorded, so nothing with a token, a password or personal
 * data is ever held here.
 */
export interface RecordedAction {
  at: string;
  type: string;
  /** The payload as scrubbed JSON, cut to ACTION_PAYLOAD_LIMIT characters. */
  payload?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RecordedAnswer {
  at: string;
  method: HttpMethod;
  /** The path as the app asked for it (without the API base), with its query, scrubbed. */
  path: string;
  status: number;
  body: unknown;
  /** The JSON body the app sent, scrubbed, when small enough to tell calls to the same path apart. */
  request?: unknown;
}

export const ACTION_LIMIT = 50;
export const ANSWER_LIMIT = 40;
export const ACTION_PAYLOAD_LIMIT = 500;
export const ANSWER_BODY_LIMIT = 100_000;
export const REQUEST_BODY_LIMIT = 4_000;

let actions: RecordedAction[] = [];
let answers: RecordedAnswer[] = [];
let route: string | null = null;

function push<T>(buffer: T[], item: T, limit: number): T[] {
  return buffer.length < limit ? [...buffer, item] : [...buffer.slice(buffer.length - limit + 1), item];
}

/** A small copy of a value (a few levels, a few items each): recording never walks a huge payload. */
function preview(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? '[função]' : value;
  if (depth >= 4) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, 8).map((v) => preview(v, depth + 1));
    return value.length > 8 ? [...items, `[+${value.length - 8}]`] : items;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const out: Record<string, unknown> = Object.fromEntries(entries.slice(0, 12).map(([k, v]) => [k, preview(v, depth + 1)]));
  if (entries.length > 12) out['…'] = `+${entries.length - 12}`;
  return out;
}

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** Records one dispatched action; `keepPayload: false` for actions whose payload is private (login). */
export function recordAction(action: { type: string; payload?: unknown }, keepPayload = true): void {
  const entry: RecordedAction = { at: new Date().toISOString(), type: action.type };
  if (keepPayload && action.payload !== undefined) entry.payload = cut(JSON.stringify(scrub(preview(action.payload))) ?? '', ACTION_PAYLOAD_LIMIT);
  actions = push(actions, entry, ACTION_LIMIT);
}

interface AnswerInput {
  method: HttpMethod;
  path: string;
  status: number;
  /** The answer's text as received, for its size. */
  text: string;
  body: unknown;
  request?: unknown;
}

/** Records one API answer. A body larger than ANSWER_BODY_LIMIT is replaced by a note of its size. */
export function recordAnswer({ method, path, status, text, body, request }: AnswerInput): void {
  const entry: RecordedAnswer = {
    at: new Date().toISOString(),
    method,
    path: scrubText(path),
    status,
    body: text.length > ANSWER_BODY_LIMIT ? `[resposta de ${text.length} caracteres não guardada]` : scrub(body),
  };
  const requestJson = request === undefined ? undefined : JSON.stringify(request);
  if (requestJson !== undefined && requestJson.length <= REQUEST_BODY_LIMIT) entry.request = scrub(request);
  answers = push(answers, entry, ANSWER_LIMIT);
}

/** Notes the screen being shown (pathname + search); the support page itself does not count. */
export function recordRoute(pathAndSearch: string): void {
  if (!/^\/suporte(\/|\?|$)/.test(pathAndSearch)) route = scrubText(pathAndSearch);
}

export const recentActions = (): RecordedAction[] => actions;
export const recentAnswers = (): RecordedAnswer[] => answers;
export const lastRoute = (): string | null => route;

/** Empties the buffers (a new test, or a replay that must not mix its own calls with the bundle's). */
export function clearDiagnostics(): void {
  actions = [];
  answers = [];
  route = null;
}
