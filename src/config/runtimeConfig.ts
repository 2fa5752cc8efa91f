import type { InferType } from 'yup';
import type { runtimeConfigSchema } from './runtimeConfigSchema';

/**
 * Runtime configuration (DECISIONS 4): read at startup from /config.json, so one build serves
 * every environment. Validated here; an invalid value stops the app on a page that names it.
 *
 * A file that is plainly valid (known fields, strings of the right shape, nothing to convert) is
 * accepted here without Yup; anything else goes to the full rules of runtimeConfigSchema.ts, which
 * load on demand and name each problem. The plain check only ever accepts what the full rules
 * accept, with the same result (runtimeConfig.test.ts checks it on generated files).
 */
export type RuntimeConfig = InferType<typeof runtimeConfigSchema>;

export interface ConfigProblem {
  field: string;
  message: string;
}

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: ConfigProblem[] };

export const ORIGIN = /^https?:\/\/[^/\s?#]+$/;
export const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
/** A Sentry DSN (https://key@host/project): the only address form the plain check accepts for it. */
const PLAIN_DSN = /^https:\/\/[a-z0-9]+@[a-z0-9-]+(\.[a-z0-9-]+)+\/\d+$/;
const DATABASE = /^[a-z][a-z0-9_$()+/-]*$/;
const FIELDS = new Set(['environment', 'apiBaseUrl', 'documentStore', 'allowedParentOrigins', 'errorReportingDsn', 'chatWidgetScript']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const matches = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);
const optional = (value: unknown, pattern: RegExp) => value === undefined || matches(value, pattern);

/** The configuration when the file is plainly valid, else null (which is not a verdict: see the full rules). */
export function plainlyValidConfig(raw: Record<string, unknown>): RuntimeConfig | null {
  const { environment = 'development', apiBaseUrl, documentStore, allowedParentOrigins = [], errorReportingDsn, chatWidgetScript } = raw;
  const store = isRecord(documentStore) && Object.keys(documentStore).every((key) => key === 'url' || key === 'database') ? documentStore : null;
  const valid =
    Object.keys(raw).every((key) => FIELDS.has(key)) &&
    (environment === 'development' || environment === 'production') &&
    matches(apiBaseUrl, URL_OR_PATH) &&
    store !== null && matches(store.url, URL_OR_PATH) && matches(store.database, DATABASE) &&
    Array.isArray(allowedParentOrigins) && allowedParentOrigins.every((origin) => matches(origin, ORIGIN)) &&
    optional(errorReportingDsn, PLAIN_DSN) &&
    optional(chatWidgetScript, URL_OR_PATH);
  if (!valid) return null;
  return { ...raw, environment, allowedParentOrigins } as RuntimeConfig;
}

export async function parseRuntimeConfig(raw: unknown): Promise<ConfigResult> {
  if (!isRecord(raw)) return { ok: false, problems: [{ field: 'config.json', message: 'deve ser um objeto JSON' }] };
  const config = plainlyValidConfig(raw);
  if (config) return { ok: true, config };
  const { validateRuntimeConfig } = await import('./runtimeConfigSchema');
  return validateRuntimeConfig(raw);
}
