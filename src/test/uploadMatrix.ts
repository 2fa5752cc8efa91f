import { UPLOAD_TEXTS } from '../domain/uploadCheck';
import { BAD_FILE_NAME } from '../domain/uploadName';
import { TEXT_UPLOAD_TEXTS } from '../domain/textUpload';

/**
 * The upload matrix of issue 17 item 8 (ASVS V5.2.1/V5.2.2): boundary sizes, wrong magic bytes
 * under a right name, double extensions, '../' and 300-character names, NUL bytes and invalid
 * UTF-8, for each upload of the app, with what the spec (and docs/decisions.md) says of each.
 */
export type UploadTarget = 'imagem' | 'imagemAux' | 'faltas' | 'questionario';

export interface UploadCase {
  target: UploadTarget;
  what: string;
  name: string;
  bytes: Uint8Array;
  accepted: boolean;
}

const KB = 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const EXE = [0x4d, 0x5a, 0x90, 0x00];

/** `size` bytes that start with `head` and go on with `fill` (repeated). */
function bytesOf(size: number, head: readonly number[], fill = 'a'): Uint8Array {
  const bytes = new Uint8Array(size);
  const filler = new TextEncoder().encode(fill);
  for (let i = 0; i < size; i += 1) bytes[i] = i < head.length ? head[i] : filler[(i - head.length) % filler.length];
  return bytes;
}

const text = (size: number, line: string): Uint8Array => bytesOf(size, [], line);
const longName = (ext: string): string => `${'a'.repeat(300 - ext.length)}${ext}`;

/** An EAN of the e2e catalogue and a quantity per line: every line of these files is a good one. */
export const shortageLine = (ean: string): string => `${ean};1\n`;
/** A CNPJ list padded with blanks (trimmed away) to the size wanted. */
const CNPJ_LIST = '45.723.174/0001-10,08.334.621/0001-13,17.281.106/0001-03';
const cnpjText = (size: number): Uint8Array => bytesOf(size, Array.from(new TextEncoder().encode(CNPJ_LIST)), ' ');

const LATIN1_HEADER = [0x43, 0xf3, 0x64, 0x69, 0x67, 0x6f, 0x3b, 0x51, 0x74, 0x64, 0x0a]; // 'Código;Qtd\n' in Windows-1252

