/**
 * Benchmark: how long `npm run mock-api -- --scenario large` takes to answer its first request
 * (the requirement is within 10 s), and the server's memory after it. Writes
 * e2e/bench/results/mock-api-startup.json and fails above the limit.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LIMIT_MS = 10_000;
const port = 8099;
const started = Date.now();
const child = spawn(process.execPath, ['-r', 'esbuild-register', 'mocks/server/standalone.ts', '--port', String(port), '--scenario', 'large'], { stdio: 'ignore' });

async function firstAnswer(): Promise<number> {
  while (Date.now() - started < LIMIT_MS * 3) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'comprador', password: 'comprador123' }),
      });
      if (answer.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

void (async () => {
  const ms = await firstAnswer();
  const figures = { scenario: 'large', firstAnswerMs: ms, limitMs: LIMIT_MS, rssMb: child.pid ? rssMb(child.pid) : null, at: new Date().toISOString() };
  child.kill();
  const out = path.resolve(__dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'mock-api-startup.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`mock API (large) first answer in ${ms} ms, RSS ${figures.rssMb} MB (limit ${LIMIT_MS} ms)`);
  process.exit(ms <= LIMIT_MS ? 0 : 1);
})();
