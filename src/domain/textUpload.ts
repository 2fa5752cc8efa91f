import { fileNameProblem } from './uploadName';

/**
 * Plain-text uploads (issue 17 item 8): the questionnaire's .txt of CNPJs. Judged by its name and
 * its bytes: a .txt name (the last extension decides: 'x.txt.exe' is refused), 1 byte to 1 MB
 * (1 KB is 1,024 bytes, DECISIONS 14), text and not binary (no NUL byte, no known binary
 * signature) and valid UTF-8 (a CNPJ list is ASCII, so a file that is not UTF-8 is not one).
 */
export const TEXT_UPLOAD_MAX_BYTES = 1024 * 1024;

export const TEXT_UPLOAD_TEXTS = {
  onlyTxt: 'Apenas arquivos .txt são permitidos.',
  empty: 'O arquivo está vazio.',
  tooBig: 'O arquivo passa de 1 MB.',
  binary: 'O arquivo não é um texto (TXT).',
  notUtf8: 'O arquivo não está em UTF-8: salve-o como texto UTF-8.',
} as const;

const BINARY_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, docx)
  [0x89, 0x50, 0x4e, 0x47], // png
  [0xff, 0xd8, 0xff], // jpeg
  [0xd0, 0xcf, 0x11, 0xe0], // old Office
  [0x4d, 0x5a], // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

/** Binary content: a known signature at the start, or a NUL byte in the first 4 KB. */
export function looksBinary(bytes: Uint8Array): boolean {
  return BINARY_SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b)) || bytes.subarray(0, 4096).includes(0);
}

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function txtFileProblem(name: string, bytes: Uint8Array): string | null {
  const badName = fileNameProblem(name);
  if (badName) return badName;
  if (!name.toLowerCase().endsWith('.txt')) return TEXT_UPLOAD_TEXTS.onlyTxt;
  if (bytes.length === 0) return TEXT_UPLOAD_TEXTS.empty;
  if (bytes.length > TEXT_UPLOAD_MAX_BYTES) return TEXT_UPLOAD_TEXTS.tooBig;
  if (looksBinary(bytes)) return TEXT_UPLOAD_TEXTS.binary;
  if (utf8Text(bytes) === null) return TEXT_UPLOAD_TEXTS.notUtf8;
  return null;
}
