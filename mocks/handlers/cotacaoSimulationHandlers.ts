import { http, HttpResponse } from 'msw';
import { settleAnswers } from '../db/answerSimulation';
import { db } from '../db/current';
import { api } from './context';

/**
 * Runs before the resource handlers: every request first settles the simulated answers that are
 * due on the database clock (falls through). Plus a test control that moves that clock forward.
 */
export const cotacaoSimulationHandlers = [
  http.post(api('/__mock/clock'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { advanceMs?: number };
    db().clockOffsetMs += Math.max(0, Number(body.advanceMs) || 0);
    settleAnswers(db(), db().now());
    return HttpResponse.json({ now: db().now().toISOString() });
  }),
  http.all(api('/*'), ({ request }) => {
    if (!new URL(request.url).pathname.includes('/__mock/')) settleAnswers(db(), db().now());
    return undefined;
  }),
];
