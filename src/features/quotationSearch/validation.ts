import * as Yup from 'yup';
import { parseBrDate } from '../../shared/lib/dates';

/** Field rules of the search filter (spec 01 §5 "Search"); the period rule runs on submit (domain/quotationSearch). */
export const INVALID_DATE_MESSAGE = 'Informe uma data válida (dd/mm/aaaa).';
export const START_AFTER_END_MESSAGE = 'A data inicial não pode ser depois da final.';

const date = () => Yup.string().test('data', INVALID_DATE_MESSAGE, (value) => !value || parseBrDate(value) !== null);

const notAfter = (other: string) =>
  date().test('ordem', START_AFTER_END_MESSAGE, function check(value) {
    const start = value ? parseBrDate(value) : null;
    const end = parseBrDate((this.parent[other] as string | undefined) ?? '');
    return !start || !end || start <= end;
  });

export const searchFilterSchema = Yup.object({
  codigo: Yup.string().matches(/^\d*$/, 'Use somente números.'),
  titulo: Yup.string(),
  startRegistrationDate: notAfter('endRegistrationDate'),
  endRegistrationDate: date(),
  startExpirationDate: notAfter('endExpirationDate'),
  endExpirationDate: date(),
  statusList: Yup.array(Yup.string().required()).required(),
});
