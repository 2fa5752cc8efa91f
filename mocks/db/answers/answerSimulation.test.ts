import { dropPendingAnswers, scheduleAnswers, settleAnswers, settleDueDates, settleQuotationAnswers } from './answerSimulation';
import { MockDb } from '../core/database';
import type { DbQuotation } from '../core/types';
import { brasilia } from '../../../src/test/brasilia';

const MINUTE = 60_000;

/** Sends a quotation to every branch and representative, due four hours later. */
function sendToEveryone(db: MockDb, quotation: DbQuotation, sentAt: Date): void {
  quotation.dataVencimento = new Date(sentAt.getTime() + 4 * 60 * MINUTE).toISOString();
  quotation.filiais = db.data.branches.map((b) => b.id);
  quotation.participantes = db.data.representatives.map((r) => ({ idFornecedor: r.idFornecedor, idRepresentante: r.id }));
  quotation.situacao = 'EM_ANDAMENTO';
  quotation.dataEnvio = sentAt.toISOString();
  scheduleAnswers(db, quotation, sentAt);
}

describe('answer simulation', () => {
  it('answers a sent quotation at once, over the next minutes, late and expired, settling on the database clock', () => {
    const db = new MockDb('demo', brasilia('10/03/2026 09:00'));
    const quotation = db.data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const sentAt = brasilia('10/03/2026 09:00');
    sendToEveryone(db, quotation, sentAt);

    const answers = db.data.answers.filter((a) => a.idCotacao === quotation.id);
    expect(answers).toHaveLength(quotation.filiais.length * quotation.participantes.length);
    const first = answers[0];
    expect(first.categoria).toBe('RESPONDIDA');
    expect(first.qtdeItensRespondidos).toBeGreaterThan(0);
    const waitingAtStart = answers.filter((a) => a.categoria === 'AGUARDANDO').length;
    expect(waitingAtStart).toBeGreaterThan(0);

    settleAnswers(db, new Date(sentAt.getTime() + 15 * MINUTE));
    const waitingLater = answers.filter((a) => a.categoria === 'AGUARDANDO').length;
    expect(waitingLater).toBeLessThan(waitingAtStart);
    expect(answers.some((a) => a.categoria === 'ESTOQUE' || a.categoria === 'USUARIO_SENHA')).toBe(true);
    expect(quotation.situacao).toBe('EM_ANDAMENTO');

    settleAnswers(db, new Date(sentAt.getTime() + 5 * 60 * MINUTE));
    expect(answers.filter((a) => a.categoria === 'AGUARDANDO')).toHaveLength(0);
    expect(answers.some((a) => a.categoria === 'VENCIDA')).toBe(true);
    expect(answers.some((a) => a.categoria === 'ATRASADA')).toBe(true);
    expect(quotation.situacao).toBe('EM_ANALISE');
  });
});

describe('answer settling per quotation', () => {
  const sentAt = brasilia('10/03/2026 09:00');
  function sendTwo() {
    const db = new MockDb('demo', sentAt);
    const [a, b] = db.data.quotations.filter((q) => q.situacao === 'EM_CRIACAO');
    for (const quotation of [a, b]) sendToEveryone(db, quotation, sentAt);
    const waiting = (id: number) => db.answersOf(id).filter((answer) => answer.categoria === 'AGUARDANDO').length;
    return { db, a, b, waiting };
  }

  it('indexes the scheduled answers by quotation, pending ones apart', () => {
    const { db, a, waiting } = sendTwo();
    expect(db.answersOf(a.id)).toHaveLength(a.filiais.length * a.participantes.length);
    expect(db.answersOf(a.id)).toEqual(db.data.answers.filter((answer) => answer.idCotacao === a.id));
    expect(db.pendingAnswersByQuotation.get(a.id)).toHaveLength(waiting(a.id));
  });

  it('settles only the quotation asked about; the other keeps its pending answers until it is read', () => {
    const { db, a, b, waiting } = sendTwo();
    const waitingB = waiting(b.id);
    const later = new Date(sentAt.getTime() + 15 * MINUTE);

    settleQuotationAnswers(db, a.id, later);

    expect(waiting(a.id)).toBeLessThan(waitingB);
    expect(waiting(b.id)).toBe(waitingB);
    settleQuotationAnswers(db, b.id, later);
    expect(waiting(b.id)).toBeLessThan(waitingB);
  });

  it('the due-date pass moves past-due quotations to analysis without touching any answer', () => {
    const { db, a, b, waiting } = sendTwo();
    const before = [waiting(a.id), waiting(b.id)];
    settleDueDates(db, new Date(sentAt.getTime() + 5 * 60 * MINUTE));
    expect([a.situacao, b.situacao]).toEqual(['EM_ANALISE', 'EM_ANALISE']);
    expect([waiting(a.id), waiting(b.id)]).toEqual(before);
  });

  it('a cancelled quotation receives no more answers', () => {
    const { db, a, waiting } = sendTwo();
    const left = waiting(a.id);
    dropPendingAnswers(db, a.id);
    settleQuotationAnswers(db, a.id, new Date(sentAt.getTime() + 5 * 60 * MINUTE));
    expect(waiting(a.id)).toBe(left);
    expect(db.pendingAnswersByQuotation.has(a.id)).toBe(false);
  });
});
