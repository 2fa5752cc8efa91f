import fc from 'fast-check';
import { INVALID_EAN, INVALID_FORMAT, INVALID_QUANTITY, MAX_ITEM_QUANTITY, parseShortageFile, rejectedLineCount, shortageFileProblem } from './shortageFile';

describe('missing-products file parser', () => {
  it('reads EAN and quantity lines with ; , tab or space, skips a header and blank lines, and sums repeated EANs', () => {
    const text = 'EAN;Quantidade\r\n7891234567895;10\n\n7891111111111,5\n7892222222222\t3\n7891234567895 2\n';
    expect(parseShortageFile(text)).toEqual({
      lines: [
        { ean: '7891234567895', quantidade: 12, linhas: 2, primeiraLinha: 2 },
        { ean: '7891111111111', quantidade: 5, linhas: 1, primeiraLinha: 4 },
        { ean: '7892222222222', quantidade: 3, linhas: 1, primeiraLinha: 5 },
      ],
      overLimit: [],
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

  it('property: every non-blank line is either summed into a product or reported, and no product passes 99,999', () => {
    const line = fc.oneof(
      fc.tuple(fc.constantFrom('7891234567895', '7891111111111', '7892222222222'), fc.integer({ min: 1, max: 60_000 })).map(([e, q]) => `${e};${q}`),
      fc.tuple(fc.stringMatching(/^\d{13}$/), fc.integer({ min: 1, max: 999_999 })).map(([e, q]) => `${e};${q}`),
      fc.string({ maxLength: 20 }).filter((s) => !/[\r\n]/.test(s)),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const body = ['7890000000000;1', ...lines];
        const result = parseShortageFile(body.join('\n'));
        const nonBlank = body.filter((l) => l.trim() !== '').length;
        const summed = result.lines.reduce((sum, l) => sum + l.linhas, 0);
        expect(summed + rejectedLineCount(result.rejected)).toBe(nonBlank);
        expect(result.lines.every((l) => l.quantidade >= 1 && l.quantidade <= MAX_ITEM_QUANTITY)).toBe(true);
        expect(result.overLimit.every((l) => l.quantidade > MAX_ITEM_QUANTITY)).toBe(true);
      }),
    );
  });

  it('sums 40,000 copies of one line into one product of 40,000, saying how many lines were merged', () => {
    const result = parseShortageFile('7891234567895;1\n'.repeat(40_000));
    expect(result.lines).toEqual([{ ean: '7891234567895', quantidade: 40_000, linhas: 40_000, primeiraLinha: 1 }]);
    expect(result.rejected).toEqual([]);
  });

  it('refuses an EAN whose lines add up past 99,999, naming the EAN, its lines and the limit; the others still count', () => {
    const text = ['EAN;Qtd', '7891111111111;5', ...Array<string>(40_000).fill('7891234567895;10'), '7892222222222;100000'].join('\n');
    const result = parseShortageFile(text);
    expect(result.lines).toEqual([{ ean: '7891111111111', quantidade: 5, linhas: 1, primeiraLinha: 2 }]);
    expect(result.rejected).toEqual([
      {
        linha: 3,
        conteudo: '7891234567895;400.000',
        motivo: 'O EAN 7891234567895 soma 400.000 em 40.000 linhas (a primeira é a 3): passa do limite de 99.999 unidades por produto; produto não importado',
        linhas: 40_000,
      },
      {
        linha: 40_003,
        conteudo: '7892222222222;100.000',
        motivo: 'O EAN 7892222222222 soma 100.000 na linha 40003: passa do limite de 99.999 unidades por produto; produto não importado',
      },
    ]);
    expect(rejectedLineCount(result.rejected)).toBe(40_001);
  });

  it('takes exactly 99,999 and treats an absurdly long quantity as past the limit', () => {
    expect(parseShortageFile('7891234567895;99998\n7891234567895;1').lines).toEqual([{ ean: '7891234567895', quantidade: 99_999, linhas: 2, primeiraLinha: 1 }]);
    expect(parseShortageFile('7891234567895;99999999999999999999999').overLimit).toHaveLength(1);
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
