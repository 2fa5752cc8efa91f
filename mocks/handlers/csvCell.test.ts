import fc from 'fast-check';
import { csvCell, csvDownload } from './exportFile';

/** Issue 30 item 8: CSV cells a spreadsheet would run as formulas are neutralised; \r is quoted. */
describe('CSV fields', () => {
  it('neutralises texts starting with =, +, -, @, a tab or a carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+cmd|/C calc!A0')).toBe("'+cmd|/C calc!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(1,2)')).toBe("'@SUM(1,2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps numbers, plain numbers written as text and ordinary text as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell('1.234,56')).toBe('1.234,56');
    expect(csvCell('7891234567895')).toBe('7891234567895');
    expect(csvCell('DIPIRONA 500 MG')).toBe('DIPIRONA 500 MG');
    expect(csvCell('Farmácia; Centro')).toBe('"Farmácia; Centro"');
  });

  it('quotes a carriage return, a line feed, a quote and the separator', () => {
    expect(csvCell('a\rb')).toBe('"a\rb"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a"b')).toBe('"a""b"');
  });

  it('no field of any text starts a formula or breaks its line (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', '"', 'a', '1', ',', ' ') }), (text) => {
        const field = csvCell(text);
        const inner = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
        const safe = !/^[=+@\t\r]/.test(inner) && (!inner.startsWith('-') || /^-?\d+([.,]\d+)*$/.test(inner));
        const oneField = field.startsWith('"') || !/[;"\n\r]/.test(field);
        return safe && oneField;
      }),
      { numRuns: 2_000, seed: 30 },
    );
  });

  it('a download carries the neutralised fields', async () => {
    const bytes = await csvDownload('x.csv', ['Produto'], [['=1+1'], ['ok']]).arrayBuffer();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe("\uFEFFProduto\r\n'=1+1\r\nok\r\n");
  });
});
