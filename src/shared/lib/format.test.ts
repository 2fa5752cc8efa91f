import { formatCount, formatDate, formatDateTime, formatMoney, formatPercent } from './format';

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

describe('formatCount (issue 28: no "1 itens" nor "19339 produto(s)")', () => {
  it('says one in the singular, every other count in the plural, with pt-BR thousands', () => {
    expect(formatCount(1, 'item', 'itens')).toBe('1 item');
    expect(formatCount(0, 'produto', 'produtos')).toBe('0 produtos');
    expect(formatCount(19339, 'produto', 'produtos')).toBe('19.339 produtos');
    expect(formatCount(900000, 'pedido', 'pedidos')).toBe('900.000 pedidos');
  });
});
