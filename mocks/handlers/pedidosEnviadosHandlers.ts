import { http, HttpResponse } from 'msw';
import type { FiltroPedidosEnviadosDto } from '../../src/api/pedidosEnviadosDto';
import type { ResultadoDto } from '../../src/api/dto';
import { ORDER_STATUS_TEXT } from '../../src/domain/orderStatus';
import { isShippedStatus } from '../../src/domain/shippedOrders';
import { db } from '../db/core/current';
import { shippedOrdersAll, shippedOrdersPage } from '../db/sending/shippedOrders';
import { api, bodyOf, intParam, requireUser } from './context';
import { csvDownload, exportingUser, invalidExportLink, userExportLink } from './exportFile';

/**
 * The sent-orders page (DECISIONS 3, docs/api.md "Sent orders"): the buyer's orders sent or
 * invoiced across quotations, filtered by status and send period, paged; the export answers a
 * link (no token, its own key) to a CSV with ';' and a UTF-8 BOM, like the review's exports.
 */
const BASE = '/pedido/enviadosOuFaturados';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const BAD_FILTER = 'Filtro inválido: informe a situação e o período (aaaa-mm-dd).';

/** The filter of a body or a link, or null when a field is not one the list knows. */
function filterOf(raw: Partial<Record<keyof FiltroPedidosEnviadosDto, unknown>>): FiltroPedidosEnviadosDto | null {
  const situacaoPedido = raw.situacaoPedido ?? null;
  const dataInicio = raw.dataInicio ?? '';
  const dataFim = raw.dataFim ?? '';
  if (situacaoPedido !== null && !(typeof situacaoPedido === 'string' && isShippedStatus(situacaoPedido))) return null;
  if (typeof dataInicio !== 'string' || typeof dataFim !== 'string') return null;
  if ((dataInicio && !ISO_DAY.test(dataInicio)) || (dataFim && !ISO_DAY.test(dataFim))) return null;
  return { situacaoPedido, dataInicio, dataFim };
}

const badFilter = (): Response => HttpResponse.json<ResultadoDto>({ sucesso: false, mensagem: BAD_FILTER }, { status: 400 });
const decimal = (value: number): string => value.toFixed(2).replace('.', ',');
const sentDay = (iso: string): string => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

const CSV_HEADER = ['Pedido', 'Cotação', 'Título da cotação', 'Enviado em', 'Situação', 'Fornecedor', 'Representante', 'Filial', 'CNPJ filial', 'Valor total'];

export const pedidosEnviadosHandlers = [
  http.post(api(BASE), async ({ request }) => {
    const user = requireUser(request);
    const filter = filterOf(await bodyOf<FiltroPedidosEnviadosDto>(request));
    if (!filter) return badFilter();
    const url = new URL(request.url);
    return HttpResponse.json(shippedOrdersPage(db(), user.idComprador, filter, Math.max(0, intParam(url, 'page', 0)), Math.min(100, Math.max(1, intParam(url, 'size', 10)))));
  }),
  http.post(api(`${BASE}/exportar`), async ({ request }) => {
    const user = requireUser(request);
    const filter = filterOf(await bodyOf<FiltroPedidosEnviadosDto>(request));
    if (!filter) return badFilter();
    const extra = { dataInicio: filter.dataInicio, dataFim: filter.dataFim, ...(filter.situacaoPedido && { situacaoPedido: filter.situacaoPedido }) };
    return HttpResponse.json<ResultadoDto>({ sucesso: true, mensagem: userExportLink(request, user, extra) });
  }),
  // The link opened in a new window: no Bearer token there, so it carries its own key.
  http.get(api(`${BASE}/exportar/arquivo`), ({ request }) => {
    const user = exportingUser(request);
    const params = new URL(request.url).searchParams;
    const filter = filterOf({ situacaoPedido: params.get('situacaoPedido'), dataInicio: params.get('dataInicio') ?? '', dataFim: params.get('dataFim') ?? '' });
    if (!user || !filter) return invalidExportLink();
    const rows = [...shippedOrdersAll(db(), user.idComprador, filter)].map((row) => [
      row.codPedido ?? row.idPedido,
      row.idCotacao,
      row.tituloCotacao,
      sentDay(row.dataEnvio),
      ORDER_STATUS_TEXT[row.situacaoPedido],
      row.nomeFantasiaFornecedor,
      row.nomeRepresentante,
      row.nomeFantasiaCliente,
      row.cnpjCliente,
      decimal(row.valorTotal),
    ]);
    return csvDownload('pedidos-enviados.csv', CSV_HEADER, rows);
  }),
];
