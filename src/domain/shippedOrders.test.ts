import { orderStatusIndex } from './orderStatus';
import { brasiliaDay, defaultShippedPeriod, SHIPPED_STATUSES, sentInPeriod } from './shippedOrders';
import { brasilia } from '../test/brasilia';

describe('sent orders rules (DECISIONS 3, spec 03 §4.1)', () => {
  it('lists the statuses whose index is above 5, in the business order', () => {
    // Every index from 6 to 14 of the table, once, in that order (CANCELADO is 0, 'Problema no envio' 5).
    expect(SHIPPED_STATUSES.map(orderStatusIndex)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('defaults to the 90 days before today and today, across months and years', () => {
    expect(defaultShippedPeriod(brasilia('24/11/2026 23:59'))).toEqual({ dataInicio: '2026-08-26', dataFim: '2026-11-24' });
    expect(defaultShippedPeriod(brasilia('15/01/2026 00:01'))).toEqual({ dataInicio: '2025-10-17', dataFim: '2026-01-15' });
  });

  it('counts the period in Brasília days, both ends included', () => {
    // 02:30 UTC on the 24th is still the 23rd in São Paulo (UTC−3).
    expect(brasiliaDay(new Date('2026-11-24T02:30:00Z'))).toBe('2026-11-23');
    const period = { dataInicio: '2026-11-01', dataFim: '2026-11-23' };
    expect(sentInPeriod('2026-11-24T02:30:00Z', period)).toBe(true);
    expect(sentInPeriod('2026-11-24T03:00:00Z', period)).toBe(false);
    expect(sentInPeriod('2026-11-01T03:00:00Z', period)).toBe(true);
    expect(sentInPeriod('2026-11-01T02:59:00Z', period)).toBe(false);
  });
});
