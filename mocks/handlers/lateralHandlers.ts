import { http, HttpResponse } from 'msw';
import type { DadosCotacaoLateralDto, ItemRecenteDto } from '../../src/api/lateralDto';
import { db } from '../db/core/current';
import { api, requireQuotation, requireUser } from './context';

/** How many recent quotations the side column lists. */
export const RECENT_LIMIT = 8;

const answerCount = (idCotacao: number): number => db().answersOf(idCotacao).filter((a) => a.dataEnvio !== null).length;

/**
 * The side column (spec 01 §7). The real backend caches recent items and quotation data per
 * buyer, hence the evict calls; this mock reads its database every time, so evicting only answers 204.
 */
export const lateralHandlers = [
  http.get(api('/lateral/getItensRecentes'), ({ request }) => {
    const user = requireUser(request);
    const recent = db()
      .data.quotations.filter((q) => q.idComprador === user.idComprador)
      .sort((a, b) => b.dataCadastro.localeCompare(a.dataCadastro) || b.id - a.id)
      .slice(0, RECENT_LIMIT)
      .map<ItemRecenteDto>(({ id, titulo, situacao }) => ({ id, titulo, situacao }));
    return HttpResponse.json(recent);
  }),
  http.delete(api('/lateral/evictItensRecentes'), ({ request }) => {
    requireUser(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete<{ id: string }>(api('/lateral/evictDadosCotacao/:id'), ({ request }) => {
    requireUser(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get<{ id: string }>(api('/lateral/getDadosCotacao/:id'), ({ request, params }) => {
    const q = requireQuotation(requireUser(request), Number(params.id));
    return HttpResponse.json<DadosCotacaoLateralDto>({
      id: q.id,
      titulo: q.titulo,
      dataVencimento: q.dataVencimento,
      situacao: q.situacao,
      numFiliais: q.filiais.length,
      numProdutos: q.itens.length,
      qtdRespostas: answerCount(q.id),
      aba: 0,
    });
  }),
  http.get(api('/lateral/getQtdRespostas'), ({ request }) => {
    const user = requireUser(request);
    const id = Number(new URL(request.url).searchParams.get('idCotacao'));
    return HttpResponse.json(answerCount(requireQuotation(user, id).id));
  }),
];
