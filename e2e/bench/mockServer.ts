/**
 * Starts `mocks/server/standalone.ts` as its own process for a benchmark, on a port of its own,
 * and signs in. Shared by the startup and the lists benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningMockApi {
  child: ChildProcess;
  base: string;
  startedAt: number;
  /** Set once the child says it listens: until then an answer on the port would be another server's. */
  listening: boolean;
}

export function startMockApi(port: number, scenario: string): RunningMockApi {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'mocks/server/standalone.ts', '--port', String(port), '--scenario', scenario], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const api: RunningMockApi = { child, base: `http://127.0.0.1:${port}/api`, startedAt, listening: false };
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes(`:${port}/api`)) api.listening = true;
  });
  child.stderr?.resume();
  return api;
}

/**
 * Retries the login until the benchmark's own server answers; the token, or null after
 * `giveUpMs`. Throws when the child ended before listening (its port is taken by another server).
 */
export async function login(api: RunningMockApi, giveUpMs: number): Promise<string | null> {
  while (Date.now() - api.startedAt < giveUpMs) {
    if (api.child.exitCode !== null) throw new Error(`the mock API ended before listening (is ${api.base} taken by another server?)`);
    if (!api.listening) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    try {
      const answer = await fetch(`${api.base}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'comprador', password: 'comprador123' }),
      });
      if (answer.ok) return ((await answer.json()) as { jwttoken: string }).jwttoken;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export const RESULTS_DIR = path.resolve(__dirname, 'results');

export function writeResult(name: string, figures: object): void {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, name), `${JSON.stringify(figures, null, 2)}\n`);
}
