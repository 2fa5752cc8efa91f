import type { QuotationSearchCriteria } from '../../domain/quotationSearch';
import { brDateToIso, isoToBrDate } from '../../shared/lib/dates';

/** The filter form holds dates as typed (dd/MM/yyyy); the search and the address use ISO dates. */
const DATE_FIELDS = ['startRegistrationDate', 'endRegistrationDate', 'startExpirationDate', 'endExpirationDate'] as const;

function mapDates(values: QuotationSearchCriteria, convert: (date: string) => string): QuotationSearchCriteria {
  const mapped = { ...values };
  for (const field of DATE_FIELDS) mapped[field] = convert(values[field]);
  return mapped;
}

export const toFormValues = (criteria: QuotationSearchCriteria): QuotationSearchCriteria => mapDates(criteria, isoToBrDate);
export const toCriteria = (values: QuotationSearchCriteria): QuotationSearchCriteria => mapDates(values, brDateToIso);
