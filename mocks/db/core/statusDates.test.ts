import { signToken } from '../../auth/jwt';
import { db } from './current';
import { MockDb } from './database';

const FIXED_NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3_600_000;
const time = (iso: string): number => new Date(iso).getTime();

describe('quotation statuses follow the mock clock', () => {
  it('generates dates that agree with each status: open ones due in the future, the others due in the past', () => {
    for (const scenario of ['demo', 'e2e'] as const) {
      const { quotations } = new MockDb(scenario, FIXED_NOW).data;
      for (const q of quotations) {
        expect(time(q.dataCadastro)).toBeLessThan(time(q.dataVencimento));
        expect(time(q.dataCadastro)).toBeLessThanOrEqual(FIXED_NOW.getTime() + 24 * HOUR);
        if (q.situacao === 'EM_CRIACAO' || q.situacao === 'EM_ANDAMENTO') expect(time(q.dataVencimento)).toBeGreaterThan(FIXED_NOW.getTime());
        else expect(time(q.dataVencimento)).toBeLessThan(FIXED_NOW.getTime());
      }
    }
  });

  it('moves a quotation in progress to EM_ANALISE once its due date passes, when it is next read', async () => {
    const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
    const statusOnRead = async (): Promise<string> => {
      const answer = await fetch('http://localhost/api/cotacao/getByFiltro?page=0&size=10', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: quotation.id, statusList: [] }),
      });
      return ((await answer.json()) as { content: { situacao: string }[] }).content[0].situacao;
    };
    expect(await statusOnRead()).toBe('EM_ANDAMENTO');

    db().clockOffsetMs = time(quotation.dataVencimento) - Date.now() - 60_000; // a minute before the due moment
    expect(await statusOnRead()).toBe('EM_ANDAMENTO');
    expect(quotation.situacao).toBe('EM_ANDAMENTO');

    db().clockOffsetMs += 2 * 60_000; // a minute after it
    expect(quotation.situacao).toBe('EM_ANDAMENTO'); // no timer: nothing changes until someone reads
    expect(await statusOnRead()).toBe('EM_ANALISE');
  });
});
