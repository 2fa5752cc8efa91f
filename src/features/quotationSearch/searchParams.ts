import { EMPTY_SEARCH_CRITERIA, isCalendarDate, type QuotationSearchCriteria } from '../../domain/quotationSearch';
import { QUOTATION_STATUS_LABELS } from '../../domain/quotationStatus';

/** The search lives in the address (DECISIONS 2), so a reload or a shared link repeats it. */
type TextField = Exclude<keyof QuotationSearchCriteria, 'statusList'>;
const PARAMS: Record<TextField, string> = {
  codigo: 'codigo',
  titulo: 'titulo',
  startRegistrationDate: 'cadastroDe',
  endRegistrationDate: 'cadastroAte',
  startExpirationDate: 'vencimentoDe',
  endExpirationDate: 'vencimentoAte',
};
const STATUS_PARAM = 'situacao';

/** What each parameter may hold: the code digits only, dates as yyyy-MM-dd, statuses by their code. */
const VALID: Record<TextField, (value: string) => boolean> = {
  codigo: (value) => /^\d+$/.test(value),
  titulo: () => true,
  startRegistrationDate: isCalendarDate,
  endRegistrationDate: isCalendarDate,
  startExpirationDate: isCalendarDate,
  endExpirationDate: isCalendarDate,
};
const isStatus = (value: string): boolean => Object.hasOwn(QUOTATION_STATUS_LABELS, value);

export interface SearchAddress {
  /** The search the address asks for, or null when it asks for none. */
  criteria: QuotationSearchCriteria | null;
  /** Names of the parameters whose values were invalid and were dropped, in address order. */
  ignored: string[];
}

export function criteriaFromParams(params: URLSearchParams): SearchAddress {
  const ignored = new Set<string>();
  const statuses = params.getAll(STATUS_PARAM);
  const statusList = statuses.filter(isStatus);
  if (statusList.length < statuses.length) ignored.add(STATUS_PARAM);
  const criteria: QuotationSearchCriteria = { ...EMPTY_SEARCH_CRITERIA, statusList };
  let any = statusList.length > 0;
  for (const [field, name] of Object.entries(PARAMS) as [TextField, string][]) {
    const value = params.get(name) ?? '';
    if (value !== '' && !VALID[field](value)) {
      ignored.add(name);
      continue;
    }
    criteria[field] = value;
    any ||= value !== '';
  }
  const order = [...params.keys()];
  return { criteria: any ? criteria : null, ignored: [...ignored].sort((x, y) => order.indexOf(x) - order.indexOf(y)) };
}

export function criteriaToParams(criteria: QuotationSearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(PARAMS) as [TextField, string][]) if (criteria[field]) params.set(name, criteria[field]);
  criteria.statusList.forEach((status) => params.append(STATUS_PARAM, status));
  return params;
}
