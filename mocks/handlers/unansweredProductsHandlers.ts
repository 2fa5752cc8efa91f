import { http, HttpResponse } from 'msw';
import { unansweredReasonLabel } from '../../src/domain/unansweredProducts';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { sortUnanswered, unansweredProducts } from '../db/answers/unansweredProducts';
import { api, intParam, requireQuotation, requireUser } from './context';
import { csvDownload, exportedQuotation, exportLinkAnswer, invalidExportLink } from './exportFile';

/** Unanswered products of a quotation and their spreadsheet (spec 02 §2.3, §7; rule in mocks/db/answers/unansweredProducts.ts). */
const HEADER = ['Tipo', 'Equivalente', 'Código', 'EAN', 'Produto', 'Fabricante', 'Quantidade', 'Valor de referência', 'Motivo'];

export const unansweredProductsHandlers = [
  http.get<{ id: string }>(api('/resumoresposta/getProdutosWithoutResposta/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const url = new URL(request.url);
    const rows = sortUnanswered(unansweredProducts(db(), quotation), url.searchParams.get('sort'), url.searchParams.get('asc') !== 'false');
    return HttpResponse.json(toPage(rows, intParam(url, 'page', 0), intParam(url, 'size', 10)));
  }),

  http.get<{ id: string }>(api('/resumoresposta/exportProdutosWithoutResposta/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const quotation = requireQuotation(user, params.id);
    if (unansweredProducts(db(), quotation).length === 0) return HttpResponse.json({ mensagem: 'Não há produtos não respondidos para exportar.' }, { status: 400 });
    return exportLinkAnswer(request, user, quotation);
  }),

  // Opened in a new window without the Bearer token: the key in the link authorizes it.
  http.get<{ id: string }>(api('/resumoresposta/exportProdutosWithoutResposta/:id/arquivo'), ({ request, params }) => {
    const quotation = exportedQuotation(request, params.id);
    if (!quotation) return invalidExportLink();
    const rows = sortUnanswered(unansweredProducts(db(), quotation), 'produto', true).map((p) => [
      p.tipoProduto === 'LIBERADO' ? 'Liberado' : 'Monitorado',
      p.equivalente ? 'Sim' : 'Não',
      p.codigo,
      p.ean,
      p.produto,
      p.fabricante,
      p.quantidade,
      p.valorReferencia.toFixed(2).replace('.', ','),
      unansweredReasonLabel(p.motivo),
    ]);
    return csvDownload(`produtos-nao-respondidos-${quotation.id}.csv`, HEADER, rows);
  }),
];
