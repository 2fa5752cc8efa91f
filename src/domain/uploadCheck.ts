/**
 * Upload checks of the alert settings (spec 03 §5, DECISIONS 14): a file is judged by its content
 * (magic bytes) and its name; 1 KB is 1,024 bytes. The alert image is PNG or JPEG of 1 KB to
 * 1,000 KB; the downloadable file may also be a PDF. The app checks before sending and the mock
 * server checks again (mocks/db/admin/alertSettings.ts).
 */
import { fileNameProblem } from './uploadName';

export const KB = 1024;
export const UPLOAD_MIN_BYTES = KB;
export const UPLOAD_MAX_BYTES = 1000 * KB;

export type UploadKind = 'png' | 'jpeg' | 'pdf';

export const IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg'];
export const DOWNLOAD_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'pdf'];

export const UPLOAD_TEXTS = {
  badFormat: 'Por favor, carregue uma imagem com formato válido (PNG ou JPEG)',
  badSize: 'Por favor, carregue uma imagem com tamanho dentro do esperado',
} as const;

const MAGIC: Record<UploadKind, readonly number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

/** Names each kind may have; a PNG named .jpg still passes (the content decides the kind, the name only has to be an accepted one). */
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  pdf: ['pdf'],
};

export const MIME_OF: Record<UploadKind, string> = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' };

export interface UploadCandidate {
  name: string;
  size: number;
  /** The file's first bytes (at least 8). */
  head: Uint8Array;
}

/** The kind the content shows, among the allowed ones (undefined when none matches). */
export function kindOf(head: Uint8Array, allowed: readonly UploadKind[]): UploadKind | undefined {
  return allowed.find((kind) => MAGIC[kind].every((byte, i) => head[i] === byte));
}

const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export type UploadVerdict = { ok: true; kind: UploadKind } | { ok: false; message: string };

/** Accepts a file with a safe name (domain/uploadName) whose content is an allowed kind, whose name ends in an allowed kind's extension (the last one: 'x.png.exe' is refused), of 1 KB to 1,000 KB. */
export function checkUpload(file: UploadCandidate, allowed: readonly UploadKind[]): UploadVerdict {
  const badName = fileNameProblem(file.name);
  if (badName) return { ok: false, message: badName };
  const kind = kindOf(file.head, allowed);
  const named = allowed.some((k) => EXTENSIONS[k].includes(extensionOf(file.name)));
  if (!kind || !named) return { ok: false, message: UPLOAD_TEXTS.badFormat };
  if (file.size < UPLOAD_MIN_BYTES || file.size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_TEXTS.badSize };
  return { ok: true, kind };
}
