/**
 * npm run bench: prints ONE table of every figure in e2e/bench/results/*.json (the mock API's
 * startup, lists, generation and manual order, the browser benchmarks and their automatic-order targets), with its target and the baseline of e2e/bench/baseline.json when there
 * is one. Exits 1 only when a hard limit (the startup's 10 s) is exceeded; list targets are reported.
 * `--save-baseline` stores the current figures as the baseline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './mockServer';
import { AUTOMATIC_ORDER_FILE, AUTOMATIC_ORDER_TARGETS, BASELINES_FILE, FIRST_PAGE_FILE, ORDER_REVIEW_FILE, ORDER_REVIEW_TARGETS, type AutomaticOrderFigures, type BaselineFigures, type FirstPageFigures, type OrderReviewFigures, type Target } from './browserTargets';

interface Figure {
  name: string;
  value: number | null;
  target: string;
  /** A limit that fails the command, not just a target. */
  over?: boolean;
}

interface StartupResult {
  firstAnswerMs: number;
  limitMs: number;
  rssMb: number | null;
}

interface ListsResult {
  runs: number;
  targetMs: number;
  endpoints: { name: string; medianMs: number; p95Ms: number }[];
}

interface GenerationResult {
  generationMs: number;
  slowestStatusMs: number;
  statusTargetMs: number;
  rssMb: number | null;
}

const BASELINE = path.resolve(__dirname, 'baseline.json');

function read<T>(file: string): T | undefined {
  const full = path.join(RESULTS_DIR, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : undefined;
}

function figures(): Figure[] {
  const all: Figure[] = [];
  const startup = read<StartupResult>('mock-api-startup.json');
  if (startup) {
    all.push({ name: 'startup: first answer (ms)', value: startup.firstAnswerMs, target: `≤ ${startup.limitMs}`, over: startup.firstAnswerMs > startup.limitMs });
    all.push({ name: 'startup: server RSS (MB)', value: startup.rssMb, target: '' });
  }
  const lists = read<ListsResult>('mock-api-lists.json');
  for (const endpoint of lists?.endpoints ?? []) {
    all.push({ name: `${endpoint.name}: median (ms)`, value: endpoint.medianMs, target: `< ${lists!.targetMs}` });
    all.push({ name: `${endpoint.name}: p95 (ms)`, value: endpoint.p95Ms, target: `< ${lists!.targetMs}` });
  }
  const generation = read<GenerationResult>('mock-api-generation.json');
  if (generation) {
    all.push({ name: 'generation (power quotation): total (ms)', value: generation.generationMs, target: '' });
    all.push({ name: 'generation: slowest pedidoGerando meanwhile (ms)', value: generation.slowestStatusMs, target: `< ${generation.statusTargetMs}` });
    all.push({ name: 'generation: server RSS after (MB)', value: generation.rssMb, target: '' });
  }
  const automatic = read<ListsResult & { indexBuildMs: number }>('mock-api-automatic-order.json');
  if (automatic) all.push({ name: 'pedidoAutomatico: first request, index build (ms)', value: automatic.indexBuildMs, target: '' });
  for (const endpoint of automatic?.endpoints ?? []) all.push({ name: `pedidoAutomatico ${endpoint.name}: p95 (ms)`, value: endpoint.p95Ms, target: `< ${automatic!.targetMs}` });
  return [...all, ...manualOrderFigures(), ...browserFigures()];
}

interface ManualOrderResult extends ListsResult {
  firstPageMs: number;
  firstPageTargetMs: number;
  laterPageFirstMs: number;
  branchFirstItemsMs: number;
  firstTotalMs: number;
}

/** The manual order of the power buyer (mockApiManualOrder.ts). */
function manualOrderFigures(): Figure[] {
  const manual = read<ManualOrderResult>('mock-api-manual-order.json');
  if (!manual) return [];
  return [
    { name: 'pedidomanual: first page of 10 branches, first request (ms)', value: manual.firstPageMs, target: `< ${manual.firstPageTargetMs}` },
    { name: 'pedidomanual: page 21 of branches, first request (ms)', value: manual.laterPageFirstMs, target: `< ${manual.firstPageTargetMs}` },
    { name: "pedidomanual: a branch's first products, first request (ms)", value: manual.branchFirstItemsMs, target: '' },
    { name: "pedidomanual: first total, every branch's proposal (ms)", value: manual.firstTotalMs, target: '' },
    ...manual.endpoints.map((endpoint) => ({ name: `pedidomanual ${endpoint.name}: p95 (ms)`, value: endpoint.p95Ms, target: `< ${manual.targetMs}` })),
  ];
}

/** The browser benchmarks (browserBenches.ts) and the automatic-order and review page benches. */
function browserFigures(): Figure[] {
  const all: Figure[] = [];
  const first = read<FirstPageFigures>(FIRST_PAGE_FILE);
  if (first) {
    all.push({ name: '/cotacao after login: JavaScript gzip (bytes)', value: first.gzipBytes, target: `≤ ${first.budgetBytes}` });
    all.push({ name: '/cotacao after login: scripts with AG Grid code', value: first.scripts.filter((s) => s.hasAgGrid).length, target: '0' });
  }
  const baselines = read<BaselineFigures>(BASELINES_FILE);
  if (!baselines) return all;
  all.push({ name: 'baseline: bare AG Grid, 5,000 rows visible, median (ms)', value: baselines.bareOpenMedianMs, target: '' });
  all.push({ name: 'baseline: bare AG Grid scroll frame, p95 (ms)', value: baselines.bareScrollP95Ms, target: '' });
  all.push({ name: 'baseline: vanilla cell update, Enter → DOM, p95 (ms)', value: baselines.vanillaCommitP95Ms, target: '' });
  all.push({ name: 'baseline: vanilla cell update, Enter → painted, p95 (ms)', value: baselines.vanillaCommitPaintP95Ms, target: '' });
  return [...all, ...pageFigures(baselines, read<AutomaticOrderFigures>(AUTOMATIC_ORDER_FILE) ?? {}, AUTOMATIC_ORDER_TARGETS), ...pageFigures(baselines, read<OrderReviewFigures>(ORDER_REVIEW_FILE) ?? {}, ORDER_REVIEW_TARGETS)];
}

/** A page bench's figures, each beside its target computed from the baselines of the same run. */
function pageFigures<F extends object>(baselines: BaselineFigures, page: F, targets: Target<F>[]): Figure[] {
  return targets.map((target) => {
    const limit = Math.round(target.limit(baselines, page) * 100) / 100;
    const value = page[target.figure];
    return { name: target.name, value: typeof value === 'number' ? value : null, target: `${target.rule} (${limit})` };
  });
}

const current = figures();
if (process.argv.includes('--save-baseline')) {
  const values = Object.fromEntries(current.map((f) => [f.name, f.value]));
  fs.writeFileSync(BASELINE, `${JSON.stringify({ note: process.env.BASELINE_NOTE ?? '', figures: values }, null, 2)}\n`);
}
const baseline: Record<string, number | null> = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')).figures : {};

const rows = [['figure', 'value', 'target', 'baseline'], ...current.map((f) => [f.name, String(f.value ?? '–') + (f.over ? ' OVER' : ''), f.target || '–', String(baseline[f.name] ?? '–')])];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
console.log([line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n'));
if (current.length === 0) console.log('No results yet: run npm run bench.');
process.exit(current.some((f) => f.over) ? 1 : 0);
