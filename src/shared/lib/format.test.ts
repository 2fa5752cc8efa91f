import { formatDate, formatDateTime, formatMoney, formatPercent } from './format';

describe('formatters (spec 01 §1: BRL, percentages with 2 decimals)', () => {
  it('formats money as Brazilian reais', () => {
    expect(formatMoney(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatMoney(null)).toBe('');
  });

  it('formats percentages with two decimals', () => {
    expect(formatPercent(12.5)).toBe('12,50%');
    expect(formatPercent(0)).toBe('0,00%');
  });

  it('formats dates as dd/MM/yyyy and keeps unreadable ones empty', () => {
    expect(formatDate('2026-03-15T10:30:00')).toBe('15/03/2026');
    expect(formatDateTime('2026-03-15T10:30:00')).toBe('15/03/2026 10:30');
    expect(formatDate('não é data')).toBe('');
  });
});
