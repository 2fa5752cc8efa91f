import { safeUrl } from '../shared/lib/safeUrl';

/** The alert's stored files as addresses a page can show or download (spec 03 §3.5: nomeArquivo, base64, urlArquivo). */
export interface AlertFile {
  nomeArquivo: string;
  base64: string;
  urlArquivo: string;
}

const SIGNATURES: [prefix: string, mime: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['JVBERi0', 'application/pdf'],
];

/** The file's type told by its content (the base64 of its magic bytes). */
export const mimeOfBase64 = (base64: string): string => SIGNATURES.find(([prefix]) => base64.startsWith(prefix))?.[1] ?? 'application/octet-stream';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A data: address of the content when it is here (only base64, typed by its own magic bytes),
 * otherwise the server's address of the file when it is http(s) or a path of this site; '' when
 * neither is safe to show (a javascript: or data:text/html urlArquivo never reaches the page).
 */
export const fileAddress = (file: AlertFile): string => {
  if (file.base64) return BASE64.test(file.base64) ? `data:${mimeOfBase64(file.base64)};base64,${file.base64}` : '';
  return safeUrl(file.urlArquivo) ?? '';
};

/** Bytes → base64 (no data: prefix), in chunks so a 1,000 KB image does not overflow the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
