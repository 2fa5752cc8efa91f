/**
 * One server for the browser benchmarks, on one port: the production build (dist/, history
 * fallback) with /config.json, the mock API of the `large` scenario under /api (in this process,
 * as `npm run serve:dist` serves it), and the bare AG Grid bench page under /bench-grid/ with the
 * 5,000 items of the large quotation's biggest branch order as JSON.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import { db } from '../../mocks/db/core/current';
import { mountMockApi } from '../../mocks/server/mountMockApi';
import { runtimeConfigRoute } from '../../mocks/server/runtimeConfigRoute';
import { biggestBranchOrder } from './largeQuotation';
import { BARE_GRID_DIR, BARE_GRID_HTML } from './bareGrid/buildBareGrid';

/** The production build served (BENCH_DIST: another build, for before/after runs). */
const DIST = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.resolve(__dirname, '../../dist');

export interface BenchServer {
  base: string;
  close: () => Promise<void>;
}

/** The items of the biggest branch order of the large scenario, as the mock API holds them (5,000). */
export function biggestOrderItemsJson(): string {
  return JSON.stringify(db().orderItems.get(biggestBranchOrder().idPedido));
}

export function distIsBuilt(): boolean {
  return fs.existsSync(path.join(DIST, 'index.html'));
}

export async function startBenchServer(port: number): Promise<BenchServer> {
  const app = express();
  mountMockApi(app, { scenario: 'large' });
  let items: string | undefined;
  app.get('/bench-grid/items.json', (_req, res) => {
    items ??= biggestOrderItemsJson();
    res.type('application/json').send(items);
  });
  app.get('/bench-grid/', (_req, res) => res.type('html').send(BARE_GRID_HTML));
  app.use('/bench-grid', express.static(BARE_GRID_DIR));
  app.get('/config.json', runtimeConfigRoute(path.join(DIST, 'config.json')));
  app.use(express.static(DIST));
  app.use((_req, res) => res.sendFile(path.join(DIST, 'index.html')));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
