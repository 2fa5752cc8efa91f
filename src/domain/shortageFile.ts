import { formatInteger } from '../shared/lib/format';
import { looksBinary, utf8Text } from './textUpload';
import { fileNameProblem } from './uploadName';

/**
 * The missing-products file ('Arquivos de falta', DECISIONS 10): a TXT or CSV whose lines hold an
 * EAN and a quantity, separated by ';', ',', a tab or spaces. Used by the upload on both sides:
 * the app checks the file before sending it, the server turns the lines into items.
 */

export interface ShortageLine {
  ean: string;
  quantidade: number;
  /** How many lines of the file were summed into this product (1 when the EAN appears once). */
  linhas: number;
  /** The first line (1-based) that holds this EAN. */
  primeiraLinha: number;
}

export interface RejectedLine {
  linha: number;
  conteudo: string;
  motivo: string;
  /** How many file lines the entry stands for, when more than one (an EAN refused with all its lines). */
  linhas?: number;
}

/** The file lines a report entry stands for. */
export const rejectedLineCount = (rejected: readonly RejectedLine[]): number => rejected.reduce((sum, entry) => sum + (entry.linhas ?? 1), 0);

/** A report entry for all the lines of one EAN. */
export function rejectedEan(line: ShortageLine, quantidade: string, motivo: string): RejectedLine {
  return { linha: line.primeiraLinha, conteudo: `${line.ean};${quantidade}`, motivo, ...(line.linhas > 1 ? { linhas: line.linhas } : {}) };
}

export interface ShortageParseResult {
  /** One per EAN within the quantity limit, in the order each EAN first appears. */
  lines: ShortageLine[];
  /** EANs whose lines add up past the limit: refused whole (each also has an entry in `rejected`). */
  overLimit: ShortageLine[];
  rejected: RejectedLine[];
}

export const INVALID_FORMAT = 'Formato inválido: esperado EAN e quantidade';
export const INVALID_EAN = 'EAN inválido: use de 8 a 14 dígitos';
export const INVALID_QUANTITY = 'Quantidade inválida: use um número inteiro maior que zero';

/** 1 KB is 1,024 bytes (DECISIONS 14). */
export const SHORTAGE_FILE_MAX_BYTES = 1024 * 1024;
export const SHORTAGE_FILE_EXTENSIONS = ['.txt', '.csv'] as const;

/** The order screens' quantity fields take 5 digits: no item of a quotation holds more. */
export const MAX_ITEM_QUANTITY = 99_999;
export const QUANTITY_LIMIT_TEXT = `passa do limite de ${formatInteger(MAX_ITEM_QUANTITY)} unidades por produto`;

export function exceedsQuantityLimit(total: number): boolean {
  return total > MAX_ITEM_QUANTITY;
}

/** Why a file's EAN was refused: its lines add up past the limit. */
export function fileOverLimitMessage(line: ShortageLine): string {
  const where = line.linhas === 1 ? `na linha ${line.primeiraLinha}` : `em ${formatInteger(line.linhas)} linhas (a primeira é a ${line.primeiraLinha})`;
  return `O EAN ${line.ean} soma ${formatInteger(line.quantidade)} ${where}: ${QUANTITY_LIMIT_TEXT}; produto não importado`;
}

/** Why adding to a product already in the quotation was refused. */
export function quotationOverLimitMessage(product: string, current: number, added: number): string {
  return `${product} ficaria com ${formatInteger(current + added)} na cotação (${formatInteger(current)} já adicionados): ${QUANTITY_LIMIT_TEXT}`;
}

/** A quantity of more than 9 digits is simply 'too large': sums stay exact integers. */
const QUANTITY_DIGITS = /^\d{1,9}$/;

const HEADER = /^\s*(ean|codigo|código|cod)\b/i;

/**
 * Lines with the same EAN are summed, in the order each EAN first appears; an EAN whose sum
 * passes MAX_ITEM_QUANTITY is refused whole, with one report entry naming it and its lines.
 */
export function parseShortageFile(text: string): ShortageParseResult {
  const totals = new Map<string, ShortageLine>();
  const rejected: RejectedLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const content = raw.replace(/^\uFEFF/, '').trim();
    if (content === '' || (index === 0 && HEADER.test(content))) return;
    const cells = content.split(/[;,\t]|\s+/).map((cell) => cell.trim()).filter((cell) => cell !== '');
    const reject = (motivo: string): void => void rejected.push({ linha: index + 1, conteudo: content, motivo });
    if (cells.length !== 2) return reject(INVALID_FORMAT);
    const [ean, quantity] = cells;
    if (!/^\d{8,14}$/.test(ean)) return reject(INVALID_EAN);
    if (!/^\d+$/.test(quantity) || Number(quantity) <= 0) return reject(INVALID_QUANTITY);
    const quantidade = QUANTITY_DIGITS.test(quantity) ? Number(quantity) : Number.MAX_SAFE_INTEGER;
    const seen = totals.get(ean);
    if (seen) totals.set(ean, { ...seen, quantidade: Math.min(Number.MAX_SAFE_INTEGER, seen.quantidade + quantidade), linhas: seen.linhas + 1 });
    else totals.set(ean, { ean, quantidade, linhas: 1, primeiraLinha: index + 1 });
  });
  const all = Array.from(totals.values());
  const overLimit = all.filter((line) => exceedsQuantityLimit(line.quantidade));
  for (const line of overLimit) rejected.push(rejectedEan(line, formatInteger(line.quantidade), fileOverLimitMessage(line)));
  rejected.sort((x, y) => x.linha - y.linha);
  return { lines: all.filter((line) => !exceedsQuantityLimit(line.quantidade)), overLimit, rejected };
}

/** A plain-text file by its name and by its content (no NUL bytes, no known binary signature). */
export function shortageFileProblem(name: string, bytes: Uint8Array): string | null {
  const badName = fileNameProblem(name);
  if (badName) return badName;
  const lower = name.toLowerCase();
  if (!SHORTAGE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'Envie um arquivo TXT ou CSV.';
  if (bytes.length === 0) return 'O arquivo está vazio.';
  if (bytes.length > SHORTAGE_FILE_MAX_BYTES) return 'O arquivo passa de 1 MB.';
  return looksBinary(bytes) ? 'O arquivo não é um texto (TXT ou CSV).' : null;
}

/**
 * The file's text: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (what Excel saves a
 * Brazilian CSV in), so a 'Código;Quantidade' header in Latin-1 is still read as a header.
 */
export function shortageFileText(bytes: Uint8Array): string {
  return utf8Text(bytes) ?? new TextDecoder('windows-1252').decode(bytes);
}
