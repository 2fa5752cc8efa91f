import { http, HttpResponse } from 'msw';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { api, intParam, requireUser } from './context';
import { fold } from './cotacaoViews';

/** Catalogue search of the wizard's 'Busca de Produtos': by description, EAN, substance or manufacturer. */
export const produtoHandlers = [
  http.get(api('/produto/buscar'), ({ request }) => {
    requireUser(request);
    const url = new URL(request.url);
    const words = fold(url.searchParams.get('texto') ?? '').split(/\s+/).filter(Boolean);
    const found =
      words.length === 0
        ? []
        : db().data.products.filter((p) => {
            const haystack = fold(`${p.descricao} ${p.apresentacao} ${p.ean} ${p.substancia} ${p.fabricante}`);
            return words.every((w) => haystack.includes(w));
          });
    return HttpResponse.json(toPage(found, intParam(url, 'page', 0), intParam(url, 'size', 10)));
  }),
];
