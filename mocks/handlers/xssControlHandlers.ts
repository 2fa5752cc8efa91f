import { http, HttpResponse } from 'msw';
import { db } from '../db/core/current';
import { seedPayloads } from '../db/core/xssSeed';
import { api } from './context';

/** Test control (not the backend contract): POST /__mock/xss { payloads } writes attack text into every shown name and description. */
export const xssControlHandlers = [
  http.post(api('/__mock/xss'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { payloads?: unknown };
    const payloads = Array.isArray(body.payloads) ? body.payloads.filter((p): p is string => typeof p === 'string') : [];
    if (payloads.length === 0) return HttpResponse.json({ mensagem: 'payloads é obrigatório' }, { status: 400 });
    return HttpResponse.json({ campos: seedPayloads(db(), payloads) });
  }),
];
