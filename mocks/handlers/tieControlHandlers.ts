import { http, HttpResponse } from 'msw';
import { db } from '../db/core/current';
import { awardOf, tieAnswers } from '../db/answers/tiedAnswers';
import { api } from './context';

/**
 * Test controls (not part of the backend contract; docs/api.md "Test controls"): make two answers
 * of a quotation tie for one product at one branch, and read who the automatic orders give it now.
 */
export const tieControlHandlers = [
  http.post<{ id: string }>(api('/__mock/tie/:id'), ({ params }) => {
    const quotation = db().quotationById.get(Number(params.id));
    if (!quotation) return HttpResponse.json({ mensagem: 'Cotação não encontrada' }, { status: 404 });
    const tied = tieAnswers(db(), quotation);
    return tied ? HttpResponse.json(tied) : HttpResponse.json({ mensagem: 'Nenhum par de respostas pode empatar nesta cotação' }, { status: 409 });
  }),
  http.get<{ id: string }>(api('/__mock/award/:id'), ({ params, request }) => {
    const url = new URL(request.url);
    const award = awardOf(db(), Number(params.id), Number(url.searchParams.get('idProduto')), Number(url.searchParams.get('idFilial')));
    return award ? HttpResponse.json(award) : HttpResponse.json({ mensagem: 'Produto sem pedido nesta filial' }, { status: 404 });
  }),
];
