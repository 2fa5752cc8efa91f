import type { SituacaoCotacao } from '../api/dto';

/** Quotation statuses and their labels (spec 01 §4), and the five panels of the home (§2.6). */
export const QUOTATION_STATUS_LABELS = {
  EM_CRIACAO: 'Em Criação',
  EM_ANALISE: 'Em Análise',
  EM_ANDAMENTO: 'Em Andamento',
  CANCELADA: 'Cancelada',
  FINALIZADA: 'Finalizada',
  ENVIADA_MATRIZ: 'Enviada para Matriz',
  ASSOCIADA_MATRIZ: 'Associada pela Matriz',
  EM_PROCESSAMENTO: 'Em Processamento',
  CAPTURADA: 'Capturada',
} as const satisfies Record<SituacaoCotacao, string>;

/** The status codes: the wire type (api/dto.ts SituacaoCotacao), each with its label above. */
export type QuotationStatus = SituacaoCotacao;

export function quotationStatusLabel(status: string): string {
  return QUOTATION_STATUS_LABELS[status as QuotationStatus] ?? status;
}

export interface HomePanel {
  key: 'emCriacao' | 'emAndamento' | 'paraAnalise' | 'finalizadas' | 'canceladas';
  title: string;
  statusList: QuotationStatus[];
}

export const HOME_PANELS: readonly HomePanel[] = [
  { key: 'emCriacao', title: 'COTAÇÕES EM CRIAÇÃO', statusList: ['EM_CRIACAO'] },
  { key: 'emAndamento', title: 'EM ANDAMENTO', statusList: ['EM_ANDAMENTO'] },
  { key: 'paraAnalise', title: 'PARA ANÁLISE', statusList: ['EM_ANALISE'] },
  { key: 'finalizadas', title: 'FINALIZADAS', statusList: ['FINALIZADA'] },
  { key: 'canceladas', title: 'CANCELADAS', statusList: ['CANCELADA'] },
];

/** Where a quotation's title leads (§2.6): the wizard while in creation, otherwise the summary; cancelled ones lead nowhere. */
export function quotationLink(id: number, status: string): string | null {
  if (status === 'CANCELADA') return null;
  return status === 'EM_CRIACAO' ? `/cotacao/criar/${id}` : summaryPath(id);
}

/** The quotation id of an address (route parameter): a positive whole number, else null. */
export function quotationIdOf(param: string): number | null {
  const id = /^\d+$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The quotation summary (stage 0). */
export function summaryPath(id: number): string {
  return `/pedido-resumo/${id}`;
}

/** Page sizes of the quotation lists and search (spec 01 §9). */
export const QUOTATION_PAGE_SIZES = [5, 10, 20, 30, 40, 50] as const;
export const HOME_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZE = 10;
export const HOME_LOOKBACK_DAYS = 90;
