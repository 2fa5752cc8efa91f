import * as Yup from 'yup';
import { DUE_DATE_RANGE_MESSAGE, dueDateChangeError, isDueDateChangeInRange } from '../../domain/dueDateChange';
import { isQuarterHour, TIME_STEP_MESSAGE } from '../../domain/quotationRegistration';

export const FIELD_REQUIRED = 'Campo obrigatório.';

/**
 * The due-date change form (spec 02 §4.3): field rules, then the spec's two checks of the whole
 * moment, reported on the date field. `now` is read at each validation (tests fake the clock).
 */
export function dueDateChangeSchema(current: Date, now: () => Date) {
  return Yup.object({
    vencimento: Yup.string()
      .required(FIELD_REQUIRED)
      .test('intervalo', DUE_DATE_RANGE_MESSAGE, (value) => !value || isDueDateChangeInRange(value, now())),
    hora: Yup.string()
      .required(FIELD_REQUIRED)
      .test('passo', TIME_STEP_MESSAGE, (value) => !value || isQuarterHour(value)),
  }).test('momento', '', function check(values) {
    const message = dueDateChangeError(values.vencimento ?? '', values.hora ?? '', current, now());
    return message ? this.createError({ path: 'vencimento', message }) : true;
  });
}
