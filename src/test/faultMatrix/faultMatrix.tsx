import { screen, waitFor, within } from '@testing-library/react';
import type { FaultRule } from '../../../mocks/db/core/faults';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { configureHttp, FORBIDDEN_MESSAGE } from '../../api/http';
import { DEFAULT_RETRY } from '../../api/retryPolicy';
import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_DIR, recordFigure, recordZero } from '../reliabilityFigures';
import type { renderApp } from '../renderWithProviders';
import { signInThrough } from '../sessionExpiry';
import { onTeardown } from '../teardown';

/**
 * The fault matrix (issue 17 item 4): each key flow × each fault, on the real app (renderApp: real
 * store, sagas, routes, mock API). A flow says how to reach the request, what the user typed, and
 * what success and failure look like; the matrix injects the fault and checks what every cell must
 * hold: no page error, no blank screen, Portuguese only, nothing typed lost, the right follow-up.
 */
export type FaultKind = 'network' | '500' | '502' | '503' | 'timeout' | 'malformed' | 'html200' | 'empty' | '401' | '403' | 'latency';

export const FAULT_KINDS: FaultKind[] = ['network', '500', '502', '503', 'timeout', 'malformed', 'html200', 'empty', '401', '403', 'latency'];

/** The call's timeout in the matrix (the app's 30 s, scaled down); a timed-out request is held this much longer. */
export const MATRIX_TIMEOUT_MS = 300;
/** The retry policy in the matrix: the app's, scaled down; a Retry-After of 1–2 s is capped to capMs. */
export const MATRIX_RETRY = { attempts: DEFAULT_RETRY.attempts, baseMs: 10, capMs: 60 };
const LATENCY_MS = 3000;

const FAULT_RULES: Record<FaultKind, Omit<FaultRule, 'method' | 'path'>> = {
  network: { networkError: true },
  '500': { status: 500 },
  '502': { status: 502, retryAfter: 1 },
  '503': { status: 503, retryAfter: 2 },
  // Held past the timeout, then dropped: the late answer must not reach the real handler (it would land in the next cell's db).
  timeout: { delayMs: MATRIX_TIMEOUT_MS * 4, networkError: true },
  malformed: { malformed: true },
  html200: { html: true },
  empty: { empty: true },
  '401': { status: 401, times: 1 },
  '403': { status: 403 },
  latency: { delayMs: LATENCY_MS, times: 1 },
};

/** Faults that pass by themselves: a safe call tries again and the user never sees them. */
const PASSING: Partial<Record<FaultKind, number>> = { network: MATRIX_RETRY.attempts - 1, '502': MATRIX_RETRY.attempts - 1, '503': MATRIX_RETRY.attempts - 1, timeout: 1 };

/** English or technical text that must never reach the user. */
const NOT_FOR_USERS = /Failed to parse JSON|HTTP \d{3}|Failed to fetch|NetworkError|TypeError|Unexpected token|is not valid JSON|\bundefined\b|\bnull\b|NaN|\[object Object\]|Bad Gateway|Internal Server Error|Service Unavailable/;

export type View = ReturnType<typeof renderApp>;

export interface Flow<C = unknown> {
  id: string;
  label: string;
  /** The request the fault hits. */
  method: string;
  path: string;
  /** A read, tried again by the platform: network, 502, 503 and a timeout pass by themselves. */
  safe: boolean;
  /** Renders the screen and brings it to just before the request (for a load, the fault is already in place). */
  open: () => Promise<C & { view: View }>;
  /** Whether the fault is injected before open (a load) or after it (an action). */
  faultBeforeOpen?: boolean;
  /** What makes the request (a click, typing, a blur); nothing for a load. */
  trigger?: (ctx: C & { view: View }) => Promise<void>;
  /** The page's heading or landmark, still there after any fault. */
  landmark: () => HTMLElement | null;
  /** Waits for the flow's success (the list, the saved value on the server, the next screen). */
  succeeded: (ctx: C & { view: View }) => Promise<void>;
  /** Waits for the failure's message to the user and returns its text. */
  failureText: (ctx: C & { view: View }) => Promise<string>;
  /** Asserts that what the user typed is still on the screen (or in the pending save). */
  typedKept?: (ctx: C & { view: View }) => void;
  /** What a 403 says here when the spec gives its own words (the login's wrong credentials); else FORBIDDEN_MESSAGE. */
  forbiddenText?: string;
  /** A 401 here is a wrong password (the login itself), not an expired session. */
  on401?: 'login' | 'message';
  /** What the user does after signing in again through 'Sessão expirada' (a load: open it again). */
  afterLogin?: (ctx: C & { view: View }) => Promise<void>;
  /** How the flow takes an empty answer: a success (nothing to show) or a failure. */
  emptyIs: 'success' | 'failure';
  /**
   * An edit that leaves through the save queue: without a connection it is not a failure but waits
   * (issue 17 item 3): 'Sem conexão' shows, the value stays, and it lands once the server answers again.
   */
  queuedSave?: boolean;
  /** The request's busy indicator; by default anything marked aria-busy (the app's tables and buttons). */
  spinner?: () => HTMLElement | null;
}

