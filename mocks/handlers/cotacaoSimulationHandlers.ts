import { http, HttpResponse } from 'msw';
import { settleAnswers, settleDueDates } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import { api } from './context';

/**
 * Runs before the resource handlers: every request first runs the due-date pass over the
 * quotations (falls through); answers settle per quotation when a handler reads it
 * (requireQuotation). Plus a test control that moves that clock forward and settles everything due.
 */
export const cotacaoSimulationHandlers = [
  http.post(api('/__mock/clock'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { advanceMs?: number };
    db().clockOffsetMs += Math.max(0, Number(body.advanceMs) || 0);
    settleAnswers(db(), db().now());
    return HttpResponse.json({ now: db().now().toISOString() });
  }),
  http.all(api('/*'), ({ request }) => {
    if (!new URL(request.url).pathname.includes('/__mock/')) settleDueDates(db(), db().now());
    return undefined;
  }),
];
