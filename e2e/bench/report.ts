/**
 * npm run bench: prints ONE table of every figure the benchmarks write in e2e/bench/results/
 * (reportRows.ts): value and target at 1× CPU, value and target at 4× CPU (Chrome's throttling),
 * each marked pass or MISS, and the figure of e2e/bench/baseline.json when there is one.
 * Exits 1 when an expected figure is missing (named, with the script that should have written
 * it: a benchmark never passes quietly) or a hard limit (the startup's 10 s) is exceeded; the
 * other targets are reported. BENCH_QUICK=1 (the CI run) expects the 1× figures only.
 * `--save-baseline` stores the current 1× figures as the baseline; `--clear` (npm run bench's first
 * step) deletes the results of an earlier run, so no figure of it is taken for one of this run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './mockServer';
import { journeyLongTasks, missing, RATES, reportRows, type Cell, type Rate } from './reportRows';

if (process.argv.includes('--clear')) {
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  process.exit(0);
}

const BASELINE = path.resolve(__dirname, 'baseline.json');
const QUICK = process.env.BENCH_QUICK === '1';
const expectedRates: readonly Rate[] = QUICK ? [1] : RATES;

const rows = reportRows();
if (process.argv.includes('--save-baseline')) {
  const values = Object.fromEntries(rows.map((row) => [row.name, row.cells[1]?.value ?? null]));
  fs.writeFileSync(BASELINE, `${JSON.stringify({ note: process.env.BASELINE_NOTE ?? '', figures: values }, null, 2)}\n`);
}
const baseline: Record<string, number | null> = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')).figures : {};

const valueText = (cell: Cell | undefined, over = false): string => {
  if (!cell) return '';
  const value = cell.value === null ? 'MISSING' : String(cell.value);
  const verdict = cell.value === null || cell.pass === undefined ? '' : cell.pass ? ' pass' : ' MISS';
  return `${value}${over ? ' OVER' : ''}${verdict}${cell.retried ? ' (retried)' : ''}`;
};

const table = [
  ['figure', 'value 1×', 'target 1×', 'value 4×', 'target 4×', 'baseline'],
  ...rows.map((row) => [row.name, valueText(row.cells[1], row.over), row.cells[1]?.target ?? '', valueText(row.cells[4]), row.cells[4]?.target ?? '', String(baseline[row.name] ?? '–')]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row: string[]) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
console.log([line(table[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.slice(1).map(line)].join('\n'));

const misses = rows.flatMap((row) => RATES.filter((rate) => row.cells[rate]?.pass === false).map((rate) => `${row.name} at ${rate}×`));
console.log(`\nTargets missed: ${misses.length === 0 ? 'none' : `${misses.length}\n  ${misses.join('\n  ')}`}`);
const longTasks = journeyLongTasks();
console.log(`Journey interactions with a main-thread task over 50 ms: ${longTasks.length === 0 ? 'none' : `\n  ${longTasks.join('\n  ')}`}`);
const absent = missing(rows, expectedRates);
if (absent.length > 0) {
  console.error(`\nFAILED: ${absent.length} expected figure(s) missing${QUICK ? ' (quick run: 1× only)' : ''}:`);
  for (const { row, rate } of absent) console.error(`  ${row.name} at ${rate}× (npm run ${row.bench})`);
}
const over = rows.filter((row) => row.over);
for (const row of over) console.error(`FAILED: ${row.name} is over its limit ${row.cells[1]?.target}`);
process.exit(absent.length > 0 || over.length > 0 ? 1 : 0);
