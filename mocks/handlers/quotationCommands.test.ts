import { signToken } from '../auth/jwt';
import { scheduleAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import { DUE_DATE_LOCKED_MESSAGE, CLOSE_ALREADY_CLOSED_MESSAGE } from '../db/quotation/quotationCommands';
import { DUE_DATE_PAST_MESSAGE, DUE_DATE_SAME_MESSAGE } from '../../src/domain/dueDateChange';

const HOUR = 3_600_000;
const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const get = (path: string) => fetch(`http://localhost/api${path}`, { headers });
const changeDue = (idCotacao: number, dataVencimento: string) =>
  fetch('http://localhost/api/resumoresposta/alterarVencimento', { method: 'POST', headers, body: JSON.stringify({ idCotacao, dataVencimento }) });
const status = async (id: number) => ((await (await get(`/lateral/getDadosCotacao/${id}`)).json()) as { situacao: string; dataVencimento: string });

/** A quotation sent now, due in 4 hours, with its simulated answers scheduled. */
function sentQuotation() {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO')!;
  const sentAt = db().now();
  quotation.dataVencimento = new Date(sentAt.getTime() + 4 * HOUR).toISOString();
  quotation.dataEnvio = sentAt.toISOString();
  scheduleAnswers(db(), quotation, sentAt);
  return quotation;
}

describe('POST /resumoresposta/alterarVencimento', () => {
  it('reopens a quotation in analysis without orders when its due date moves into the future', async () => {
    const quotation = sentQuotation();
    db().clockOffsetMs += 6 * HOUR; // past the due date: the next request moves it to analysis
    expect((await status(quotation.id)).situacao).toBe('EM_ANALISE');
    const expired = db().answersOf(quotation.id).filter((a) => a.categoria === 'VENCIDA');
    expect(expired.length).toBeGreaterThan(0);

    const next = new Date(db().now().getTime() + 24 * HOUR);
    next.setSeconds(0, 0);
    const answer = await changeDue(quotation.id, next.toISOString());

    expect(answer.status).toBe(200);
    expect(await status(quotation.id)).toEqual(expect.objectContaining({ situacao: 'EM_ANDAMENTO', dataVencimento: next.toISOString() }));
    // Suppliers that had not answered wait again, until the new due date.
    for (const a of expired) expect(a).toEqual(expect.objectContaining({ categoria: 'AGUARDANDO', pendente: expect.objectContaining({ disponivelEm: next.toISOString() }) }));
  });

  it('moves answers due at or after the old due date (late, expiring) by the same amount; earlier ones stay', async () => {
    const quotation = sentQuotation();
    const oldDue = new Date(quotation.dataVencimento).getTime();
    const [late, early] = db().answersOf(quotation.id).filter((a) => a.pendente);
    late.pendente = { categoria: 'ATRASADA', disponivelEm: new Date(oldDue + 600_000).toISOString(), qtdeItensRespondidos: 1 };
    early.pendente = { categoria: 'RESPONDIDA', disponivelEm: new Date(oldDue - HOUR).toISOString(), qtdeItensRespondidos: 1 };

    expect((await changeDue(quotation.id, new Date(oldDue + 2 * HOUR).toISOString())).status).toBe(200);

    expect(late.pendente?.disponivelEm).toBe(new Date(oldDue + 2 * HOUR + 600_000).toISOString());
    expect(early.pendente?.disponivelEm).toBe(new Date(oldDue - HOUR).toISOString());
  });

  it('refuses the same due date, a past one and a quotation whose orders exist', async () => {
    const quotation = sentQuotation();
    const same = await changeDue(quotation.id, quotation.dataVencimento);
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ mensagem: DUE_DATE_SAME_MESSAGE });

    const past = await changeDue(quotation.id, new Date(db().now().getTime() - HOUR).toISOString());
    expect(await past.json()).toEqual({ mensagem: DUE_DATE_PAST_MESSAGE });

    const finished = db().data.quotations.find((q) => q.situacao === 'FINALIZADA')!;
    const locked = await changeDue(finished.id, new Date(db().now().getTime() + HOUR).toISOString());
    expect(locked.status).toBe(409);
    expect(await locked.json()).toEqual({ mensagem: DUE_DATE_LOCKED_MESSAGE });
  });
});

describe('GET /resumoresposta/encerrarCotacao/{id}', () => {
  it('ends a quotation in progress for answers: analysis now, answers still on their way not considered', async () => {
    const quotation = sentQuotation();
    const pending = db().answersOf(quotation.id).filter((a) => a.pendente);
    expect(pending.length).toBeGreaterThan(0);

    const answer = await get(`/resumoresposta/encerrarCotacao/${quotation.id}`);

    expect(answer.status).toBe(200);
    expect((await status(quotation.id)).situacao).toBe('EM_ANALISE');
    expect(new Date(quotation.dataVencimento).getTime()).toBeLessThanOrEqual(db().now().getTime());
    for (const a of pending) expect(a).toEqual(expect.objectContaining({ categoria: 'VENCIDA', qtdeItensRespondidos: 0 }));
    expect(pendingCount(quotation.id)).toBe(0);
    // Time passing brings none of them back.
    db().clockOffsetMs += 48 * HOUR;
    await status(quotation.id);
    expect(pending.every((a) => a.categoria === 'VENCIDA')).toBe(true);
  });

  it('answers 409 with a Portuguese message when closing makes no sense', async () => {
    const analysis = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    const closed = await get(`/resumoresposta/encerrarCotacao/${analysis.id}`);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ mensagem: CLOSE_ALREADY_CLOSED_MESSAGE });
    const cancelled = db().data.quotations.find((q) => q.situacao === 'CANCELADA')!;
    expect((await get(`/resumoresposta/encerrarCotacao/${cancelled.id}`)).status).toBe(409);
  });
});

function pendingCount(id: number): number {
  return db().pendingAnswersByQuotation.get(id)?.length ?? 0;
}
