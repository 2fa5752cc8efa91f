import type { ArquivoAvisoDto } from '../../api/avisoDto';
import { toBase64 } from '../../domain/alertFiles';
import { checkUpload, type UploadKind } from '../../domain/uploadCheck';
import { readFileBytes } from '../../shared/lib/fileContents';

export type UploadResult = { ok: true; file: ArquivoAvisoDto } | { ok: false; message: string };

/** A chosen file judged by its bytes and name (domain/uploadCheck) and, when accepted, as the alert's file. */
export async function readUpload(file: File, kinds: readonly UploadKind[]): Promise<UploadResult> {
  const bytes = await readFileBytes(file);
  const verdict = checkUpload({ name: file.name, size: bytes.length, head: bytes.subarray(0, 8) }, kinds);
  if (!verdict.ok) return verdict;
  return { ok: true, file: { nomeArquivo: file.name, base64: toBase64(bytes), urlArquivo: '' } };
}
