import { http, HttpResponse } from 'msw';
import type { CotacaoDto, SituacaoCotacao } from '../../src/api/dto';
import type { FiltroCotacaoDto } from '../../src/api/cotacaoDto';
import { QUOTATION_STATUS_LABELS } from '../../src/domain/quotationStatus';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import type { DbQuotation } from '../db/core/types';
import { api, intParam, requireQuotation, requireUser } from './context';
import { csvDownload, exportedQuotation, exportLinkAnswer, invalidExportLink } from './exportFile';
import { fold, toCotacaoDto, toItemDtos } from './cotacaoViews';

/** Quotation lists, search, status list and the products export (spec 01 §7 "Quotations"). */
const SORTABLE: Record<string, (q: CotacaoDto) => string | number> = {
  id: (q) => q.id,
  titulo: (q) => fold(q.titulo),
  dataCadastro: (q) => q.dataCadastro,
  dataVencimento: (q) => q.dataVencimento,
  numeroProdutos: (q) => q.numeroProdutos,
};

function within(value: string, start: string | null, end: string | null): boolean {
  const instant = new Date(value).getTime();
  if (start && instant < new Date(start).getTime()) return false;
  if (end && instant > new Date(end).getTime()) return false;
  return true;
}

function matches(q: DbQuotation, filter: Partial<FiltroCotacaoDto>): boolean {
  if (filter.id && q.id !== Number(filter.id)) return false;
  if (filter.title && !fold(q.titulo).includes(fold(filter.title.trim()))) return false;
  if (filter.statusList?.length && !filter.statusList.includes(q.situacao)) return false;
  if (!within(q.dataCadastro, filter.startRegistrationDate ?? null, filter.endRegistrationDate ?? null)) return false;
  return within(q.dataVencimento, filter.startExpirationDate ?? null, filter.endExpirationDate ?? null);
}

export const cotacaoHandlers = [
  http.post(api('/cotacao/getByFiltro'), async ({ request }) => {
    const user = requireUser(request);
    const url = new URL(request.url);
    const filter = (await request.json().catch(() => ({}))) as Partial<FiltroCotacaoDto>;
    const sortKey = url.searchParams.get('sortKey') ?? 'id';
    const asc = url.searchParams.get('asc') === 'true';
    const key = SORTABLE[sortKey] ?? SORTABLE.id;
    const rows = db()
      .data.quotations.filter((q) => q.idComprador === user.idComprador && matches(q, filter))
      .map(toCotacaoDto)
      .sort((a, b) => {
        const x = key(a);
        const y = key(b);
        const order = x < y ? -1 : x > y ? 1 : b.id - a.id;
        return asc ? order : -order;
      });
    return HttpResponse.json(toPage(rows, intParam(url, 'page', 0), intParam(url, 'size', 10)));
  }),

  http.get(api('/cotacao/getListSituacaoFiltro'), ({ request }) => {
    requireUser(request);
    return HttpResponse.json(Object.keys(QUOTATION_STATUS_LABELS) as SituacaoCotacao[]);
  }),

  http.get<{ id: string }>(api('/cotacao/getCotacaoItemByIdCotacao/:id'), ({ request, params }) => {
    const user = requireUser(request);
    return HttpResponse.json(toItemDtos(db(), requireQuotation(user, params.id)));
  }),

  http.get<{ id: string }>(api('/cotacao/exportProdutosCotacao/:id'), ({ request, params }) => {
    const user = requireUser(request);
    const quotation = requireQuotation(user, params.id);
    if (quotation.itens.length === 0) return HttpResponse.json({ mensagem: 'A cotação não tem produtos para exportar.' }, { status: 400 });
    return exportLinkAnswer(request, user, quotation);
  }),

  // The link opened in a new window: no Bearer token there, so it carries its own key.
  http.get<{ id: string }>(api('/cotacao/exportProdutosCotacao/:id/arquivo'), ({ request, params }) => {
    const quotation = exportedQuotation(request, params.id);
    if (!quotation) return invalidExportLink();
    const rows = toItemDtos(db(), quotation).map((item) => [item.ean, item.descricao, item.apresentacao, item.fabricante, item.quantidade]);
    return csvDownload(`cotacao-${quotation.id}.csv`, ['EAN', 'Produto', 'Apresentação', 'Fabricante', 'Quantidade'], rows);
  }),
];
