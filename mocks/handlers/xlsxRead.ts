import { inflateRawSync } from 'node:zlib';
import { crc32 } from './xlsxFile';

/**
 * Reads back a downloaded .xlsx for tests (Jest and the browser tests): the zip's central
 * directory, each entry inflated and its CRC checked, then the first sheet's rows with the shared
 * strings put in. Only what the tests need; it refuses what it does not understand.
 */
export function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = file.readUInt16LE(at + 10);
    const crc = file.readUInt32LE(at + 16);
    const packedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30);
    const comment = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf-8');
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const packed = file.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : null;
    if (!data) throw new Error(`unknown method ${method}`);
    if (crc32(data) !== crc) throw new Error(`bad CRC in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const unescapeXml = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The first sheet's rows: texts from the shared strings, numbers as numbers. */
export function readXlsxRows(file: Buffer): (string | number)[][] {
  const entries = unzip(file);
  const strings = [...(entries.get('xl/sharedStrings.xml')?.toString('utf-8') ?? '').matchAll(/<si><t[^>]*>([\s\S]*?)<\/t><\/si>/g)].map((m) => unescapeXml(m[1]));
  const sheet = entries.get('xl/worksheets/sheet1.xml')?.toString('utf-8');
  if (!sheet) throw new Error('no sheet1');
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1].matchAll(/<c([^>]*)><v>([^<]*)<\/v><\/c>/g)].map(([, attributes, value]) => (attributes.includes('t="s"') ? strings[Number(value)] : Number(value))),
  );
}
