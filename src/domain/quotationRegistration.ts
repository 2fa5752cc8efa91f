import type { CotacaoCadastroDto } from '../api/cotacaoDto';
import { parseBrDate as parseDate } from '../shared/lib/dates';
import { brasiliaClock, brasiliaDate, startOfBrasiliaDay } from './brasiliaTime';
import { brasiliaTimeOn, sameBrasiliaDay } from './brasiliaTimeParsing';

/**
 * Step 1 of the new-quotation wizard (spec 01 §5 "Quotation step 1 submit"): the submit checks,
 * in the spec's order, and the due date and time rules.
 */
export interface RegistrationDraft extends Pick<CotacaoCadastroDto, 'titulo' | 'condicaoPagamento' | 'tipoEntrega' | 'observacoes' | 'filiais'> {
  /** dd/MM/yyyy */
  vencimento: string;
  /** HH:mm */
  hora: string;
  /** Checked representatives, as "idFornecedor:idRepresentante". */
  representantes: string[];
}

export const REQUIRED_FIELDS_MESSAGE = 'Os campos marcados com * são de preenchimento obrigatório';
export const DUE_IN_PAST_MESSAGE = 'A data de vencimento da cotação não pode ser menor que a data atual.';
export const DELIVERY_TYPE_MESSAGE = 'É necessário selecionar um tipo de endereço de entrega para os pedidos da cotação.';
export const BRANCH_REQUIRED_MESSAGE = 'É necessário selecionar ao menos uma filial para participar da cotação.';
export const SUPPLIER_REQUIRED_MESSAGE = 'É necessário selecionar ao menos um Fornecedor para participar da cotação.';
export const DUE_RANGE_MESSAGE = 'Informe uma data de vencimento entre hoje e amanhã.';
export const TIME_STEP_MESSAGE = 'Informe a hora em intervalos de 15 minutos (ex.: 14:30).';

export const TIME_STEP_MINUTES = 15;

/** Minimum today, maximum one day after today (the spec's date helper period), Brasília days. */
export function dueDateRange(now: Date): { min: Date; max: Date } {
  return { min: startOfBrasiliaDay(now), max: startOfBrasiliaDay(now, 1) };
}

export function isDueDateInRange(vencimento: string, now: Date): boolean {
  const date = parseDate(vencimento);
  if (!date) return false;
  const { min, max } = dueDateRange(now);
  return date >= min && date <= max;
}

/** HH:mm on a 15-minute step. */
export function isQuarterHour(hora: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!match) return false;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 && minutes % TIME_STEP_MINUTES === 0;
}

/** The due moment from the two fields (Brasília time), or null when either is incomplete. */
export function dueMoment(vencimento: string, hora: string): Date | null {
  const date = parseDate(vencimento);
  return date && isQuarterHour(hora) ? brasiliaTimeOn(date, hora) : null;
}

/** The two fields from a stored due moment (Brasília time). */
export function splitDueMoment(moment: Date): { vencimento: string; hora: string } {
  return { vencimento: brasiliaDate(moment), hora: brasiliaClock(moment) };
}

function missingRequired(draft: RegistrationDraft): boolean {
  return draft.titulo.trim() === '' || draft.vencimento.trim() === '' || draft.hora.trim() === '' || draft.condicaoPagamento === '';
}

/**
 * The first problem of a step 1 submit, or null. Required fields come first (the form cannot be
 * sent without them), then the spec's four checks in its order.
 */
export function registrationError(draft: RegistrationDraft, now: Date): string | null {
  if (missingRequired(draft)) return REQUIRED_FIELDS_MESSAGE;
  const due = dueMoment(draft.vencimento, draft.hora);
  if (due && sameBrasiliaDay(due, now) && due.getTime() < now.getTime()) return DUE_IN_PAST_MESSAGE;
  if (draft.tipoEntrega === '') return DELIVERY_TYPE_MESSAGE;
  if (draft.filiais.length === 0) return BRANCH_REQUIRED_MESSAGE;
  if (draft.representantes.length === 0) return SUPPLIER_REQUIRED_MESSAGE;
  return null;
}

export function representativeKey(idFornecedor: number, idRepresentante: number): string {
  return `${idFornecedor}:${idRepresentante}`;
}

export function parseRepresentativeKey(key: string): { idFornecedor: number; idRepresentante: number } {
  const [idFornecedor, idRepresentante] = key.split(':').map(Number);
  return { idFornecedor, idRepresentante };
}
