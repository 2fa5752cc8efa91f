import fc from 'fast-check';
import { parseShortageFile } from './shortageFile';
import { DEFAULT_NOT_BOUGHT_SITUATIONS, isNotBoughtFilterComplete, notBoughtShares, quotationFileLines, statusesOf, type OrderedItemFacts } from './notBought';

const facts = (over: Partial<OrderedItemFacts> = {}): OrderedItemFacts => ({ quoted: 10, answered: 10, ordered: 10, excluded: false, sent: false, invoiced: null, ...over });

describe('not-bought shares of an ordered item', () => {
  it('nothing is missing when the item was answered, ordered and invoiced in full', () => {
    expect(notBoughtShares(facts())).toEqual([]);
    expect(notBoughtShares(facts({ sent: true, invoiced: 10 }))).toEqual([]);
  });

  it('PR is the part the supplier did not answer; PP the part answered but not ordered', () => {
    expect(notBoughtShares(facts({ answered: 6, ordered: 4 }))).toEqual([
      { status: 'PR', quantidade: 4 },
      { status: 'PP', quantidade: 2 },
    ]);
  });

  it('EX is everything the answer offered when the buyer deleted the item', () => {
    expect(notBoughtShares(facts({ answered: 8, excluded: true }))).toEqual([
      { status: 'PR', quantidade: 2 },
      { status: 'EX', quantidade: 8 },
    ]);
  });

  it('SR is the ordered quantity of a sent order whose billing return has not come; NF the part not invoiced once it came', () => {
    expect(notBoughtShares(facts({ sent: true }))).toEqual([{ status: 'SR', quantidade: 10 }]);
    expect(notBoughtShares(facts({ sent: true, invoiced: 3 }))).toEqual([{ status: 'NF', quantidade: 7 }]);
    expect(notBoughtShares(facts({ sent: true, invoiced: 0 }))).toEqual([{ status: 'NF', quantidade: 10 }]);
  });

  it('never counts more than the quoted quantity, whatever the facts (property)', () => {
    const anyFacts = fc.record({
      quoted: fc.integer({ min: 0, max: 1000 }),
      answered: fc.integer({ min: 0, max: 2000 }),
      ordered: fc.integer({ min: 0, max: 2000 }),
      excluded: fc.boolean(),
      sent: fc.boolean(),
      invoiced: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    });
    fc.assert(
      fc.property(anyFacts, (item) => {
        const shares = notBoughtShares(item);
        expect(shares.reduce((sum, share) => sum + share.quantidade, 0)).toBeLessThanOrEqual(item.quoted);
        expect(shares.every((share) => share.quantidade > 0)).toBe(true);
        expect(new Set(shares.map((share) => share.status)).size).toBe(shares.length);
      }),
    );
  });
});

describe('not-bought filter', () => {
  it('by default asks for every situation but sem retorno (spec 03 §5)', () => {
    expect([...statusesOf(DEFAULT_NOT_BOUGHT_SITUATIONS)].sort()).toEqual(['EX', 'NF', 'NR', 'PP', 'PR']);
  });

  it('is complete only with a situation, a supplier and a branch', () => {
    const complete = { ...DEFAULT_NOT_BOUGHT_SITUATIONS, cnpjFornecedores: ['1'], cnpjFiliais: ['2'] };
    expect(isNotBoughtFilterComplete(complete)).toBe(true);
    expect(isNotBoughtFilterComplete({ ...complete, cnpjFornecedores: [] })).toBe(false);
    expect(isNotBoughtFilterComplete({ ...complete, cnpjFiliais: [] })).toBe(false);
    const noSituation = Object.fromEntries(Object.keys(DEFAULT_NOT_BOUGHT_SITUATIONS).map((key) => [key, false]));
    expect(isNotBoughtFilterComplete({ ...complete, ...noSituation })).toBe(false);
  });
});

describe("'Gerar arquivo de cotação'", () => {
  it('writes one EAN;quantity line per product that the wizard upload reads back (largest branch shortfall, shares added, at most what was quoted)', () => {
    const lines = quotationFileLines([
      { codigoBarras: '7891234567895', filial: 'A', quantidade: 4, quantidadeCotada: 10 },
      { codigoBarras: '7891234567895', filial: 'A', quantidade: 3, quantidadeCotada: 10 },
      { codigoBarras: '7891234567895', filial: 'B', quantidade: 5, quantidadeCotada: 10 },
      { codigoBarras: '7899876543210', filial: 'B', quantidade: 8, quantidadeCotada: 6 },
      { codigoBarras: '7890000000001', filial: 'B', quantidade: 0, quantidadeCotada: 6 },
    ]);
    expect(lines).toEqual(['EAN;Quantidade', '7891234567895;7', '7899876543210;6']);
    const parsed = parseShortageFile(lines.join('\r\n'));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines.map(({ ean, quantidade }) => [ean, quantidade])).toEqual([
      ['7891234567895', 7],
      ['7899876543210', 6],
    ]);
  });
});
