import fc from 'fast-check';
import { INVALID_EAN, INVALID_FORMAT, INVALID_QUANTITY, parseShortageFile, shortageFileProblem } from './shortageFile';

describe('missing-products file parser', () => {
  it('reads EAN and quantity lines with ; , tab or space, skips a header and blank lines, and sums repeated EANs', () => {
    const text = 'EAN;Quantidade\r\n7891234567895;10\n\n7891111111111,5\n7892222222222\t3\n7891234567895 2\n';
    expect(parseShortageFile(text)).toEqual({
      lines: [
        { ean: '7891234567895', quantidade: 12 },
        { ean: '7891111111111', quantidade: 5 },
        { ean: '7892222222222', quantidade: 3 },
      ],
      rejected: [],
    });
  });

  it('reports the lines it cannot use, with their number and reason', () => {
    const text = '7891234567895;10\nabc;2\n7891234567895;0\n7891234567895\n123;4\n7891234567895;2,5';
    expect(parseShortageFile(text).rejected).toEqual([
      { linha: 2, conteudo: 'abc;2', motivo: INVALID_EAN },
      { linha: 3, conteudo: '7891234567895;0', motivo: INVALID_QUANTITY },
      { linha: 4, conteudo: '7891234567895', motivo: INVALID_FORMAT },
      { linha: 5, conteudo: '123;4', motivo: INVALID_EAN },
      { linha: 6, conteudo: '7891234567895;2,5', motivo: INVALID_FORMAT },
    ]);
  });

  it('property: every non-blank line is either used or reported', () => {
    const line = fc.oneof(
      fc.tuple(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 1, max: 999 })).map(([e, q]) => `${e};${q}`),
      fc.string({ maxLength: 20 }).filter((s) => !/[\r\n]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const body = ['7890000000000;1', ...lines];
        const result = parseShortageFile(body.join('\n'));
        const used = body.filter((l) => l.trim() !== '').length - result.rejected.length;
        const total = result.lines.reduce((sum, l) => sum + l.quantidade, 0);
        expect(used).toBeGreaterThanOrEqual(result.lines.length);
        expect(total).toBeGreaterThanOrEqual(result.lines.length);
      }),
    );
  });

  it('accepts only TXT or CSV text, judged by name and content', () => {
    const text = new TextEncoder().encode('7891234567895;1');
    expect(shortageFileProblem('faltas.csv', text)).toBeNull();
    expect(shortageFileProblem('faltas.TXT', text)).toBeNull();
    expect(shortageFileProblem('faltas.xlsx', text)).toBe('Envie um arquivo TXT ou CSV.');
    expect(shortageFileProblem('faltas.csv', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toBe('O arquivo não é um texto (TXT ou CSV).');
    expect(shortageFileProblem('faltas.txt', new Uint8Array(0))).toBe('O arquivo está vazio.');
  });
});
