import * as Yup from 'yup';
import { cnpjValid, INVALID_CNPJ_MESSAGE, phoneComplete, phoneInvalidMessage, REQUIRED_MESSAGE, SEGMENT_MESSAGE, type PhoneType } from './signupRules';

/** Step 1 (spec 01 §5): every field required, e-mail of email type, phones of 14 or 15 characters (their type's mask). */
const phone = (index: 1 | 2) =>
  Yup.object({
    tipo: Yup.string().required(REQUIRED_MESSAGE),
    numero: Yup.string()
      .default('')
      .test('tamanho', phoneInvalidMessage(index), (value, context) => phoneComplete(value ?? '', (context.parent as { tipo: PhoneType }).tipo)),
  });

export const contactSchema = Yup.object({
  pais: Yup.string().required(REQUIRED_MESSAGE),
  nome: Yup.string().trim().required(REQUIRED_MESSAGE),
  sobrenome: Yup.string().trim().required(REQUIRED_MESSAGE),
  cargo: Yup.string().trim().required(REQUIRED_MESSAGE),
  telefone1: phone(1),
  telefone2: phone(2).nullable().default(null),
  email: Yup.string().trim().required(REQUIRED_MESSAGE).email('Informe um e-mail válido.'),
});

const required = Yup.string().trim().required(REQUIRED_MESSAGE);

/**
 * Step 2 (spec 01 §5): CNPJs of 18 masked characters with their check digits, a segment; the
 * store's identity and address are required too (docs/decisions.md "Sign-up"), the complement not.
 */
export const storesSchema = Yup.object({
  lojas: Yup.array()
    .min(1)
    .of(
      Yup.object({
        cnpj: Yup.string().default('').test('cnpj', INVALID_CNPJ_MESSAGE, (value) => cnpjValid(value ?? '')),
        pertenceRede: Yup.string(),
        rede: Yup.string().when('pertenceRede', { is: 'sim', then: (schema) => schema.trim().required('Informe o nome da rede.') }),
        razaoSocial: required,
        nomeFantasia: required,
        cep: Yup.string().required(REQUIRED_MESSAGE).length(9, 'Informe o CEP completo.'),
        bairro: required,
        cidade: required,
        estado: required,
        logradouro: required,
        numero: required,
      }),
    ),
  segmento: Yup.string().required(SEGMENT_MESSAGE),
});
