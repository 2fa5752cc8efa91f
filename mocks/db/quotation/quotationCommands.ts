import type { SituacaoCotacao } from '../../../src/api/dto';
import { endOfBrasiliaDay } from '../../../src/domain/brasiliaTime';
import { DUE_DATE_PAST_MESSAGE, DUE_DATE_SAME_MESSAGE, dueDateChangeRange } from '../../../src/domain/dueDateChange';
import type { MockDb } from '../core/database';
import type { DbQuotation } from '../core/types';

/**
 * The quotation commands of the summary (spec 02 §4.3, §4.4) over the mock database: change the
 * due date and close for answers. Each returns the Portuguese message of a refusal (the handler
 * answers 400 or 409 with it), or null when the change was made. Rules in docs/decisions.md.
 */
export const DUE_DATE_TOO_FAR_MESSAGE = 'A data de vencimento pode ser no máximo um ano à frente.';
export const DUE_DATE_INVALID_MESSAGE = 'Informe a data e a hora do novo vencimento.';
export const DUE_DATE_LOCKED_MESSAGE = 'O vencimento desta cotação não pode mais ser alterado.';
export const CLOSE_ALREADY_CLOSED_MESSAGE = 'Esta cotação já está encerrada para respostas.';
export const CLOSE_NOT_SENT_MESSAGE = 'Esta cotação ainda não foi enviada aos fornecedores.';
export const CLOSE_ENDED_MESSAGE = 'Esta cotação não pode mais ser encerrada.';

export interface Refusal {
  status: 400 | 409;
  mensagem: string;
}

/** Quotations whose orders exist (or are being generated) are past the answers stage. */
function hasOrders(db: MockDb, quotation: DbQuotation): boolean {
  return Boolean(quotation.pedidoGerado) || db.ordersOf(quotation.id).length > 0;
}

/** The due date can change while answers are open, or in analysis before any order: it then reopens. */
export function dueDateChangeAllowed(db: MockDb, quotation: DbQuotation): boolean {
  return quotation.situacao === 'EM_ANDAMENTO' || (quotation.situacao === 'EM_ANALISE' && !hasOrders(db, quotation));
}

function wholeMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) * 60_000;
}

/**
 * POST /resumoresposta/alterarVencimento. Answers not received yet follow the due date: those
 * scheduled at or after the old one (late and expired answers) move by the same amount; an
 * answer that had expired (VENCIDA) waits again and expires at the new due date unless the
 * quotation is closed before. What was received stays.
 */
export function changeDueDate(db: MockDb, quotation: DbQuotation, dataVencimento: string | undefined): Refusal | null {
  if (!dueDateChangeAllowed(db, quotation)) return { status: 409, mensagem: DUE_DATE_LOCKED_MESSAGE };
  const next = dataVencimento ? new Date(dataVencimento) : null;
  if (!next || Number.isNaN(next.getTime())) return { status: 400, mensagem: DUE_DATE_INVALID_MESSAGE };
  const now = db.now();
  const previous = new Date(quotation.dataVencimento);
  if (wholeMinute(next) === wholeMinute(previous)) return { status: 400, mensagem: DUE_DATE_SAME_MESSAGE };
  if (next.getTime() < wholeMinute(now)) return { status: 400, mensagem: DUE_DATE_PAST_MESSAGE };
  // the same range as the dialog: any time of the Brasília day one year ahead
  if (next > endOfBrasiliaDay(dueDateChangeRange(now).max)) return { status: 400, mensagem: DUE_DATE_TOO_FAR_MESSAGE };

  const shift = next.getTime() - previous.getTime();
  for (const answer of db.answersOf(quotation.id)) {
    if (answer.pendente && new Date(answer.pendente.disponivelEm) >= previous) {
      answer.pendente.disponivelEm = new Date(new Date(answer.pendente.disponivelEm).getTime() + shift).toISOString();
    } else if (!answer.pendente && answer.categoria === 'VENCIDA' && next > now) {
      answer.categoria = 'AGUARDANDO';
      answer.pendente = { categoria: 'VENCIDA', disponivelEm: next.toISOString(), qtdeItensRespondidos: 0 };
      db.trackPending(answer);
    }
  }
  quotation.dataVencimento = next.toISOString();
  if (quotation.situacao === 'EM_ANALISE' && next > now) quotation.situacao = 'EM_ANDAMENTO';
  return null;
}

const CLOSE_REFUSALS: Partial<Record<SituacaoCotacao, string>> = {
  EM_ANALISE: CLOSE_ALREADY_CLOSED_MESSAGE,
  EM_CRIACAO: CLOSE_NOT_SENT_MESSAGE,
};

/**
 * GET /resumoresposta/encerrarCotacao/{id}: a quotation in progress stops taking answers now.
 * It moves to EM_ANALISE with its due date set to the moment it was closed; answers still on
 * their way (being imported or not sent yet) are not considered: they become VENCIDA.
 */
export function closeQuotation(db: MockDb, quotation: DbQuotation): Refusal | null {
  if (quotation.situacao !== 'EM_ANDAMENTO') return { status: 409, mensagem: CLOSE_REFUSALS[quotation.situacao] ?? CLOSE_ENDED_MESSAGE };
  for (const answer of db.pendingAnswersByQuotation.get(quotation.id) ?? []) {
    delete answer.pendente;
    answer.categoria = 'VENCIDA';
    answer.qtdeItensRespondidos = 0;
  }
  db.pendingAnswersByQuotation.delete(quotation.id);
  quotation.dataVencimento = new Date(wholeMinute(db.now())).toISOString();
  quotation.situacao = 'EM_ANALISE';
  return null;
}
