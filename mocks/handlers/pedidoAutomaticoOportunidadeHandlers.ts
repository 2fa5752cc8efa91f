import { http, HttpResponse } from 'msw';
import type { EnvioOportunidadeDto, OportunidadesDto } from '../../src/api/pedidoAutomaticoOportunidadeDto';
import { db } from '../db/core/current';
import { countOpportunities, sendToOpportunity } from '../db/automaticOrder/opportunityItems';
import { api, requireQuotation, requireUser } from './context';
import { filterFromBody } from './pedidoAutomaticoHandlers';

interface Params {
  id: string;
}

/** A body as sent, checked: products with a branch and a barcode. */
function bodyOf(value: unknown): EnvioOportunidadeDto | null {
  if (!value || typeof value !== 'object') return null;
  const body = value as Partial<EnvioOportunidadeDto>;
  if (typeof body.filtrado !== 'boolean' || !Array.isArray(body.itens)) return null;
  const itens = body.itens.filter((item) => item && typeof item.cnpj === 'string' && typeof item.codBarras === 'string').map((item) => ({ ...item, grupoProduto: Number(item.grupoProduto) || 0 }));
  return { filtrado: body.filtrado, itens, filtros: body.filtros as EnvioOportunidadeDto['filtros'] };
}

/** 'Enviar para Oportunidade' (spec 03 §7.1; docs/api.md "Automatic order: opportunities"). */
export const pedidoAutomaticoOportunidadeHandlers = [
  http.get<Params>(api('/pedidoAutomatico/:id/oportunidade'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    return HttpResponse.json<OportunidadesDto>({ quantidade: countOpportunities(db(), quotation.id) });
  }),

  http.post<Params>(api('/pedidoAutomatico/:id/oportunidade'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = bodyOf(await request.json().catch(() => null));
    if (!body || (!body.filtrado && body.itens.length === 0)) return HttpResponse.json({ sucesso: false, mensagem: 'Informe os produtos.' }, { status: 400 });
    return HttpResponse.json<number>(sendToOpportunity(db(), quotation.id, filterFromBody(body.filtros), body));
  }),
];
