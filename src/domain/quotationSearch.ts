/** The search rules of spec 01 §5 "Search". Dates are ISO calendar dates (yyyy-MM-dd) or ''. */
export interface QuotationSearchCriteria {
  codigo: string;
  titulo: string;
  startRegistrationDate: string;
  endRegistrationDate: string;
  startExpirationDate: string;
  endExpirationDate: string;
  statusList: string[];
}

export const EMPTY_SEARCH_CRITERIA: QuotationSearchCriteria = {
  codigo: '',
  titulo: '',
  startRegistrationDate: '',
  endRegistrationDate: '',
  startExpirationDate: '',
  endExpirationDate: '',
  statusList: [],
};

export const PERIOD_REQUIRED_MESSAGE =
  'É necessário selecionar um período de data de criação ou de vencimento da cotação para realizar a pesquisa.';
export const SEARCH_NO_RESULTS_MESSAGE = 'Efetuamos a busca, porém não foi possível encontrar resultados.';
export const SEARCH_FAILED_MESSAGE = 'Houve problemas ao efetuar a busca.';

/** Unless a code is given, a complete creation period or a complete due period is required. */
export function searchPeriodError(criteria: QuotationSearchCriteria): string | null {
  if (criteria.codigo.trim() !== '') return null;
  const creation = criteria.startRegistrationDate !== '' && criteria.endRegistrationDate !== '';
  const due = criteria.startExpirationDate !== '' && criteria.endExpirationDate !== '';
  return creation || due ? null : PERIOD_REQUIRED_MESSAGE;
}

/** The quotation-list search text has the literal %20 removed. */
export function cleanSearchText(text: string): string {
  return text.split('%20').join('').trim();
}

/** The code field accepts digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A real calendar day written yyyy-MM-dd (what a date field holds). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The notice for search parameters of the address that could not be used. */
export function ignoredParamsMessage(names: readonly string[]): string {
  return `Parâmetros inválidos foram ignorados: ${names.join(', ')}.`;
}
