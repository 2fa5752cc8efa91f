import * as Yup from 'yup';
import { ORIGIN, URL_OR_PATH, type ConfigProblem, type ConfigResult } from './runtimeConfig';

/**
 * The full rules of the runtime configuration (DECISIONS 4), with a Portuguese message per broken
 * rule. Loaded by runtimeConfig.ts only when a file is not plainly valid, so an ordinary start does
 * not carry Yup (issue 10 part 6).
 */

export const runtimeConfigSchema = Yup.object({
  environment: Yup.string()
    .oneOf(['production', 'development'], 'deve ser "production" ou "development"')
    .default('development'),
  apiBaseUrl: Yup.string()
    .required('é obrigatório')
    .matches(URL_OR_PATH, 'deve ser um endereço http(s) ou um caminho começando com /'),
  documentStore: Yup.object({
    url: Yup.string().required('é obrigatório').matches(URL_OR_PATH, 'deve ser um endereço http(s) ou um caminho começando com /'),
    database: Yup.string().required('é obrigatório').matches(/^[a-z][a-z0-9_$()+/-]*$/, 'deve ser um nome de banco válido (minúsculas)'),
  })
    .required('é obrigatório')
    .default(undefined),
  allowedParentOrigins: Yup.array(Yup.string().required().matches(ORIGIN, 'cada item deve ser uma origem como https://portal.exemplo.com.br'))
    .default([]),
  errorReportingDsn: Yup.string().url('deve ser um endereço válido').optional(),
  chatWidgetScript: Yup.string().matches(URL_OR_PATH, 'deve ser um endereço http(s) ou um caminho começando com /').optional(),
})
  .noUnknown(true, 'campo desconhecido: ${unknown}')
  .strict(false);

export function validateRuntimeConfig(raw: object): ConfigResult {
  try {
    const config = runtimeConfigSchema.validateSync(raw, { abortEarly: false, stripUnknown: false });
    return { ok: true, config };
  } catch (error) {
    if (error instanceof Yup.ValidationError) {
      return {
        ok: false,
        problems: firstPerField(error.inner.length ? error.inner : [error]),
      };
    }
    throw error;
  }
}

/** One problem per field: the first rule it breaks. */
function firstPerField(errors: Yup.ValidationError[]): ConfigProblem[] {
  const seen = new Map<string, string>();
  for (const e of errors) {
    const field = e.path || 'config.json';
    if (!seen.has(field) || field === 'config.json') seen.set(field === 'config.json' ? `${field}#${seen.size}` : field, e.message);
  }
  return [...seen].map(([field, message]) => ({ field: field.replace(/#\d+$/, ''), message }));
}
