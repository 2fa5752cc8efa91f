import type { FiltroPedidoManualDto } from '../api/pedidoManualTotaisDto';

/**
 * The manual order's filter 'FILTRAR PRODUTOS' (spec 02 §3 "Manual-order filter"), with the
 * address and query form both the page and the mock API use: the same names as on the wire, a
 * field at its default is left out. busca loses any literal '%20' (spec 02 §2.2).
 */
export type ManualOrderFilter = Omit<FiltroPedidoManualDto, 'verExcluidos'>;

export const DEFAULT_MANUAL_FILTER: ManualOrderFilter = Object.freeze({
  busca: '',
  cnpj: '',
  cnpjFornecedor: '',
  respostaSemQuantidade: false,
  semRespostaSelecionada: false,
  respostaComOportunidade: false,
});

const TEXTS = ['busca', 'cnpj', 'cnpjFornecedor'] as const;
const FLAGS = ['respostaSemQuantidade', 'semRespostaSelecionada', 'respostaComOportunidade'] as const;

/** busca as sent: every literal '%20' removed (also those a removal puts together), trimmed. */
export function cleanBusca(text: string): string {
  let clean = text;
  while (clean.includes('%20')) clean = clean.replace(/%20/g, '');
  return clean.trim();
}

export function isManualFilterActive(filter: ManualOrderFilter): boolean {
  return TEXTS.some((key) => filter[key] !== '') || FLAGS.some((key) => filter[key]);
}

/** The filter as query parameters (the address and the API): only what differs from the default. */
export function manualFilterToParams(filter: ManualOrderFilter): [string, string][] {
  const params: [string, string][] = [];
  for (const key of TEXTS) {
    const value = key === 'busca' ? cleanBusca(filter.busca) : filter[key].trim();
    if (value) params.push([key, value]);
  }
  for (const key of FLAGS) if (filter[key]) params.push([key, 'true']);
  return params;
}

/** The filter of an address or a request (unknown or malformed values fall back to the default). */
export function manualFilterFromParams(params: URLSearchParams): ManualOrderFilter {
  return {
    busca: cleanBusca(params.get('busca') ?? ''),
    cnpj: (params.get('cnpj') ?? '').trim(),
    cnpjFornecedor: (params.get('cnpjFornecedor') ?? '').trim(),
    respostaSemQuantidade: params.get('respostaSemQuantidade') === 'true',
    semRespostaSelecionada: params.get('semRespostaSelecionada') === 'true',
    respostaComOportunidade: params.get('respostaComOportunidade') === 'true',
  };
}

/** A stable key of a filter (caches, request de-duplication). */
export const manualFilterKey = (filter: ManualOrderFilter): string => new URLSearchParams(manualFilterToParams(filter)).toString();

/** Spec 02 §9: 10 branches per page by default, 5 products and 5 answers per page, 3 answers in the mass views. */
export const MANUAL_ORDER_PAGE_SIZES = { branches: 10, products: 5, answers: 5, massAnswers: 3 } as const;

/** 'Filiais por página' choices. */
export const BRANCHES_PER_PAGE_OPTIONS = [5, 10, 20, 50] as const;

/** Product type letter of an answer row: LIBERADO is L, anything else M (spec 02 §2.2). */
export const productTypeLetter = (liberado: string): 'L' | 'M' => (liberado === 'LIBERADO' ? 'L' : 'M');

/** An answer's title suffix: ' - Ignorada' or ' - Vencida' (spec 02 §2.2). */
export function answerFlagSuffix(answer: { ignorada: boolean; vencida: boolean }): string {
  if (answer.ignorada) return ' - Ignorada';
  return answer.vencida ? ' - Vencida' : '';
}

/** Expired answers cannot be checked or edited unless sending expired answers is allowed (spec 02 §2.2). */
export const isAnswerLocked = (answer: { vencida: boolean; envioRespostasVencidas: boolean }): boolean => answer.vencida && !answer.envioRespostasVencidas;

/** Whether the buyer may mark or edit an answer: not ignored on the summary, and not locked as expired. */
export const isAnswerEditable = (answer: { ignorada: boolean; vencida: boolean; envioRespostasVencidas: boolean }): boolean => !answer.ignorada && !isAnswerLocked(answer);