/** A flow of any context, for the lists of a matrix file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFlow = Flow<any>;

export interface CellResult {
  flow: string;
  fault: FaultKind;
  passed: boolean;
  spinnerOverMs?: number;
}

/** Runs in beforeEach/afterEach of a matrix file: short timeout and retries, console.error counted. */
export function matrixLifecycle(): { consoleErrors: () => unknown[][]; pageErrors: () => unknown[] } {
  let errors: unknown[][] = [];
  let pageErrors: unknown[] = [];
  const onError = (event: ErrorEvent): void => void pageErrors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent): void => void pageErrors.push(event.reason);
  beforeEach(() => {
    errors = [];
    pageErrors = [];
    configureHttp({ timeoutMs: MATRIX_TIMEOUT_MS, retry: MATRIX_RETRY });
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    configureHttp({ timeoutMs: 30_000, retry: DEFAULT_RETRY });
    jest.restoreAllMocks();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  return { consoleErrors: () => errors, pageErrors: () => pageErrors };
}

let okAnswers = 0;

/** How many 2xx answers the faulted route gave in this cell (a save that landed). */
export function landed(): number {
  return okAnswers;
}

function countOkAnswers(method: string, pathPattern: RegExp): void {
  okAnswers = 0;
  const listener = ({ request, response }: { request: Request; response: Response }): void => {
    if (request.method === method && pathPattern.test(new URL(request.url).pathname) && response.ok) okAnswers += 1;
  };
  server.events.on('response:mocked', listener);
  onTeardown(() => server.events.removeListener('response:mocked', listener));
}

/** Counts the faulted route's requests and remembers when the first one left (the wait the user sees starts there). */
function countRequests(method: string, pathPattern: RegExp): { count: () => number; firstAt: () => number | undefined } {
  let count = 0;
  let firstAt: number | undefined;
  const listener = ({ request }: { request: Request }): void => {
    if (request.method !== method || !pathPattern.test(new URL(request.url).pathname)) return;
    count += 1;
    firstAt ??= performance.now();
  };
  server.events.on('request:start', listener);
  onTeardown(() => server.events.removeListener('request:start', listener));
  return { count: () => count, firstAt: () => firstAt };
}

function patternOf(path: string): RegExp {
  return new RegExp(`${path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
}

function busyIndicator(): Element | null {
  return document.querySelector('[aria-busy="true"]');
}

function visibleText(): string {
  return document.body.textContent ?? '';
}

/** One cell: inject, act, and check what every cell must hold. Throws (fails the test) when a check misses. */
export async function runCell<C>(flow: Flow<C>, fault: FaultKind, watch: ReturnType<typeof matrixLifecycle>): Promise<CellResult> {
  const rule: FaultRule = { method: flow.method, path: flow.path, ...FAULT_RULES[fault] };
  const passes = flow.safe && PASSING[fault] !== undefined;
  if (passes) rule.times = PASSING[fault];
  const requests = countRequests(flow.method, patternOf(flow.path));
  countOkAnswers(flow.method, patternOf(flow.path));
  // 3 s of latency is within the app's 30 s timeout: it must wait, not fail.
  if (fault === 'latency') configureHttp({ timeoutMs: 30_000 });
  if (flow.faultBeforeOpen) db().faults.add(rule);
  const ctx = await flow.open();
  if (!flow.faultBeforeOpen) db().faults.add(rule);
  const started = performance.now();
  await flow.trigger?.(ctx);
  let spinnerOverMs: number | undefined;

  if (fault === '401' && flow.on401 !== 'message') {
    const dialog = await screen.findByRole('dialog', { name: 'Sessão expirada' });
    flow.typedKept?.(ctx);
    await within(dialog).findByLabelText('Login'); // the form is a lazy chunk
    await signInThrough(dialog, ctx.view.user, 'comprador', 'comprador123');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sessão expirada' })).toBeNull());
    // The same user carries on: a queued save leaves by itself, a load is asked again by the user.
    await flow.afterLogin?.(ctx);
    await flow.succeeded(ctx);
  } else if (fault === 'network' && flow.queuedSave) {
    expect(await screen.findByText('Sem conexão')).toHaveAttribute('role', 'status');
    flow.typedKept?.(ctx);
    db().faults.clear(); // the connection is back: the queued edit drains by itself
    await flow.succeeded(ctx);
    await waitFor(() => expect(screen.queryByText('Sem conexão')).toBeNull());
  } else if (fault === 'empty' && flow.emptyIs === 'success') {
    // The mock answered 200 with nothing in place of the server: the screen takes it as done and keeps the value.
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    flow.typedKept?.(ctx);
  } else if (passes || fault === 'latency') {
    await flow.succeeded(ctx);
    if (passes) expect(requests.count()).toBe((PASSING[fault] ?? 0) + 1);
  } else {
    // A live region may be in place before its words: wait for the words.
    const text = await waitFor(async () => {
      const said = await flow.failureText(ctx);
      expect(said.trim()).not.toBe('');
      return said;
    });
    expect(text).not.toMatch(NOT_FOR_USERS);
    if (fault === '403') expect(text).toContain(flow.forbiddenText ?? FORBIDDEN_MESSAGE);
    flow.typedKept?.(ctx);
  }
  if (fault === 'timeout') {
    // A safe call waits one timeout and a capped backoff before its second try succeeds; any other, one timeout.
    const limit = MATRIX_TIMEOUT_MS + (passes ? MATRIX_RETRY.capMs : 0) + 1000;
    await waitFor(() => expect((flow.spinner ?? busyIndicator)()).toBeNull());
    spinnerOverMs = Math.max(0, performance.now() - (requests.firstAt() ?? started) - limit);
    expect(spinnerOverMs).toBe(0);
  }
  expect(flow.landmark()).not.toBeNull();
  expect(visibleText()).not.toMatch(NOT_FOR_USERS);
  expect(watch.consoleErrors()).toEqual([]);
  expect(watch.pageErrors()).toEqual([]);
  return { flow: flow.id, fault, passed: true, spinnerOverMs };
}

/**
 * The figures of one matrix file's flows: cells run / passing per flow. Called in afterAll with the
 * results the cells pushed (a failing cell pushes nothing, so a miss shows as fewer passing).
 */
export function recordMatrix(flows: AnyFlow[], results: CellResult[]): void {
  for (const flow of flows) {
    const passing = results.filter((r) => r.flow === flow.id && r.passed).length;
    recordFigure({
      id: `faults.matrix.${flow.id}`,
      area: '4 Matriz de falhas',
      label: `Matriz de falhas: ${flow.label} (células passando / executadas)`,
      value: `${passing}/${FAULT_KINDS.length}`,
      target: `= ${FAULT_KINDS.length}/${FAULT_KINDS.length}`,
      pass: passing === FAULT_KINDS.length,
    });
  }
  recordTotal();
  for (const flow of flows) {
    const over = results.filter((r) => r.flow === flow.id && (r.spinnerOverMs ?? 0) > 0).length;
    const measured = results.filter((r) => r.flow === flow.id && r.spinnerOverMs !== undefined).length;
    fs.mkdirSync(SPINNERS_DIR, { recursive: true });
    fs.writeFileSync(path.join(SPINNERS_DIR, `${flow.id}.json`), JSON.stringify({ over, measured }));
  }
  recordSpinners();
}

/** Per-flow spinner counts, summed into one figure (each matrix file adds its flows). */
const SPINNERS_DIR = path.join(FIGURES_DIR, '..', 'faultSpinners');

function recordSpinners(): void {
  const counts = fs.readdirSync(SPINNERS_DIR).map((name) => JSON.parse(fs.readFileSync(path.join(SPINNERS_DIR, name), 'utf8')) as { over: number; measured: number });
  const measured = counts.reduce((sum, c) => sum + c.measured, 0);
  recordZero('faults.spinnerOverTimeout', '4 Matriz de falhas', `Esperas além do timeout + 1 s (células de timeout medidas: ${measured})`, counts.reduce((sum, c) => sum + c.over, 0));
}

/** The flows the issue names; the total passes when all of them ran every fault and passed. */
export const MATRIX_FLOW_COUNT = 12;

/** Sums the per-flow figures written so far (each matrix file adds its flows) into faults.matrix.total. */
function recordTotal(): void {
  const figures = fs
    .readdirSync(FIGURES_DIR)
    .filter((name) => /^faults\.matrix\.(?!total)/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(FIGURES_DIR, name), 'utf8')) as { value: string });
  const [passing, run] = figures.map((f) => f.value.split('/').map(Number)).reduce(([p, r], [fp, fr]) => [p + fp, r + fr], [0, 0]);
  recordFigure({
    id: 'faults.matrix.total',
    area: '4 Matriz de falhas',
    label: `Matriz de falhas: todas as células (${figures.length} de ${MATRIX_FLOW_COUNT} fluxos × ${FAULT_KINDS.length} falhas)`,
    value: `${passing}/${MATRIX_FLOW_COUNT * FAULT_KINDS.length}`,
    target: `= ${MATRIX_FLOW_COUNT * FAULT_KINDS.length}/${MATRIX_FLOW_COUNT * FAULT_KINDS.length}`,
    pass: passing === run && run === MATRIX_FLOW_COUNT * FAULT_KINDS.length,
  });
}

/** A matrix file: every flow × every fault, one test per cell, and the figures once the cells ran. */
export function describeMatrix(flows: AnyFlow[]): void {
  const results: CellResult[] = [];
  const watch = matrixLifecycle();
  afterAll(() => recordMatrix(flows, results));
  describe.each(flows)('fault matrix: $label', (flow) => {
    it.each(FAULT_KINDS)('%s', async (fault) => {
      results.push(await runCell(flow, fault, watch));
    });
  });
}
