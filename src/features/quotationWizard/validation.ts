import * as Yup from 'yup';
import { DUE_RANGE_MESSAGE, isDueDateInRange, isQuarterHour, TIME_STEP_MESSAGE } from '../../domain/quotationRegistration';
import { PAYMENT_TERM_MAX_LENGTH } from '../../domain/paymentTerms';

/** Field rules of step 1 (spec 01 §5); the submit checks in the spec's order are in domain/quotationRegistration. */
export const FIELD_REQUIRED = 'Campo obrigatório.';

export const registrationSchema = Yup.object({
  titulo: Yup.string().trim().required(FIELD_REQUIRED),
  vencimento: Yup.string()
    .required(FIELD_REQUIRED)
    .test('intervalo', DUE_RANGE_MESSAGE, (value) => !value || isDueDateInRange(value, new Date())),
  hora: Yup.string()
    .required(FIELD_REQUIRED)
    .test('passo', TIME_STEP_MESSAGE, (value) => !value || isQuarterHour(value)),
  condicaoPagamento: Yup.string().required(FIELD_REQUIRED),
});

/** 'Gerenciamento do prazo de pagamento': digits only, at most 4. */
export const paymentTermSchema = Yup.object({
  prazo: Yup.string().matches(new RegExp(`^\\d{0,${PAYMENT_TERM_MAX_LENGTH}}$`), `Use somente números, no máximo ${PAYMENT_TERM_MAX_LENGTH}.`),
  prazosParcelados: Yup.boolean().required(),
  promocoes: Yup.string().oneOf(['prazo', 'prazoIgualMaior', 'qualquer']).required(),
});
