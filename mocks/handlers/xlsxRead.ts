import { readSheet } from 'read-excel-file/node';

/**
 * Reads back a downloaded .xlsx for tests (Jest and the browser tests) with read-excel-file, a
 * reader that shares no code with our writer (xlsxFile.ts), so a bug of the writer cannot pass
 * because the reader has the same bug: the first sheet's rows, texts as texts, numbers as numbers.
 */
export async function readXlsxRows(file: Buffer): Promise<(string | number)[][]> {
  const rows = await readSheet(file);
  return rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : String(cell ?? ''))));
}
