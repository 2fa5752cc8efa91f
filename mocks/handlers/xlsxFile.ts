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

/** The sheet's XML in Buffers of some thousand rows each (a file of the large quotation has hundreds of thousands). */
function sheetParts(header: readonly string[], rows: Iterable<readonly XlsxCell[]>, strings: Map<string, number>): Buffer[] {
  const stringIndex = (text: string): number => {
    let at = strings.get(text);
    if (at === undefined) strings.set(text, (at = strings.size));
    return at;
  };
  const cell = (value: XlsxCell): string => (typeof value === 'number' && Number.isFinite(value) ? `<c><v>${value}</v></c>` : `<c t="s"><v>${stringIndex(String(value))}</v></c>`);
  const parts: Buffer[] = [Buffer.from(`${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`)];
  let chunk: string[] = [`<row>${header.map(cell).join('')}</row>`];
  for (const row of rows) {
    chunk.push(`<row>${row.map(cell).join('')}</row>`);
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

/** A zip of deflated entries (method 8), names in UTF-8, dated 1 Jan 1980. */
export function zip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf-8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
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
