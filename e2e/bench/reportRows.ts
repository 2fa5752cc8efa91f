/**
 * The rows of npm run bench's table (report.ts): every figure the benchmarks are expected to
 * write, read from e2e/bench/results/, with its target and pass or miss at 1× and 4× CPU. A row
 * is built whether or not its file exists (value null), so a missing figure is a row the report
 * can name, never a row that quietly is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './mockServer';
import { AUTOMATIC_ORDER_FILE, AUTOMATIC_ORDER_TARGETS, BASELINES_FILE, FIRST_PAGE_BUDGET_BYTES, FIRST_PAGE_FILE, JOURNEY_FILE, JOURNEY_TARGETS, MANUAL_ORDER_FILE, MANUAL_ORDER_TARGETS, meets, ORDER_REVIEW_FILE, ORDER_REVIEW_TARGETS, rateFile, type BaselineFigures, type FirstPageFigures, type JourneyFigures, type Target } from './browserTargets';

export const RATES = [1, 4] as const;
export type Rate = (typeof RATES)[number];

export interface Cell {
  value: number | null;
  /** '' when the figure has no target. */
  target: string;
  pass?: boolean;
  /** Measured on a second attempt (the first failed). */
  retried?: boolean;
}

export interface Row {
  name: string;
  /** The npm script that writes it. */
  bench: string;
  cells: Partial<Record<Rate, Cell>>;
  /** Informative only (for example a process's memory the system may not tell): not missing when null. */
  optional?: boolean;
  /** A limit that fails the command, not just a target. */
  over?: boolean;
}

type Json = Record<string, unknown>;

