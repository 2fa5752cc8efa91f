import { delay, http, HttpResponse } from 'msw';
import { db } from '../db/current';
import { api } from './context';

/** Runs before every other handler; falls through (returns nothing) when no fault applies. */
export const faultHandlers = [
  http.all(api('/*'), async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/__mock/')) return undefined;
    const fault = db().faults.take(request.method, pathname);
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.networkError) return HttpResponse.error();
    if (fault.malformed) return new HttpResponse('{"corrompido": ', { status: fault.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    if (fault.status) return HttpResponse.json(fault.body ?? { mensagem: `Falha simulada (${fault.status}).` }, { status: fault.status });
    return undefined;
  }),
];
