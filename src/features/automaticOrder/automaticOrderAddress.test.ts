import fc from 'fast-check';
import { DEFAULT_FILTER, normalizeFilterValue, type AutomaticOrderFilter } from '../../domain/automaticOrderFilter';
import { readAddress, writeAddress } from './automaticOrderAddress';

const filter = fc.record<AutomaticOrderFilter>({
  busca: fc.string({ maxLength: 30 }).map((s) => s.trim()),
  idFornecedor: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
  idRepresentante: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
  idCliente: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
  acimaDoValor: fc.boolean(),
  tipoComparacao: fc.constantFrom(0, 1, 2),
  valor: fc.integer({ min: 1, max: 99_999 }).map((cents) => (cents / 100).toFixed(2)),
  filtroPorcentagem: fc.boolean(),
  conflitoDeEmbalagem: fc.boolean(),
  problemaDeMinimo: fc.boolean(),
  problemaFaturamentoMinimo: fc.boolean(),
  oportunidade: fc.boolean(),
  combo: fc.boolean(),
});

describe('the automatic order address ↔ filter', () => {
  it('an address written from a filter and page reads back the same (reload and deep links)', () => {
    fc.assert(
      fc.property(filter, fc.integer({ min: 0, max: 50 }), (f, supplierPage) => {
        const address = new URLSearchParams(writeAddress({ filter: f, supplierPage }).toString());
        expect(readAddress(address)).toEqual({ filter: f, supplierPage });
      }),
      { numRuns: 1000 },
    );
  });

  it('the default filter is an empty address, and junk falls back to the defaults', () => {
    expect(writeAddress({ filter: DEFAULT_FILTER, supplierPage: 0 }).toString()).toBe('');
    expect(readAddress(new URLSearchParams('tipoComparacao=9&valor=abc&idFornecedor=-3&pagina=x&combo=sim'))).toEqual({ filter: DEFAULT_FILTER, supplierPage: 0 });
    expect(readAddress(new URLSearchParams('busca=dipirona&conflitoDeEmbalagem=true&pagina=3'))).toEqual({
      filter: { ...DEFAULT_FILTER, busca: 'dipirona', conflitoDeEmbalagem: true },
      supplierPage: 2,
    });
  });

  it('the value field: comma decimals, at most 6 characters, invalid becomes 0', () => {
    expect(normalizeFilterValue('12,5')).toBe('12.50');
    expect(normalizeFilterValue('100.00')).toBe('100.00');
    expect(normalizeFilterValue('1234567')).toBe('123456.00');
    expect(normalizeFilterValue('abc')).toBe('0.00');
  });
});
