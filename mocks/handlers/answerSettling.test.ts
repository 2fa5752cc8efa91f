import { signToken } from '../auth/jwt';
import { scheduleAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';

const MINUTE = 60_000;
const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
const get = (path: string) => fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${token}` } });

/** Two quotations sent now, each with answers scheduled over the next minutes and at the due date. */
function sendTwo() {
  const sentAt = db().now();
  const [a, b] = db().data.quotations.filter((q) => q.situacao === 'EM_CRIACAO' || q.situacao === 'EM_ANDAMENTO');
  for (const quotation of [a, b]) {
    quotation.dataVencimento = new Date(sentAt.getTime() + 4 * 60 * MINUTE).toISOString();
    quotation.situacao = 'EM_ANDAMENTO';
    quotation.dataEnvio = sentAt.toISOString();
    scheduleAnswers(db(), quotation, sentAt);
  }
  const waiting = (id: number) => db().answersOf(id).filter((answer) => answer.pendente).length;
  return { a, b, waiting };
}

describe('the mock API settles simulated answers per quotation', () => {
  it('reading one quotation’s answers settles that quotation only', async () => {
    const { a, b, waiting } = sendTwo();
    const before = { a: waiting(a.id), b: waiting(b.id) };
    expect(before.a).toBeGreaterThan(0);
    db().clockOffsetMs += 60 * MINUTE;

    const count = (await (await get(`/lateral/getQtdRespostas?idCotacao=${a.id}`)).json()) as number;

    expect(waiting(a.id)).toBeLessThan(before.a);
    expect(count).toBe(db().answersOf(a.id).filter((answer) => answer.dataEnvio !== null).length);
    expect(waiting(b.id)).toBe(before.b);
  });

  it('a quotation list runs the due-date pass over quotations and settles no answer', async () => {
    const { a, b, waiting } = sendTwo();
    const before = { a: waiting(a.id), b: waiting(b.id) };
    db().clockOffsetMs += 5 * 60 * MINUTE;

    const answer = await fetch('http://localhost/api/cotacao/getByFiltro?page=0&size=50', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 0, title: '', statusList: ['EM_ANALISE'] }),
    });
    const page = (await answer.json()) as { content: { id: number }[] };

    expect(page.content.map((q) => q.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect({ a: waiting(a.id), b: waiting(b.id) }).toEqual(before);
    await get(`/lateral/getDadosCotacao/${b.id}`);
    expect(waiting(b.id)).toBe(0);
  });
});
