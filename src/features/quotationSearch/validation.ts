import * as Yup from 'yup';

/** Field rules of the search filter (spec 01 §5 "Search"); the period rule runs on submit (domain/quotationSearch). */
const notAfter = (other: string, message: string) =>
  Yup.string().test('ordem', message, function check(value) {
    const bound = this.parent[other] as string | undefined;
    return !value || !bound || value <= bound;
  });

export const searchFilterSchema = Yup.object({
  codigo: Yup.string().matches(/^\d*$/, 'Use somente números.'),
  titulo: Yup.string(),
  startRegistrationDate: notAfter('endRegistrationDate', 'A data inicial não pode ser depois da final.'),
  endRegistrationDate: Yup.string(),
  startExpirationDate: notAfter('endExpirationDate', 'A data inicial não pode ser depois da final.'),
  endExpirationDate: Yup.string(),
  statusList: Yup.array(Yup.string().required()).required(),
});