export function uploadCases(ean: string): UploadCase[] {
  const line = shortageLine(ean);
  const image = (what: string, name: string, bytes: Uint8Array, accepted: boolean): UploadCase => ({ target: 'imagem', what, name, bytes, accepted });
  const shortage = (what: string, name: string, bytes: Uint8Array, accepted: boolean): UploadCase => ({ target: 'faltas', what, name, bytes, accepted });
  const txt = (what: string, name: string, bytes: Uint8Array, accepted: boolean): UploadCase => ({ target: 'questionario', what, name, bytes, accepted });
  return [
    image('1 KB − 1 B', 'aviso.png', bytesOf(KB - 1, PNG), false),
    image('1 KB', 'aviso.png', bytesOf(KB, PNG), true),
    image('1.000 KB', 'aviso.png', bytesOf(1000 * KB, PNG), true),
    image('1.000 KB + 1 B', 'aviso.png', bytesOf(1000 * KB + 1, PNG), false),
    image('0 B', 'aviso.png', new Uint8Array(0), false),
    image('JPEG de 1 KB', 'aviso.jpg', bytesOf(KB, JPEG), true),
    image('texto com nome .png', 'aviso.png', text(2 * KB, 'não é imagem '), false),
    image('PDF com nome .png', 'aviso.png', bytesOf(2 * KB, PDF), false),
    image('executável com nome .png', 'aviso.png', bytesOf(2 * KB, EXE), false),
    image('x.png.exe', 'aviso.png.exe', bytesOf(2 * KB, PNG), false),
    image('x.exe.png (conteúdo PNG)', 'aviso.exe.png', bytesOf(2 * KB, PNG), true),
    image('../ no nome', '../../aviso.png', bytesOf(2 * KB, PNG), false),
    image('nome de 300 caracteres', longName('.png'), bytesOf(2 * KB, PNG), false),
    image('NUL no nome', 'aviso\u0000.png', bytesOf(2 * KB, PNG), false),
    { target: 'imagemAux', what: 'PDF de 1 KB', name: 'guia.pdf', bytes: bytesOf(KB, PDF), accepted: true },
    { target: 'imagemAux', what: 'PDF com nome .exe', name: 'guia.exe', bytes: bytesOf(2 * KB, PDF), accepted: false },
    { target: 'imagemAux', what: 'executável com nome .pdf', name: 'guia.pdf', bytes: bytesOf(2 * KB, EXE), accepted: false },

    shortage('0 B', 'faltas.txt', new Uint8Array(0), false),
    shortage('1 KB − 1 B', 'faltas.txt', text(KB - 1, line), true),
    shortage('1 KB', 'faltas.csv', text(KB, line), true),
    shortage('1.000 KB', 'faltas.txt', text(1000 * KB, line), true),
    shortage('1.000 KB + 1 B', 'faltas.txt', text(1000 * KB + 1, line), true),
    shortage('1 MB + 1 B', 'faltas.txt', text(KB * KB + 1, line), false),
    shortage('PNG com nome .txt', 'faltas.txt', bytesOf(2 * KB, PNG), false),
    shortage('NUL no conteúdo', 'faltas.txt', bytesOf(2 * KB, [], `${line}\u0000`), false),
    shortage('UTF-8 inválido (Windows-1252)', 'faltas.csv', bytesOf(KB, LATIN1_HEADER, line), true),
    shortage('x.txt.exe', 'faltas.txt.exe', text(KB, line), false),
    shortage('x.exe.txt (conteúdo texto)', 'faltas.exe.txt', text(KB, line), true),
    shortage('../ no nome', '../faltas.txt', text(KB, line), false),
    shortage('nome de 300 caracteres', longName('.txt'), text(KB, line), false),

    txt('0 B', 'cnpjs.txt', new Uint8Array(0), false),
    txt('1 KB', 'cnpjs.txt', cnpjText(KB), true),
    txt('1.000 KB', 'cnpjs.txt', cnpjText(1000 * KB), true),
    txt('1 MB + 1 B', 'cnpjs.txt', cnpjText(KB * KB + 1), false),
    txt('NUL no conteúdo', 'cnpjs.txt', bytesOf(KB, Array.from(new TextEncoder().encode(`${CNPJ_LIST},`)), '\u0000'), false),
    txt('UTF-8 inválido', 'cnpjs.txt', bytesOf(KB, [0x34, 0x35, 0xe9, 0x2c], ' '), false),
    txt('PNG com nome .txt', 'cnpjs.txt', bytesOf(2 * KB, PNG), false),
    txt('x.txt.exe', 'cnpjs.txt.exe', cnpjText(KB), false),
    txt('x.exe.txt (conteúdo texto)', 'cnpjs.exe.txt', cnpjText(KB), true),
    txt('../ no nome', '../cnpjs.txt', cnpjText(KB), false),
    txt('nome de 300 caracteres', longName('.txt'), cnpjText(KB), false),
  ];
}

/** The Portuguese refusals the uploads may give (spec 03 §5 and the designed ones). */
const PORTUGUESE = new Set<string>([
  ...Object.values(UPLOAD_TEXTS),
  ...Object.values(TEXT_UPLOAD_TEXTS),
  BAD_FILE_NAME,
  'Envie um arquivo TXT ou CSV.',
  'O arquivo não é um texto (TXT ou CSV).',
  'O arquivo não tem nenhum CNPJ.',
  'É preciso subir uma imagem para configurar o alerta!',
  'É preciso carregar uma imagem para ser baixada se você quiser manter essa opção ativa.',
]);

export const isPortugueseRefusal = (message: string): boolean => PORTUGUESE.has(message) || /^O arquivo tem um CNPJ inválido: /.test(message);
