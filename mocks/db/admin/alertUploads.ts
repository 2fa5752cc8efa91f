import type { ArquivoAvisoDto } from '../../../src/api/avisoDto';
import { checkUpload, DOWNLOAD_KINDS, IMAGE_KINDS, UPLOAD_TEXTS } from '../../../src/domain/uploadCheck';

/**
 * The server's own check of the alert's files (issue 17 item 8, ASVS V5.2.1/V5.2.2): it never
 * trusts the app. A file sent as base64 is decoded and judged again by its bytes, size and name
 * (the same rules as the app, domain/uploadCheck); a file sent without content may only name the
 * address this server gave the file already stored, never an address of the client's choosing.
 * The file already stored, sent back unchanged, is accepted as it is.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const ALERT_FILE_ADDRESS = '/arquivos/aviso/';

/** The decoded bytes, or null when the text is not base64. */
export function bytesOfBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Why this file cannot be stored as the alert's image ('imagem') or download ('imagemAux'), or null. */
export function alertFileRefusal(file: ArquivoAvisoDto | null | undefined, role: 'imagem' | 'imagemAux', stored: ArquivoAvisoDto | null): string | null {
  if (!file || (!file.base64 && !file.urlArquivo)) return null;
  if (typeof file.nomeArquivo !== 'string') return UPLOAD_TEXTS.badFormat;
  // The file this server already holds, sent back unchanged on a later save, needs no new check.
  if (stored && file.nomeArquivo === stored.nomeArquivo && (file.base64 ? file.base64 === stored.base64 : file.urlArquivo === stored.urlArquivo)) return null;
  if (!file.base64) return UPLOAD_TEXTS.badFormat;
  const bytes = typeof file.base64 === 'string' ? bytesOfBase64(file.base64) : null;
  if (!bytes) return UPLOAD_TEXTS.badFormat;
  const verdict = checkUpload({ name: file.nomeArquivo, size: bytes.length, head: bytes.subarray(0, 8) }, role === 'imagem' ? IMAGE_KINDS : DOWNLOAD_KINDS);
  return verdict.ok ? null : verdict.message;
}

/** The address this server gives an uploaded file (its name encoded: never a path of the client's). */
export const alertFileAddress = (name: string): string => `${ALERT_FILE_ADDRESS}${encodeURIComponent(name)}`;
