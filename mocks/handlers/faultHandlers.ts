import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { db } from '../db/core/current';
import { api } from './context';

let committing: readonly RequestHandler[] = [];

/** The handlers a 'commit then drop' fault runs before it loses their answer (allHandlers sets them: every handler after the faults). */
export function commitThrough(handlers: readonly RequestHandler[]): void {
  committing = handlers;
}

/** What a proxy in front of the API answers when the API is down (often with status 200). */
const HTML_ERROR_PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** Runs before every other handler; falls through (returns nothing) when no fault applies. */
export const faultHandlers = [
  http.all(api('/*'), async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/__mock/')) return undefined;
    const fault = db().faults.take(request.method, pathname);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.commitThenDrop) {
      await getResponse([...committing], request.clone());
      return fault.status ? HttpResponse.json({ mensagem: `Falha simulada (${fault.status}).` }, { status: fault.status }) : HttpResponse.error();
    }
    if (fault.networkError) return HttpResponse.error();
    const status = fault.status ?? 200;
    const headers: Record<string, string> = fault.retryAfter !== undefined ? { 'Retry-After': String(fault.retryAfter) } : {};
    if (fault.malformed) return new HttpResponse('{"corrompido": ', { status, headers: { ...headers, 'Content-Type': 'application/json' } });
    if (fault.html) return new HttpResponse(HTML_ERROR_PAGE, { status, headers: { ...headers, 'Content-Type': 'text/html' } });
    if (fault.empty) return new HttpResponse(null, { status, headers });
    if (fault.status) return HttpResponse.json(fault.body ?? { mensagem: `Falha simulada (${fault.status}).` }, { status, headers });
    return undefined;
  }),
];
