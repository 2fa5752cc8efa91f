import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_DIR, recordFigure } from '../../src/test/reliabilityFigures';

/**
 * The records of the axe scans (a11yScan.ts writes one per scan, beside the figures) and the
 * a11y.* figures made of them. No Playwright here: the browser run's global teardown counts them
 * once every worker is done (reliability/browserRunTeardown.ts).
 */
export type ScanKind = 'route' | 'dialog';

export interface ScanRecord {
  kind: ScanKind;
  name: string;
  blocking: string[];
}

export const RECORDS_DIR = path.resolve(FIGURES_DIR, '..', 'a11y');
const ROOT = path.resolve(__dirname, '..', '..');

/** The route patterns of src/app/routes.tsx that render a page (redirects left out), e.g. 'pedido-resumo/:id'. */
export function routePatterns(): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'src/app/routes.tsx'), 'utf8');
  const pages = [...source.matchAll(/path: '([^']+)', element: (?!<Navigate|<ComboRedirect)/g)].map((m) => m[1].replace(/^\//, ''));
  // The blank page's path is a constant (BLANK_PATH); the sign-up pages are children of /site.
  return [...pages.map((p) => (p === 'cadastro' || p === 'resposta' ? `site/${p}` : p)), 'blank', 'login'];
}

/** Every dialog of the app: each `<Modal` usage and each other role="dialog" element, as 'File.tsx#n'. */
export function dialogIds(): string[] {
  const ids: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.') && entry.name !== 'Modal.tsx') {
        const count = (fs.readFileSync(full, 'utf8').match(/<Modal\b|role="dialog"/g) ?? []).length;
        for (let n = 1; n <= count; n += 1) ids.push(`${entry.name}#${n}`);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  return ids.sort();
}

export function readRecords(): ScanRecord[] {
  if (!fs.existsSync(RECORDS_DIR)) return [];
  return fs.readdirSync(RECORDS_DIR).map((f) => JSON.parse(fs.readFileSync(path.join(RECORDS_DIR, f), 'utf8')) as ScanRecord);
}

/** Records a11y.routesScanned / a11y.routeViolations / a11y.dialogsScanned / a11y.dialogViolations from every scan so far. */
export function recordScanFigures(): void {
  const records = readRecords();
  const area = '9 Dependências e acessibilidade' as const;
  const figures = [
    { kind: 'route' as const, all: routePatterns(), what: 'rotas', file: 'src/app/routes.tsx' },
    { kind: 'dialog' as const, all: dialogIds(), what: 'diálogos', file: '<Modal e role="dialog" em src' },
  ];
  for (const { kind, all, what, file } of figures) {
    const scanned = new Set(records.filter((r) => r.kind === kind).map((r) => r.name));
    const covered = all.filter((name) => scanned.has(name)).length;
    const violations = records.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.blocking.length, 0);
    recordFigure({ id: `a11y.${kind}sScanned`, area, label: `axe WCAG 2 A/AA: ${what} examinados (${file})`, value: covered, target: `= ${all.length}`, pass: covered === all.length });
    recordFigure({ id: `a11y.${kind}Violations`, area, label: `axe: violações sérias ou críticas nos ${what}`, value: violations, target: '= 0', pass: violations === 0 });
  }
}

