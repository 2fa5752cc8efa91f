/**
 * npm run bench: prints ONE table of every figure in e2e/bench/results/*.json (the startup and
 * the lists benchmarks), with its target and the baseline of e2e/bench/baseline.json when there
 * is one. Exits 1 only when a hard limit (the startup's 10 s) is exceeded; list targets are reported.
 * `--save-baseline` stores the current figures as the baseline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './mockServer';

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
  return all;
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
