/**
 * The missing-products file ('Arquivos de falta', DECISIONS 10): a TXT or CSV whose lines hold an
 * EAN and a quantity, separated by ';', ',', a tab or spaces. Used by the upload on both sides:
 * the app checks the file before sending it, the server turns the lines into items.
 */
export interface ShortageLine {
  ean: string;
  quantidade: number;
}

export interface RejectedLine {
  linha: number;
  conteudo: string;
  motivo: string;
}

export interface ShortageParseResult {
  lines: ShortageLine[];
  rejected: RejectedLine[];
}

export const INVALID_FORMAT = 'Formato inválido: esperado EAN e quantidade';
export const INVALID_EAN = 'EAN inválido: use de 8 a 14 dígitos';
export const INVALID_QUANTITY = 'Quantidade inválida: use um número inteiro maior que zero';

/** 1 KB is 1,024 bytes (DECISIONS 14). */
export const SHORTAGE_FILE_MAX_BYTES = 1024 * 1024;
export const SHORTAGE_FILE_EXTENSIONS = ['.txt', '.csv'] as const;

const HEADER = /^\s*(ean|codigo|código|cod)\b/i;

/** Lines with the same EAN are summed, in the order each EAN first appears. */
export function parseShortageFile(text: string): ShortageParseResult {
  const totals = new Map<string, number>();
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
    totals.set(ean, (totals.get(ean) ?? 0) + Number(quantity));
  });
  return { lines: Array.from(totals, ([ean, quantidade]) => ({ ean, quantidade })), rejected };
}

/** A plain-text file by its name and by its content (no NUL bytes, no known binary signature). */
export function shortageFileProblem(name: string, bytes: Uint8Array): string | null {
  const lower = name.toLowerCase();
  if (!SHORTAGE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return 'Envie um arquivo TXT ou CSV.';
  if (bytes.length === 0) return 'O arquivo está vazio.';
  if (bytes.length > SHORTAGE_FILE_MAX_BYTES) return 'O arquivo passa de 1 MB.';
  const head = Array.from(bytes.subarray(0, 4));
  const signatures = [
    [0x25, 0x50, 0x44, 0x46], // %PDF
    [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, docx)
    [0x89, 0x50, 0x4e, 0x47], // png
    [0xd0, 0xcf, 0x11, 0xe0], // old Office
  ];
  const binary = signatures.some((sig) => sig.every((b, i) => head[i] === b)) || bytes.subarray(0, 4096).includes(0);
  return binary ? 'O arquivo não é um texto (TXT ou CSV).' : null;
}
