import { recentActions } from './diagnostics';
import { scrub, scrubText } from './scrub';

/**
 * One failure as support receives it (issue 17 item 10): which schema and app version wrote it,
 * when, on which screen, for which quotation or order, the status and error code, and the types
 * of the last actions before it. Everything is scrubbed (no token, password or personal data).
 */
export const RECORD_SCHEMA_VERSION = 2;
export const RECORD_ACTION_TYPES = 50;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'desconhecida';

export interface FailureRecord {
  /** Schema version of this record (absent in records written before version 2). */
  versao?: number;
  /** Version of the app that wrote it. */
  app?: string;
  at: string;
  kind: string;
  message: string;
  /** The screen that failed (pathname + search, scrubbed). */
  route?: string;
  idCotacao?: number;
  idPedido?: number;
  /** HTTP status, when the failure was an answer. */
  status?: number;
  /** Error code: the call's failure kind (http, network, timeout, parse) or the error's code or name. */
  codigo?: string;
  /** Types of the last dispatched actions (at most RECORD_ACTION_TYPES), oldest first. */
  acoes?: string[];
  context?: Record<string, unknown>;
}

/** Screens whose path carries a quotation id (src/app/routes.tsx). */
const QUOTATION_ROUTE = /^\/(?:cotacao\/criar|produtos-nao-respondidos|pedido-resumo|pedido-automatico|revisao-envio|pedido-manual|problemas-de-embalagem|combo)\/(\d+)/;

const numeric = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { kind, code, name } = error as { kind?: unknown; code?: unknown; name?: unknown };
  const value = [kind, code, name].find((v) => typeof v === 'string' || typeof v === 'number');
  return value === undefined ? undefined : scrubText(String(value));
}

export function buildFailureRecord(error: unknown, kind: string, route: string | undefined, context?: Record<string, unknown>): FailureRecord {
  const message = error instanceof Error ? error.message : String(error);
  const status = numeric((error as { status?: unknown } | null)?.status) ?? numeric(context?.status);
  const idCotacao = numeric(context?.idCotacao) ?? numeric(QUOTATION_ROUTE.exec(route ?? '')?.[1]);
  const idPedido = numeric(context?.idPedido);
  const codigo = codeOf(error);
  return {
    versao: RECORD_SCHEMA_VERSION,
    app: APP_VERSION,
    at: new Date().toISOString(),
    kind,
    message: scrubText(message),
    route,
    ...(idCotacao !== undefined && { idCotacao }),
    ...(idPedido !== undefined && { idPedido }),
    ...(status !== undefined && { status }),
    ...(codigo !== undefined && { codigo }),
    acoes: recentActions()
      .slice(-RECORD_ACTION_TYPES)
      .map((a) => a.type),
    ...(context && { context: scrub(context) }),
  };
}
