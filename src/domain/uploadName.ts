/**
 * A chosen file's name, judged the same way in the app and in the server (issue 17 item 8, ASVS
 * V5.2.2): at most 255 characters, no folder ('/' or '\'), no control character (NUL included),
 * not '.' or '..'. The server never uses the name as a path either; it only keeps it as a label.
 */
export const MAX_FILE_NAME_LENGTH = 255;
export const BAD_FILE_NAME = `Nome de arquivo inválido: use até ${MAX_FILE_NAME_LENGTH} caracteres, sem barras nem caracteres de controle.`;

const hasControl = (name: string): boolean => Array.from(name).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function fileNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed === '.' || trimmed === '..') return BAD_FILE_NAME;
  if (Array.from(name).length > MAX_FILE_NAME_LENGTH || /[/\\]/.test(name) || hasControl(name)) return BAD_FILE_NAME;
  return null;
}
