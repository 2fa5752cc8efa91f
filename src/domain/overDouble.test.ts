import { DEFAULT_FILTER, filterToParams } from './automaticOrderFilter';
import { isOverDouble, OVER_DOUBLE_FILTER } from './overDouble';

describe('over double', () => {
  it("'Revisar as quantidades' filters ordered vs quoted, above 100.00 %, other fields cleared", () => {
    expect(OVER_DOUBLE_FILTER).toEqual({ ...DEFAULT_FILTER, tipoComparacao: 2, valor: '100.00', filtroPorcentagem: true, acimaDoValor: true });
    const params = new URLSearchParams(filterToParams(OVER_DOUBLE_FILTER));
    expect(params.get('tipoComparacao')).toBe('2');
    expect(params.get('valor')).toBe('100.00');
  });

  it('is above double only past 100 % over the quoted', () => {
    expect(isOverDouble(20, 10)).toBe(false);
    expect(isOverDouble(21, 10)).toBe(true);
    expect(isOverDouble(5, 0)).toBe(false);
  });
});
