import fs from 'node:fs';
import path from 'node:path';
import type { ProdutoDto, TipoProduto } from '../../../src/api/dto';
import { ean13CheckDigit } from './documents';
import type { Random } from './random';
import { cents } from '../../../src/domain/money';

/** One row of the CMED price list sample (mocks/data/products.csv, see ../shared/data/README.md). */
export interface CmedRow {
  ean: string;
  produto: string;
  apresentacao: string;
  laboratorio: string;
  substancia: string;
  tipo: string;
  regime: string;
  pf: number;
  pmc: number | null;
  tarja: string;
}

const CSV_PATH = path.resolve(__dirname, '../../data/products.csv');

let cachedRows: CmedRow[] | undefined;

/** The catalogue rows of the CSV shipped in mocks/data (read once per process). */
export function readCmedRows(): CmedRow[] {
  cachedRows ??= parseCmedCsv(fs.readFileSync(CSV_PATH, 'utf8'));
  return cachedRows;
}

export function parseCmedCsv(csv: string): CmedRow[] {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = header.split(';');
  return lines.map((line) => {
    const cells = line.split(';');
    const get = (name: string): string => cells[columns.indexOf(name)] ?? '';
    return {
      ean: get('ean'),
      produto: get('produto'),
      apresentacao: get('apresentacao'),
      laboratorio: get('laboratorio'),
      substancia: get('substancia'),
      tipo: get('tipo'),
      regime: get('regime'),
      pf: Number(get('pf')),
      pmc: get('pmc') === '' ? null : Number(get('pmc')),
      tarja: get('tarja'),
    };
  });
}

const STRENGTH = /^\s*([\d.,]+\s*(?:MG|MCG|G|UI|ML|%)(?:\s*\/\s*[\d.,]*\s*(?:ML|G|MG|DOSE))?(?:\s*\+\s*[\d.,]+\s*(?:MG|MCG|G|UI|ML))*)/i;

/** The spec's equivalence ('E'): the same substance at the same strength. */
export function equivalenceKey(row: Pick<CmedRow, 'substancia' | 'apresentacao'>): string {
  const strength = STRENGTH.exec(row.apresentacao)?.[1]?.replace(/\s+/g, '').toUpperCase() ?? row.apresentacao;
  return `${row.substancia.toUpperCase()}|${strength}`;
}

/** Units per selling box, read from the presentation ("… X 30"), bounded to sensible packs. */
function packOf(apresentacao: string): number {
  const units = /X\s*(\d+)\s*(?:$|\D)/i.exec(apresentacao);
  const count = units ? Number(units[1]) : 1;
  if (count >= 60) return 6;
  if (count >= 20) return 12;
  return 1;
}

export function buildCatalog(rows: CmedRow[], size: number, random: Random): ProdutoDto[] {
  const groups = new Map<string, number>();
  const products: ProdutoDto[] = [];
  for (let i = 0; i < size; i += 1) {
    const row = rows[i % rows.length];
    const variant = Math.floor(i / rows.length);
    const key = equivalenceKey(row) + (variant ? `#${variant}` : '');
    if (!groups.has(key)) groups.set(key, groups.size + 1);
    // Variants beyond the real list keep the row's data and get a new, valid EAN of their own.
    const ean = variant === 0 ? row.ean : variantEan(i);
    const priceFactor = variant === 0 ? 1 : 0.85 + random.next() * 0.3;
    const tipoProduto: TipoProduto = row.regime === 'Liberado' ? 'LIBERADO' : 'MONITORADO';
    products.push({
      id: i + 1,
      ean,
      descricao: row.produto, // the brand name; the presentation (strength, form, pack) is apresentacao
      apresentacao: row.apresentacao,
      fabricante: row.laboratorio,
      substancia: row.substancia,
      tipoProduto,
      grupoProduto: groups.get(key) ?? 0,
      grupoProdutoDescricao: key.replace('|', ' '),
      precoFabrica: cents(row.pf * priceFactor),
      pmc: row.pmc === null ? null : cents(row.pmc * priceFactor),
      qtdeEmbalagem: packOf(row.apresentacao),
    });
  }
  return products;
}

/** Unique per catalogue position: a "78999" prefix no real row of the sample uses. */
function variantEan(index: number): string {
  const first12 = `78999${String(index).padStart(7, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}
