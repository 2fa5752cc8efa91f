import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { db, installDb, resetDb, setKeyRotation } from '../db/core/current';
import type { ScenarioName } from '../db/core/types';
import { generationRunning } from '../db/generation/generationJobs';
import { clearDatabase, loadDatabase, saveDatabase } from '../db/persist/dataFolder';

/**
 * Where the mock API keeps its database (README "Where the data lives", docs/decisions.md "The
 * embedded backend keeps its data"): `--data <folder>` or MOCK_DATA_DIR; by default the `demo`
 * scenario lives in `.mock-data/demo` of the project (git-ignored) and `e2e` and `large` in memory
 * (`--memory` or MOCK_DATA_DIR=memory keeps any scenario in memory). `--fresh` or MOCK_FRESH=1
 * starts the folder over. A saved database signs tokens with its own key, kept with it; a new
 * one (fresh start, POST /__mock/reset) gets a new key, so older sessions end with 401.
 *
 * When it is saved: an answer to a write (any method but GET/HEAD/OPTIONS) is held until the
 * database that includes it is on disk (the writes ending together share one save), so an
 * acknowledged edit survives `kill -9`; anything else that may change it (reads that settle
 * simulated answers or move sent orders on, a generation finishing) is saved within FLUSH_MS.
 */
export const FLUSH_MS = 1000;
const PROJECT_FOLDER = path.resolve(__dirname, '../../.mock-data');
const SAVE_FAILED = JSON.stringify({ mensagem: 'O servidor não conseguiu gravar a alteração. Tente de novo.' });

export interface DataOptions {
  /** The data folder, or null for a database in memory. */
  folder: string | null;
  fresh: boolean;
}

/** The data options of a start: command-line flags first, then the environment, then the scenario's default. */
export function dataOptions(scenario: ScenarioName, argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): DataOptions {
  const flagAt = argv.indexOf('--data');
  const chosen = flagAt >= 0 ? argv[flagAt + 1] : argv.includes('--memory') ? 'memory' : env.MOCK_DATA_DIR;
  const fresh = argv.includes('--fresh') || env.MOCK_FRESH === '1';
  if (chosen === 'memory' || (!chosen && scenario !== 'demo')) return { folder: null, fresh };
  return { folder: path.resolve(chosen || path.join(PROJECT_FOLDER, scenario)), fresh };
}

/** The data folder of a running mock API: loads or makes its database and saves it. */
export class DataStore {
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private pending: Promise<boolean> | undefined;
  private wasGenerating = false;
  /** Bytes of the last save (the reliability report reads them). */
  lastBytes = 0;

  constructor(readonly folder: string) {}

  /** Loads the folder's database (unless fresh or of another scenario), or starts a new one and saves it. */
  open(scenario: ScenarioName, fresh: boolean): 'loaded' | 'new' {
    setKeyRotation(true);
    if (fresh) clearDatabase(this.folder);
    const loaded = fresh ? null : loadDatabase(this.folder);
    if (loaded && loaded.scenario === scenario) installDb(loaded);
    else resetDb(scenario);
    this.dirty = true;
    this.flush();
    const heartbeat = setInterval(() => this.tick(), FLUSH_MS);
    heartbeat.unref();
    process.once('exit', () => this.flush());
    return loaded && loaded.scenario === scenario ? 'loaded' : 'new';
  }

  /** Something may have changed (a read, a background job): saved within FLUSH_MS. */
  changedSoon(): void {
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, FLUSH_MS);
  }

  /** Saves before a write is answered; the writes that end in the same turn share the save. */
  commit(): Promise<boolean> {
    this.dirty = true;
    this.pending ??= new Promise((resolve) =>
      setImmediate(() => {
        this.pending = undefined;
        resolve(this.flush());
      }),
    );
    return this.pending;
  }

  /** Saves now when something changed since the last save; false when the save failed. */
  flush(): boolean {
    if (!this.dirty) return true;
    this.dirty = false;
    try {
      this.lastBytes = saveDatabase(db(), this.folder);
      return true;
    } catch (error) {
      this.dirty = true;
      console.error(`Mock API: não foi possível gravar ${this.folder}:`, error);
      return false;
    }
  }

  /** A generation commits with no request: saved while one runs and once after. */
  private tick(): void {
    const generating = generationRunning(db());
    if (generating || this.wasGenerating) this.dirty = true;
    this.wasGenerating = generating;
    this.flush();
  }
}

const isRead = (method: string): boolean => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/** Holds each write's answer until the database that includes it is saved (the body is buffered, so nothing is sent before). */
export function persistenceMiddleware(store: DataStore): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isRead(req.method)) {
      res.once('finish', () => store.changedSoon());
      return next();
    }
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (body: Buffer) => Response;
    const collect = (chunk: unknown): void => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as Response['write'];
    res.end = ((chunk?: unknown) => {
      collect(chunk);
      void store.commit().then((saved) => {
        if (saved) return end(Buffer.concat(chunks));
        res.statusCode = 503;
        res.removeHeader('Content-Length');
        res.setHeader('Content-Type', 'application/json');
        return end(Buffer.from(SAVE_FAILED));
      });
      return res;
    }) as Response['end'];
    next();
  };
}
