import fs from 'node:fs';
import path from 'node:path';
import { FIGURES_DIR, type ReliabilityArea, type ReliabilityFigure } from '../../src/test/reliabilityFigures';

/**
 * Prints the reliability and security figures as one table and writes them as JSON
 * (e2e/reliability/results/reliability.json). An area with no figure is reported as not measured,
 * and the exit code is 1 when a figure misses its target or an area is missing.
 */
const AREAS: ReliabilityArea[] = [
  '1 Incorporação',
  '2 Token e sessão',
  '3 Perda de dados',
  '4 Matriz de falhas',
  '5 Sagas',
  '6 XSS',
  '7 CSP',
  '8 Uploads',
  '9 Dependências e acessibilidade',
  '10 Registro de suporte',
];

function readFigures(): ReliabilityFigure[] {
  if (!fs.existsSync(FIGURES_DIR)) return [];
  return fs
    .readdirSync(FIGURES_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(FIGURES_DIR, name), 'utf8')) as ReliabilityFigure);
}

const figures = readFigures().sort((a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.id.localeCompare(b.id));
const missingAreas = AREAS.filter((area) => !figures.some((f) => f.area === area));
const failing = figures.filter((f) => !f.pass);

const rows = figures.map((f) => [f.area, f.label, `${f.value}${f.unit ? ` ${f.unit}` : ''}`, f.target, f.pass ? 'ok' : 'FALHOU']);
const header = ['área', 'figura', 'valor', 'meta', 'resultado'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells: string[]): string => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
rows.forEach((r) => console.log(line(r)));
missingAreas.forEach((area) => console.log(`${area}: nenhuma figura medida`));
console.log(`\n${figures.length} figuras, ${figures.length - failing.length} dentro da meta, ${failing.length} fora; ${missingAreas.length} áreas sem figura.`);

const out = path.resolve(FIGURES_DIR, '..', 'reliability.json');
fs.writeFileSync(out, JSON.stringify({ generatedAt: new Date().toISOString(), figures, missingAreas, failing: failing.map((f) => f.id) }, null, 2));
console.log(`JSON: ${path.relative(process.cwd(), out)}`);
process.exit(failing.length > 0 || missingAreas.length > 0 ? 1 : 0);
