import { scheduleAnswers, settleAnswers } from './answerSimulation';
import { MockDb } from './database';

const MINUTE = 60_000;

describe('answer simulation', () => {
  it('answers a sent quotation at once, over the next minutes, late and expired, settling on the database clock', () => {
    const db = new MockDb('demo', new Date(2026, 2, 10, 9, 0));
    const quotation = db.data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const sentAt = new Date(2026, 2, 10, 9, 0);
    quotation.dataVencimento = new Date(sentAt.getTime() + 4 * 60 * MINUTE).toISOString();
    quotation.filiais = db.data.branches.map((b) => b.id);
    quotation.participantes = db.data.representatives.map((r) => ({ idFornecedor: r.idFornecedor, idRepresentante: r.id }));
    quotation.situacao = 'EM_ANDAMENTO';
    quotation.dataEnvio = sentAt.toISOString();
    scheduleAnswers(db, quotation, sentAt);

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
