import fc from 'fast-check';
import { billingFigures, billingReturnStatus, invoicedValue, shortfallOf, type BilledItem } from './orderBilling';

const item = fc.record({
  ordered: fc.integer({ min: 0, max: 99_999 }),
  // what the supplier returned: nothing, part, all, or more than ordered
  invoiced: fc.integer({ min: 0, max: 120_000 }),
  unitPrice: fc.integer({ min: 1, max: 1_000_000 }).map((c) => c / 100),
});

const cents = (value: number) => Math.round(value * 100);

describe('billing return of an order (spec 03 §4.1, §4.6): the status follows the invoiced quantities', () => {
  it('the issue 25 order: its only item invoiced 6 of 6 is Faturado, not Faturado Parcialmente', () => {
    expect(billingReturnStatus([{ ordered: 6, invoiced: 6 }])).toBe('FATURADO_RETORNO');
    expect(billingFigures([{ ordered: 6, invoiced: 6, unitPrice: 69.37 }])).toMatchObject({ totalFaturado: 416.22, percentualFaturadoProdutos: 100, percentualFaturadoUnidades: 100 });
  });

  it('status, total and percentages agree with the items, whatever they are', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), (items: BilledItem[]) => {
        const figures = billingFigures(items);
        const ordered = items.filter((i) => i.ordered > 0);
        const full = ordered.every((i) => i.invoiced >= i.ordered);
        const none = ordered.every((i) => i.invoiced === 0);
        const expected = none ? 'NAO_FATURADO' : full ? 'FATURADO_RETORNO' : 'FATURADO_RETORNO_INCOMPLETO';
        expect(figures.status).toBe(expected);
        expect(billingReturnStatus(items)).toBe(expected);
        // the invoiced total is the sum of the items' invoiced values, each in cents
        expect(cents(figures.totalFaturado)).toBe(ordered.reduce((sum, i) => sum + cents(invoicedValue(i)), 0));
        const units = ordered.reduce((sum, i) => sum + i.ordered, 0);
        const invoicedUnits = ordered.reduce((sum, i) => sum + Math.min(i.ordered, i.invoiced), 0);
        expect(figures.unidades).toBe(units);
        expect(figures.unidadesFaturadas).toBe(invoicedUnits);
        expect(units - invoicedUnits).toBe(ordered.reduce((sum, i) => sum + shortfallOf(i), 0));
        expect(figures.produtos).toBe(ordered.length);
        // 100 % of units exactly when Faturado; 0 % of products exactly when Não Faturado (with something ordered)
        expect(figures.percentualFaturadoUnidades === 100).toBe(figures.status === 'FATURADO_RETORNO' && units > 0);
        expect(figures.percentualFaturadoProdutos === 0).toBe(figures.status === 'NAO_FATURADO');
        expect(figures.percentualFaturadoProdutos > 0).toBe(figures.percentualFaturadoUnidades > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('an item invoiced beyond what was ordered counts as what was ordered; nothing ordered is Não Faturado', () => {
    expect(shortfallOf({ ordered: 4, invoiced: 9 })).toBe(0);
    expect(invoicedValue({ ordered: 4, invoiced: 9, unitPrice: 2.5 })).toBe(10);
    expect(billingReturnStatus([])).toBe('NAO_FATURADO');
    expect(billingReturnStatus([{ ordered: 0, invoiced: 0 }, { ordered: 3, invoiced: 3 }])).toBe('FATURADO_RETORNO');
  });
});
