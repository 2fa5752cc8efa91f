/**
 * How a browser benchmark runs (issue 31): on the production build (built first when dist/ is
 * missing) and the bench server of the `large` scenario, once per CPU rate (1×, then Chrome's CPU
 * throttling at 4×; BENCH_QUICK=1, the CI run, at 1× only; BENCH_CPU_RATES=1,4 chooses), each rate
 * writing its own result file. A rate whose measure fails is retried once, and says so on the
 * console and in its file (attempts, firstFailure); a rate that fails twice writes nothing, so
 * report.ts finds its figures missing and fails, and the script exits 1. Its old file is deleted
 * first: a failed run never leaves the figures of an earlier one behind.
 * BENCH_PORT changes the server's port (default 8096).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { RESULTS_DIR, writeResult } from './mockServer';
import { distIsBuilt, startBenchServer } from './benchServer';
import { launchBenchBrowser } from './browserMeasures';
import { rateFile } from './browserTargets';

export const QUICK = process.env.BENCH_QUICK === '1';
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8096);

/** The CPU slow-down rates measured: 1 (this machine) and 4 (an older laptop). */
export function cpuRates(): number[] {
  const chosen = process.env.BENCH_CPU_RATES?.split(',').map(Number).filter((rate) => rate >= 1);
  return chosen && chosen.length > 0 ? chosen : QUICK ? [1] : [1, 4];
}

export interface BenchContext {
  base: string;
  browser: Browser;
}

interface BrowserBench<F extends object> {
  /** Said on the console. */
  name: string;
  /** The result file at 1× (rateFile names the others). */
  file: string;
  /** Other files the measure writes itself, deleted first as its own. */
  alsoWrites?: string[];
  /** Once, before any rate (sign in, warm the mock up); its answer is handed to every measure. */
  prepare?: (bench: BenchContext) => Promise<unknown>;
  /** The figures at one CPU rate. */
  measure: (bench: BenchContext, rate: number, prepared: unknown) => Promise<F>;
}

/** Runs a browser bench at every rate (see the file's comment); exits 1 when a rate has no figures. */
export async function runBrowserBench<F extends object>(bench: BrowserBench<F>): Promise<void> {
  const rates = cpuRates();
  const old = [...[1, 4, ...rates].map((rate) => rateFile(bench.file, rate)), ...(bench.alsoWrites ?? [])];
  for (const file of old) fs.rmSync(path.join(RESULTS_DIR, file), { force: true });
  if (!distIsBuilt()) execSync('npm run build', { stdio: 'inherit' });
  const server = await startBenchServer(BENCH_PORT);
  const browser = await launchBenchBrowser();
  const context: BenchContext = { base: server.base, browser };
  let failed = false;
  try {
    const prepared = await bench.prepare?.(context);
    for (const rate of rates) {
      let firstFailure: string | undefined;
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const figures = await bench.measure(context, rate, prepared);
          const retry = firstFailure ? { firstFailure } : {};
          writeResult(rateFile(bench.file, rate), { ...figures, cpuRate: rate, attempts: attempt, ...retry, quick: QUICK, at: new Date().toISOString() });
          console.log(`${bench.name} at ${rate}× CPU${attempt > 1 ? ' (second attempt)' : ''}: ${JSON.stringify(figures)}`);
          break;
        } catch (error) {
          const said = error instanceof Error ? error.message.split('\n')[0] : String(error);
          // Whatever the failed attempt left open goes before the retry, so it measures a fresh page.
          await Promise.all(browser.contexts().map((open) => open.close().catch(() => undefined)));
          if (attempt === 1) {
            firstFailure = said;
            console.error(`${bench.name} at ${rate}× CPU did not complete (${said}); retrying once`);
          } else {
            failed = true;
            console.error(`${bench.name} at ${rate}× CPU did not complete twice: no figures written.`, error);
          }
        }
      }
    }
  } catch (error) {
    failed = true;
    console.error(`${bench.name} could not be prepared: no figures written.`, error);
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(failed ? 1 : 0);
}
