import * as Yup from 'yup';
import { BUNDLE_FORMAT, type DiagnosticBundle } from './diagnosticBundle';

/** An imported file is checked before anything is shown or replayed; the reason is the first problem found. */
const missing = ({ path }: { path: string }) => `falta o campo ${path}`;
const list = ({ path }: { path: string }) => `${path} deve ser uma lista`;
const isoDate = (value: string | undefined) => value !== undefined && !Number.isNaN(Date.parse(value));

const failureSchema = Yup.object({
  at: Yup.string().required(missing),
  kind: Yup.string().required(missing),
  message: Yup.string().defined(missing),
  route: Yup.string().optional(),
});

const actionSchema = Yup.object({
  at: Yup.string().required(missing),
  type: Yup.string().required(missing),
  payload: Yup.string().optional(),
});

const answerSchema = Yup.object({
  at: Yup.string().required(missing),
  method: Yup.string().oneOf(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], ({ path }) => `${path} tem um método desconhecido`).required(missing),
  path: Yup.string().required(missing).matches(/^\//, ({ path }) => `${path} deve começar com /`),
  status: Yup.number().integer().required(missing),
  body: Yup.mixed().nullable(),
  request: Yup.mixed().optional(),
});

const FORMAT_REASON = `formato não reconhecido (esperado ${BUNDLE_FORMAT})`;

const bundleSchema = Yup.object({
  formato: Yup.string().required(missing).oneOf([BUNDLE_FORMAT], FORMAT_REASON),
  geradoEm: Yup.string().required(missing).test('data', 'geradoEm não é uma data', isoDate),
  ambiente: Yup.string().defined(missing),
  rota: Yup.string().required(missing).matches(/^\//, 'rota deve começar com /'),
  usuario: Yup.object({ sub: Yup.string().required(missing), perfis: Yup.array(Yup.string().required()).required(missing) }).nullable().defined(missing),
  falhas: Yup.array(failureSchema).typeError(list).required(missing),
  estado: Yup.object().typeError('estado deve ser um objeto').required(missing),
  acoes: Yup.array(actionSchema).typeError(list).required(missing),
  respostas: Yup.array(answerSchema).typeError(list).required(missing),
}).strict(true);

export type BundleCheck = { ok: true; bundle: DiagnosticBundle } | { ok: false; reason: string };

export function parseBundle(text: string): BundleCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'o arquivo não é um JSON' };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, reason: 'o conteúdo não é um diagnóstico' };
  // The format first: a file of another kind or version says so, not which of its fields differ.
  if ((raw as { formato?: unknown }).formato !== BUNDLE_FORMAT) return { ok: false, reason: FORMAT_REASON };
  try {
    bundleSchema.validateSync(raw, { abortEarly: true });
    return { ok: true, bundle: raw as DiagnosticBundle };
  } catch (error) {
    return { ok: false, reason: error instanceof Yup.ValidationError ? error.message : String(error) };
  }
}

export function invalidBundleMessage(reason: string): string {
  return `Arquivo de diagnóstico inválido: ${reason}.`;
}
