import fs from 'node:fs';
import path from 'node:path';

/**
 * One measured figure of the reliability and security suite (issue "Reliability and security").
 * Each test that injects a fault or an attack records what it measured here; `npm run reliability`
 * collects every figure into one table and one JSON file (e2e/reliability/report.ts).
 *
 * A figure is one file, named by its id, so Jest workers and Playwright write without racing.
 */
export type ReliabilityArea =
  | '1 Incorporação'
  | '2 Token e sessão'
  | '3 Perda de dados'
  | '4 Matriz de falhas'
  | '5 Sagas'
  | '6 XSS'
  | '7 CSP'
  | '8 Uploads'
  | '9 Dependências e acessibilidade'
  | '10 Registro de suporte';

export interface ReliabilityFigure {
  /** Stable id, e.g. 'embed.lookalikeAccepted'. */
  id: string;
  area: ReliabilityArea;
  /** What was measured, in a few words. */
  label: string;
  value: number | string;
  /** The target as written in the issue, e.g. '= 0', '≥ 50', '≤ 2000 ms'. */
  target: string;
  pass: boolean;
  unit?: string;
}

export const FIGURES_DIR = path.resolve(__dirname, '../../e2e/reliability/results/figures');

export function recordFigure(figure: ReliabilityFigure): void {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  const file = path.join(FIGURES_DIR, `${figure.id.replace(/[^\w.-]/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify({ ...figure, measuredAt: new Date().toISOString() }, null, 2));
}

/** Records a count that must be zero, and returns it so the test can assert on it too. */
export function recordZero(id: string, area: ReliabilityArea, label: string, value: number): number {
  recordFigure({ id, area, label, value, target: '= 0', pass: value === 0 });
  return value;
}
