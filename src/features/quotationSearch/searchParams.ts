import { EMPTY_SEARCH_CRITERIA, type QuotationSearchCriteria } from '../../domain/quotationSearch';

/** The search lives in the address (DECISIONS 2), so a reload or a shared link repeats it. */
const PARAMS: Record<Exclude<keyof QuotationSearchCriteria, 'statusList'>, string> = {
  codigo: 'codigo',
  titulo: 'titulo',
  startRegistrationDate: 'cadastroDe',
  endRegistrationDate: 'cadastroAte',
  startExpirationDate: 'vencimentoDe',
  endExpirationDate: 'vencimentoAte',
};
const STATUS_PARAM = 'situacao';

export function criteriaFromParams(params: URLSearchParams): QuotationSearchCriteria | null {
  const criteria: QuotationSearchCriteria = { ...EMPTY_SEARCH_CRITERIA, statusList: params.getAll(STATUS_PARAM) };
  let any = criteria.statusList.length > 0;
  for (const [field, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = params.get(name) ?? '';
    criteria[field] = value;
    any ||= value !== '';
  }
  return any ? criteria : null;
}

export function criteriaToParams(criteria: QuotationSearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) if (criteria[field]) params.set(name, criteria[field]);
  criteria.statusList.forEach((status) => params.append(STATUS_PARAM, status));
  return params;
}
