import { readShippedQuery, writeShippedQuery } from './shippedAddress';
import { brasilia } from '../../test/brasilia';

const TODAY = brasilia('24/11/2026 10:00');
const read = (search: string) => readShippedQuery(new URLSearchParams(search), TODAY);

describe('the sent-orders address (DECISIONS 2)', () => {
  it('falls back to every status, the last 90 days and the first page', () => {
    expect(read('')).toEqual({ situacaoPedido: null, dataInicio: '2026-08-26', dataFim: '2026-11-24', page: 0 });
    expect(read('situacao=CONFIRMADO&de=2026-13-01&ate=x&page=-2')).toEqual(read(''));
    expect(read('de=2026-11-20&ate=2026-11-01')).toEqual(read('')); // an end before its start
  });

  it('round-trips what was chosen and leaves the defaults out', () => {
    const chosen = { situacaoPedido: 'NAO_FATURADO' as const, dataInicio: '2026-10-01', dataFim: '2026-10-31', page: 2 };
    expect(writeShippedQuery(chosen, TODAY).toString()).toBe('situacao=NAO_FATURADO&de=2026-10-01&ate=2026-10-31&page=2');
    expect(read(writeShippedQuery(chosen, TODAY).toString())).toEqual(chosen);
    expect(writeShippedQuery(read(''), TODAY).toString()).toBe('');
  });
});
