import { filterFromParams, type AutomaticOrderFilter } from '../domain/automaticOrderFilter';
import { quotationIdOf } from '../domain/quotationStatus';
import { loadFeaturePage } from './lazyFeatures';

/**
 * The screen at the address starts at startup, not once its code has arrived (issue 31, first
 * view): boot asks for its chunk before reading the configuration, and starts its first reads
 * (api/firstReads.ts) as soon as the configuration and the session allow, side by side with the
 * chunk. The screen's sagas then ask the same GETs and take those answers (api/http.ts startEarly).
 */
const AUTOMATIC_ORDER = /^\/pedido-automatico\/([^/]+)\/?$/;

/** The automatic order screen at this address: its quotation and filter, as the page reads them (automaticOrderAddress). */
export function automaticOrderAt(pathname: string, search: string): { idCotacao: number; filter: AutomaticOrderFilter } | undefined {
  const match = AUTOMATIC_ORDER.exec(pathname);
  const idCotacao = match ? quotationIdOf(decodeURIComponent(match[1])) : null;
  return idCotacao === null ? undefined : { idCotacao, filter: filterFromParams(new URLSearchParams(search)) };
}

/** The chunk of the screen at `pathname`, asked for now (a failure is left to the route, which asks again). */
export function startScreenCode(pathname: string): void {
  if (AUTOMATIC_ORDER.test(pathname)) loadFeaturePage('automaticOrder').catch(() => undefined);
}