function read(file: string): Json | undefined {
  const full = path.join(RESULTS_DIR, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as Json) : undefined;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const one = (name: string, bench: string, value: unknown, target = '', optional = false): Row => ({ name, bench, cells: { 1: { value: num(value), target } }, optional });

/** The mock API's benchmarks, at this machine's speed only (a server, not the browser). */
function mockApiRows(): Row[] {
  const startup = read('mock-api-startup.json');
  const lists = read('mock-api-lists.json') as { targetMs?: number; endpoints?: { name: string; medianMs: number; p95Ms: number }[] } | undefined;
  const generation = read('mock-api-generation.json');
  const automatic = read('mock-api-automatic-order.json') as { targetMs?: number; indexBuildMs?: number; endpoints?: { name: string; p95Ms: number }[] } | undefined;
  const manual = read('mock-api-manual-order.json') as { targetMs?: number; firstPageTargetMs?: number; endpoints?: { name: string; p95Ms: number }[] } & Json | undefined;
  const limitMs = num(startup?.limitMs);
  const firstAnswer = num(startup?.firstAnswerMs);
  const rows: Row[] = [
    { ...one('startup: first answer (ms)', 'bench:startup', firstAnswer, `≤ ${limitMs ?? 10000}`), over: firstAnswer !== null && limitMs !== null && firstAnswer > limitMs },
    one('startup: server RSS (MB)', 'bench:startup', startup?.rssMb, '', true),
  ];
  const endpoints = (bench: string, list: { name: string; p95Ms: number; medianMs?: number }[] | undefined, targetMs: number | undefined, prefix = '') => {
    if (!list || list.length === 0) return [one(`${bench}: its endpoints`, bench, null)];
    return list.flatMap((endpoint) => [
      ...(endpoint.medianMs !== undefined ? [one(`${prefix}${endpoint.name}: median (ms)`, bench, endpoint.medianMs, `< ${targetMs}`)] : []),
      one(`${prefix}${endpoint.name}: p95 (ms)`, bench, endpoint.p95Ms, `< ${targetMs}`),
    ]);
  };
  rows.push(...endpoints('bench:lists', lists?.endpoints, lists?.targetMs));
  rows.push(
    one('generation (power quotation): total (ms)', 'bench:generation', generation?.generationMs),
    one('generation: slowest pedidoGerando meanwhile (ms)', 'bench:generation', generation?.slowestStatusMs, `< ${generation?.statusTargetMs ?? '?'}`),
    one('generation: server RSS after (MB)', 'bench:generation', generation?.rssMb, '', true),
    one('pedidoAutomatico: first request, index build (ms)', 'bench:automatic-order', automatic?.indexBuildMs),
    ...endpoints('bench:automatic-order', automatic?.endpoints, automatic?.targetMs, 'pedidoAutomatico '),
    one('pedidomanual: first page of 10 branches, first request (ms)', 'bench:manual-order', manual?.firstPageMs, `< ${manual?.firstPageTargetMs ?? '?'}`),
    one('pedidomanual: page 21 of branches, first request (ms)', 'bench:manual-order', manual?.laterPageFirstMs, `< ${manual?.firstPageTargetMs ?? '?'}`),
    one("pedidomanual: a branch's first products, first request (ms)", 'bench:manual-order', manual?.branchFirstItemsMs),
    one("pedidomanual: first total, every branch's proposal (ms)", 'bench:manual-order', manual?.firstTotalMs),
    ...endpoints('bench:manual-order', manual?.endpoints, manual?.targetMs, 'pedidomanual '),
  );
  return rows;
}

const BASELINE_ROWS: { name: string; figure: keyof BaselineFigures }[] = [
  { name: 'baseline: bare AG Grid, 5,000 rows visible, median (ms)', figure: 'bareOpenMedianMs' },
  { name: 'baseline: bare AG Grid scroll frame, p95 (ms)', figure: 'bareScrollP95Ms' },
  { name: 'baseline: vanilla cell update, Enter → DOM, p95 (ms)', figure: 'vanillaCommitP95Ms' },
  { name: 'baseline: vanilla cell update, Enter → painted, p95 (ms)', figure: 'vanillaCommitPaintP95Ms' },
];

/** A page bench's rows: each target at each rate where it has a bound, against the baselines of that rate. */
function pageRows<F extends object>(bench: string, file: string, targets: Target<F>[], baselines: Partial<Record<Rate, BaselineFigures>>): Row[] {
  const pages = Object.fromEntries(RATES.map((rate) => [rate, read(rateFile(file, rate))])) as Record<Rate, Json | undefined>;
  return targets.map((target) => {
    const cells: Row['cells'] = {};
    for (const rate of RATES) {
      const bound = target.at[rate];
      if (!bound) continue;
      const page = (pages[rate] ?? {}) as F;
      const value = num(target.value(page));
      const base = baselines[rate];
      const limit = bound.needsBaseline && !base ? null : Math.round(bound.limit(base ?? ({} as BaselineFigures), page) * 100) / 100;
      cells[rate] = { value, target: `${bound.rule}${limit !== null && bound.rule.includes('×') ? ` (${limit})` : ''}`, pass: value !== null && limit !== null ? meets(bound, value, limit) : undefined, retried: num(pages[rate]?.attempts) === 2 };
    }
    return { name: target.name, bench, cells };
  });
}

/** The browser benchmarks: the first page's JavaScript, the baselines, the pages and the journey. */
function browserRows(): Row[] {
  const first = read(FIRST_PAGE_FILE) as FirstPageFigures | undefined;
  const baselines = Object.fromEntries(RATES.map((rate) => [rate, read(rateFile(BASELINES_FILE, rate))])) as Partial<Record<Rate, BaselineFigures>>;
  const rows: Row[] = [
    { name: '/cotacao after login: JavaScript gzip (bytes)', bench: 'bench:browser', cells: { 1: { value: num(first?.gzipBytes), target: `≤ ${FIRST_PAGE_BUDGET_BYTES}`, pass: first ? first.gzipBytes <= FIRST_PAGE_BUDGET_BYTES : undefined } } },
    { name: '/cotacao after login: scripts with AG Grid code', bench: 'bench:browser', cells: { 1: { value: first ? first.scripts.filter((s) => s.hasAgGrid).length : null, target: '= 0', pass: first?.agGridFree } } },
    ...BASELINE_ROWS.map(({ name, figure }) => ({
      name,
      bench: 'bench:browser',
      cells: Object.fromEntries(RATES.map((rate) => [rate, { value: num(baselines[rate]?.[figure]), target: '', retried: num((baselines[rate] as Json | undefined)?.attempts) === 2 }])),
    })),
  ];
  return [
    ...rows,
    ...pageRows('bench:automatic-order-page', AUTOMATIC_ORDER_FILE, AUTOMATIC_ORDER_TARGETS, baselines),
    ...pageRows('bench:review-page', ORDER_REVIEW_FILE, ORDER_REVIEW_TARGETS, baselines),
    ...pageRows('bench:manual-order-page', MANUAL_ORDER_FILE, MANUAL_ORDER_TARGETS, baselines),
    ...pageRows('bench:journey', JOURNEY_FILE, JOURNEY_TARGETS, baselines),
  ];
}

export function reportRows(): Row[] {
  return [...mockApiRows(), ...browserRows()];
}

/** The rows whose figure is missing at a rate the run measures (quick: 1× only). */
export function missing(rows: Row[], rates: readonly Rate[]): { row: Row; rate: Rate }[] {
  return rows.flatMap((row) => (row.optional ? [] : rates.filter((rate) => row.cells[rate] && row.cells[rate]!.value === null).map((rate) => ({ row, rate }))));
}

/** The journey's interactions during which the main thread ran a task over 50 ms, per rate (browserJourney.ts). */
export function journeyLongTasks(): string[] {
  return RATES.flatMap((rate) => {
    const inp = (read(rateFile(JOURNEY_FILE, rate)) as JourneyFigures | undefined)?.inp ?? {};
    return Object.entries(inp)
      .filter(([, figures]) => (figures?.longestTaskMs ?? 0) > 0)
      .map(([step, figures]) => `${step} at ${rate}×: ${figures!.longestTaskMs} ms`);
  });
}
