import type { PlanilhaDto } from '../../api/revisaoEnvioPlanilhaDto';

/**
 * 'Exportar Planilha' as a real .xlsx file (issue 29 point 6; docs/decisions.md "Review
 * spreadsheet"): write-excel-file, imported here on demand so it ships in its own chunk of the
 * review page and only when the buyer exports. Header in bold and frozen; numbers stay numbers
 * (after the first column, which names the order, with two decimals); texts stay texts.
 */
export async function spreadsheetOf(sheet: PlanilhaDto): Promise<Blob> {
  const { default: writeXlsxFile } = await import(/* webpackChunkName: "xlsx-writer" */ 'write-excel-file/browser');
  const header = sheet.cabecalho.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = sheet.linhas.map((row) =>
    row.map((value, column) => {
      if (value === null) return null;
      if (typeof value === 'number') return column === 0 ? { value, type: Number } : { value, type: Number, format: '#,##0.00' };
      return { value, type: String };
    }),
  );
  const widths = sheet.cabecalho.map((title, column) => ({ width: Math.min(40, Math.max(title.length + 2, ...sheet.linhas.map((row) => String(row[column] ?? '').length + 2))) }));
  return writeXlsxFile([header, ...rows], { sheet: 'Pedidos', columns: widths, stickyRowsCount: 1 }).toBlob();
}
