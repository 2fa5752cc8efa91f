import { http, HttpResponse } from 'msw';
import type { EanFilter, EanSortField } from '../../src/api/produtoEanDto';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { candidates, queryProducts, relate, relatedProducts, toEanDto, unrelate } from '../db/admin/eanRelations';
import { requireAdmin } from './avisoHandlers';
import { bodyOf, api, intParam } from './context';

/** EAN maintenance (spec 03 §7.6; administrators only, 403 otherwise). */
function listQuery(url: URL): { filter: EanFilter; sort: EanSortField; asc: boolean; page: number; size: number } {
  const param = (name: string) => url.searchParams.get(name) ?? '';
  return {
    filter: { codigo: param('codigo'), descricao: param('descricao'), descricaoFabricante: param('descricaoFabricante') },
    sort: (param('sort') || 'codigo') as EanSortField,
    asc: param('asc') === 'true',
    page: intParam(url, 'page', 0),
    size: intParam(url, 'size', 10),
  };
}

export const produtoEanHandlers = [
  http.get(api('/produto'), ({ request }) => {
    requireAdmin(request);
    const { filter, sort, asc, page, size } = listQuery(new URL(request.url));
    const rows = queryProducts(db().data.products.map((p) => toEanDto(db(), p)), filter, sort, asc);
    return HttpResponse.json(toPage(rows, page, size));
  }),
  http.get(api('/produto/:texto/candidatos'), ({ request, params }) => {
    requireAdmin(request);
    const url = new URL(request.url);
    return HttpResponse.json(toPage(candidates(db(), decodeURIComponent(String(params.texto))), intParam(url, 'page', 0), intParam(url, 'size', 10)));
  }),
  http.get(api('/produto/:id/relacionados'), ({ request, params }) => {
    requireAdmin(request);
    const { filter, sort, asc, page, size } = listQuery(new URL(request.url));
    return HttpResponse.json(toPage(queryProducts(relatedProducts(db(), Number(params.id)), filter, sort, asc), page, size));
  }),
  http.post(api('/produto/:id/relacionados'), async ({ request, params }) => {
    requireAdmin(request);
    const body = await bodyOf<{ id: number; codigo: string }>(request);
    const refusal = relate(db(), Number(params.id), Number(body.id));
    if (refusal) return HttpResponse.json({ mensagem: refusal.mensagem }, { status: refusal.status });
    return HttpResponse.json({ sucesso: true }, { status: 201 });
  }),
  http.delete(api('/produto/:id/relacionados'), ({ request, params }) => {
    requireAdmin(request);
    unrelate(db(), Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete(api('/produto/:id/:relatedId'), ({ request, params }) => {
    requireAdmin(request);
    unrelate(db(), Number(params.id), Number(params.relatedId));
    return new HttpResponse(null, { status: 204 });
  }),
];
