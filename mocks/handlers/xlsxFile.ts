import { deflateRawSync } from 'node:zlib';

/**
 * A real spreadsheet (Office Open XML, .xlsx) without a library: one worksheet whose texts are
 * shared strings, in a zip whose entries are deflated. The smallest package Excel, LibreOffice
 * and Google Sheets open: content types, the package relationship, the workbook and its
 * relationships, the shared strings and the sheet (no styles: numbers and texts as they are).
 */
export type XlsxCell = string | number;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Control characters other than tab and line ends: XML 1.0 does not allow them. */
const allowedInXml = (char: string): boolean => char >= ' ' || char === '\t' || char === '\n' || char === '\r';

const escapeXml = (text: string): string =>
  Array.from(text)
    .filter(allowedInXml)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The sheet's XML in Buffers of some thousand rows each (a file of the large quotation has hundreds of thousands). */
function sheetParts(header: readonly string[], rows: Iterable<readonly XlsxCell[]>, strings: Map<string, number>): Buffer[] {
  const stringIndex = (text: string): number => {
    let at = strings.get(text);
    if (at === undefined) strings.set(text, (at = strings.size));
    return at;
  };
  // Every cell and row carries its address (r="B7"): optional in the standard, but readers other than Excel rely on it.
  const cell = (value: XlsxCell, column: number, line: number): string => {
    const at = `${columnName(column)}${line}`;
    return typeof value === 'number' && Number.isFinite(value) ? `<c r="${at}"><v>${value}</v></c>` : `<c r="${at}" t="s"><v>${stringIndex(String(value))}</v></c>`;
  };
  const rowXml = (cells: readonly XlsxCell[], line: number) => `<row r="${line}">${cells.map((value, column) => cell(value, column, line)).join('')}</row>`;
  const parts: Buffer[] = [Buffer.from(`${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`)];
  let line = 1;
  let chunk: string[] = [rowXml(header, line)];
  for (const row of rows) {
    line += 1;
    chunk.push(rowXml(row, line));
    if (chunk.length === 5000) {
      parts.push(Buffer.from(chunk.join('')));
      chunk = [];
    }
  }
  parts.push(Buffer.from(`${chunk.join('')}</sheetData></worksheet>`));
  return parts;
}

function sharedStrings(strings: Map<string, number>): string {
  const items: string[] = [];
  for (const text of strings.keys()) items.push(`<si><t xml:space="preserve">${escapeXml(text)}</t></si>`);
  return `${XML_HEAD}<sst xmlns="${MAIN}" count="${strings.size}" uniqueCount="${strings.size}">${items.join('')}</sst>`;
}

/** Little-endian header fields, each [bytes, value]. */
function fields(values: readonly (readonly [2 | 4, number])[]): Buffer {
  const buffer = Buffer.alloc(values.reduce((sum, [size]) => sum + size, 0));
  let at = 0;
  for (const [size, value] of values) {
    if (size === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value, at);
    at += size;
  }
  return buffer;
}

const UTF8_NAMES = 0x0800;
const DEFLATED = 8;
/** 1 Jan 1980, 00:00 in MS-DOS form. */
const DOS_DATE = 0x21;

/** A zip of deflated entries (method 8), names in UTF-8, dated 1 Jan 1980. */
export function zip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf-8');
    const packed = deflateRawSync(data);
    // flags, method, time, date, CRC, sizes, name length: the same in both headers.
    const described: [2 | 4, number][] = [[2, UTF8_NAMES], [2, DEFLATED], [2, 0], [2, DOS_DATE], [4, crc32(data)], [4, packed.length], [4, data.length], [2, fileName.length]];
    const local = fields([[4, 0x04034b50], [2, 20], ...described, [2, 0]]);
    const central = fields([[4, 0x02014b50], [2, 20], [2, 20], ...described, [2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = fields([[4, 0x06054b50], [2, 0], [2, 0], [2, entries.length], [2, entries.length], [4, directory.length], [4, offset], [2, 0]]);
  return Buffer.concat([...locals, directory, end]);
}

/** The workbook: one sheet named `sheetName` (at most 31 characters), the header row, then the rows. */
export function xlsxWorkbook(sheetName: string, header: readonly string[], rows: Iterable<readonly XlsxCell[]>): Buffer {
  const strings = new Map<string, number>();
  const sheet = Buffer.concat(sheetParts(header, rows, strings));
  const text = (value: string) => Buffer.from(value, 'utf-8');
  return zip([
    {
      name: '[Content_Types].xml',
      data: text(
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/></Types>`,
      ),
    },
    { name: '_rels/.rels', data: text(`${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`) },
    { name: 'xl/workbook.xml', data: text(`${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(`${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`),
    },
    { name: 'xl/sharedStrings.xml', data: text(sharedStrings(strings)) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
