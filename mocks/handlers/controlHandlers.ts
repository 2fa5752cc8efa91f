import { http, HttpResponse } from 'msw';
import { db, resetDb } from '../db/core/current';
import type { FaultRule } from '../db/core/faults';
import { isScenarioName } from '../db/core/scenarios';
import { setSicSempre } from '../db/generation/sicFlags';
import { api } from './context';

/**
 * Test controls of the simulation (not part of the backend contract): reset to a scenario,
 * switch faults on or off per route, retitle a quotation. Browser tests use them through real HTTP.
 */
export const controlHandlers = [
  http.post(api('/__mock/reset'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { scenario?: unknown };
    const scenario = isScenarioName(body.scenario) ? body.scenario : undefined;
    const fresh = resetDb(scenario);
    return HttpResponse.json({ scenario: fresh.scenario });
  }),
  http.get(api('/__mock/faults'), () => HttpResponse.json(db().faults.list())),
  http.post(api('/__mock/faults'), async ({ request }) => {
    const rule = (await request.json()) as FaultRule;
    if (!rule || typeof rule.path !== 'string') return HttpResponse.json({ mensagem: 'path é obrigatório' }, { status: 400 });
    db().faults.add(rule);
    return HttpResponse.json(db().faults.list(), { status: 201 });
  }),
  // Lets a browser test give a quotation an awkward title (for example 120 characters without a space).
  http.patch<{ id: string }>(api('/__mock/quotations/:id'), async ({ params, request }) => {
    const quotation = db().data.quotations.find((q) => q.id === Number(params.id));
    if (!quotation) return HttpResponse.json({ mensagem: 'Cotação não encontrada' }, { status: 404 });
    const body = (await request.json().catch(() => ({}))) as { titulo?: unknown };
    if (typeof body.titulo === 'string') quotation.titulo = body.titulo;
    return HttpResponse.json({ id: quotation.id, titulo: quotation.titulo });
  }),
  // 'Always SIC' of a buyer (the summary's sicSempre flag): { idComprador, sicSempre }.
  http.post(api('/__mock/sic-sempre'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { idComprador?: unknown; sicSempre?: unknown };
    if (typeof body.idComprador !== 'number' || typeof body.sicSempre !== 'boolean') return HttpResponse.json({ mensagem: 'idComprador e sicSempre são obrigatórios' }, { status: 400 });
    setSicSempre(db(), body.idComprador, body.sicSempre);
    return HttpResponse.json(body);
  }),
  http.delete(api('/__mock/faults'), () => {
    db().faults.clear();
    return new HttpResponse(null, { status: 204 });
  }),
];
