import type { CategoriaResposta } from '../../../src/api/dto';
import type { MockDb } from '../core/database';
import { seedOf } from '../core/random';
import type { DbAnswer, DbQuotation } from '../core/types';

/**
 * Answers of the simulated suppliers to a quotation sent from the app. Sending schedules one
 * answer per representative and branch; each has the category it settles into and the moment
 * it becomes visible (`pendente`). Reading a quotation settles its answers that are due on the
 * database's clock, and every request runs the due-date pass over quotations, so no timer runs
 * and tests can move the clock instead of waiting.
 *
 * Profiles (by a stable hash of quotation, representative and branch):
 * answered at once, answered over the next minutes, without stock, login errors of the
 * supplier's integration, answers to check, late answers (after the due date) and expired ones
 * (never answered). The first representative's first branch always answers at once, so every
 * sent quotation can be carried on to orders.
 */
const MINUTE = 60_000;

interface Profile {
  categoria: CategoriaResposta;
  /** Delay after sending, or after the due date when `afterDue`. */
  delayMinutes: [number, number];
  afterDue?: boolean;
  answersItems: boolean;
}

const PROFILES: Profile[] = [
  ...Array<Profile>(6).fill({ categoria: 'RESPONDIDA', delayMinutes: [0, 0], answersItems: true }),
  ...Array<Profile>(5).fill({ categoria: 'RESPONDIDA', delayMinutes: [1, 10], answersItems: true }),
  ...Array<Profile>(2).fill({ categoria: 'ESTOQUE', delayMinutes: [0, 3], answersItems: false }),
  { categoria: 'USUARIO_SENHA', delayMinutes: [0, 0], answersItems: false },
  { categoria: 'NAO_ATENDE', delayMinutes: [2, 8], answersItems: true },
  ...Array<Profile>(2).fill({ categoria: 'ATRASADA', delayMinutes: [5, 30], afterDue: true, answersItems: true }),
  ...Array<Profile>(2).fill({ categoria: 'VENCIDA', delayMinutes: [0, 0], afterDue: true, answersItems: false }),
  { categoria: 'RESPONDIDA', delayMinutes: [0, 0], answersItems: true },
];

export function scheduleAnswers(db: MockDb, quotation: DbQuotation, sentAt: Date): void {
  const due = new Date(quotation.dataVencimento).getTime();
  const itemCount = quotation.itens.length;
  quotation.participantes.forEach((participant, p) => {
    quotation.filiais.forEach((idCliente, b) => {
      const hash = seedOf(quotation.id, participant.idRepresentante, idCliente);
      const profile = p === 0 && b === 0 ? PROFILES[0] : PROFILES[hash % PROFILES.length];
      const [min, max] = profile.delayMinutes;
      const delay = (min + (hash % (max - min + 1))) * MINUTE;
      const disponivelEm = new Date((profile.afterDue ? due : sentAt.getTime()) + delay).toISOString();
      const answered = profile.answersItems ? Math.max(1, itemCount - (hash % Math.max(1, Math.ceil(itemCount / 4)))) : 0;
      const answer: DbAnswer = {
        id: db.nextId(),
        idCotacao: quotation.id,
        idFornecedor: participant.idFornecedor,
        idRepresentante: participant.idRepresentante,
        idCliente,
        categoria: 'AGUARDANDO',
        dataEnvio: null,
        qtdeItensRespondidos: 0,
        pendente: { categoria: profile.categoria, disponivelEm, qtdeItensRespondidos: Math.min(itemCount, answered) },
      };
      db.addAnswer(answer);
    });
  });
  settleQuotationAnswers(db, quotation.id, sentAt);
}

/**
 * Applies every scheduled answer that is due, and moves every quotation in progress past its due
 * date to analysis (generated or sent from the app alike), on the database's clock when read.
 */
export function settleAnswers(db: MockDb, now: Date): void {
  for (const idCotacao of [...db.pendingAnswersByQuotation.keys()]) settleQuotationAnswers(db, idCotacao, now);
  settleDueDates(db, now);
}

/**
 * Applies the due answers of one quotation: handlers call it when they read that quotation or
 * its answers (requireQuotation), so a request never walks the answers of other quotations.
 */
export function settleQuotationAnswers(db: MockDb, idCotacao: number, now: Date): void {
  const pending = db.pendingAnswersByQuotation.get(idCotacao);
  if (!pending) return;
  const instant = now.getTime();
  const waiting = pending.filter((answer) => {
    const due = answer.pendente;
    if (due && new Date(due.disponivelEm).getTime() > instant) return true;
    if (due) {
      answer.categoria = due.categoria;
      answer.qtdeItensRespondidos = due.qtdeItensRespondidos;
      answer.dataEnvio = due.qtdeItensRespondidos > 0 ? due.disponivelEm : null;
      delete answer.pendente;
    }
    return false;
  });
  if (waiting.length) db.pendingAnswersByQuotation.set(idCotacao, waiting);
  else db.pendingAnswersByQuotation.delete(idCotacao);
}

/** A cancelled quotation receives no more answers. */
export function dropPendingAnswers(db: MockDb, idCotacao: number): void {
  for (const answer of db.pendingAnswersByQuotation.get(idCotacao) ?? []) delete answer.pendente;
  db.pendingAnswersByQuotation.delete(idCotacao);
}

/** The due-date pass: looks at quotations only (never at answers), so it is cheap enough for every request. */
export function settleDueDates(db: MockDb, now: Date): void {
  const instant = now.getTime();
  for (const quotation of db.data.quotations) {
    if (quotation.situacao === 'EM_ANDAMENTO' && new Date(quotation.dataVencimento).getTime() <= instant) {
      quotation.situacao = 'EM_ANALISE';
    }
  }
}
