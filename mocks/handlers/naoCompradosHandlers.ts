import { http, HttpResponse } from 'msw';
import type { Page, ResultadoDto } from '../../src/api/dto';
import type { FilialNaoCompradoDto, FiltroNaoCompradosDto, FornecedorNaoCompradoDto, ProdutoNaoCompradoDto, TipoExportacaoNaoComprados } from '../../src/api/naoCompradosDto';
import { DEFAULT_NOT_BOUGHT_SITUATIONS, NOT_BOUGHT_PAGE_SIZE, NOT_BOUGHT_SITUATIONS, quotationFileLines } from '../../src/domain/notBought';
import { db } from '../db/core/current';
import type { MockDb } from '../db/core/database';
import { quotationBranches } from '../db/review/notBoughtProducts';
import { allNotBoughtRows, notBoughtRow, quotationFileRows, selectNotBought, type NotBoughtExport } from '../db/review/notBoughtSelection';
import type { DbQuotation } from '../db/core/types';
import { api, intParam, requireQuotation, requireUser } from './context';
import { csvDownload, exportedQuotation, exportLink, invalidExportLink } from './exportFile';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from './xlsxFile';
import { comparePtBr } from '../db/core/collate';

/**
 * Products not bought (spec 03 §2.6, §3.4, §7.4 "paths not shown"; docs/api.md "Products not
 * bought"): the two option lists, the paged table under the filter, the spreadsheet export (xlsx
 * or txt) and the quotation file. Both files are links (`…/arquivo?usuario&chave&exportacao`,
 * no token) to the filter as it was when the buyer asked for them.
 */
interface Params {
  id: string;
}

const MAX_PAGE = 100;
export const NOTHING_TO_EXPORT = 'Nenhum produto não comprado para exportar com este filtro.';
export const NOTHING_FOR_QUOTATION = 'Nenhum produto não comprado para gerar o arquivo de cotação com este filtro.';
export const BAD_EXPORT_TYPE = 'Tipo de arquivo inválido: use xlsx ou txt.';

const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : null);

/** The body as a filter: a missing part takes its default (every branch, every supplier, the situations of spec 03 §5). */
function filterOf(body: unknown, quotation: DbQuotation): FiltroNaoCompradosDto {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const situations = Object.fromEntries(NOT_BOUGHT_SITUATIONS.map(({ key }) => [key, typeof value[key] === 'boolean' ? value[key] : DEFAULT_NOT_BOUGHT_SITUATIONS[key]]));
  return {
    cnpjFiliais: strings(value.cnpjFiliais) ?? quotationBranches(db(), quotation).map((branch) => branch.cnpj),
    cnpjFornecedores: strings(value.cnpjFornecedores) ?? suppliersOf(db(), quotation).map((supplier) => supplier.cnpj),
    ...(situations as Pick<FiltroNaoCompradosDto, (typeof NOT_BOUGHT_SITUATIONS)[number]['key']>),
  };
}

function suppliersOf(mock: MockDb, quotation: DbQuotation): FornecedorNaoCompradoDto[] {
  const ids = new Set(quotation.participantes.map((participant) => participant.idFornecedor));
  return [...ids]
    .map((id) => mock.supplierById.get(id))
    .filter((supplier) => supplier !== undefined)
    .map((supplier) => ({ id: supplier.id, nomeFantasia: supplier.nomeFantasia, cnpj: supplier.cnpj }))
    .sort((a, b) => comparePtBr(a.nomeFantasia, b.nomeFantasia));
}

// ---- The filters behind the download links ----

type FileKind = NotBoughtExport['kind'];
type Snapshot = NotBoughtExport;
const KEPT_SNAPSHOTS = 100;

function keep(snapshot: Snapshot): number {
  const snapshots = db().notBoughtExports;
  const id = db().nextId();
  snapshots.set(id, snapshot);
  for (const old of snapshots.keys()) if (snapshots.size > KEPT_SNAPSHOTS) snapshots.delete(old);
  return id;
}

function snapshotOf(request: Request, id: string, kind: FileKind): { quotation: DbQuotation; snapshot: Snapshot } | null {
  const quotation = exportedQuotation(request, id);
  const snapshot = db().notBoughtExports.get(Number(new URL(request.url).searchParams.get('exportacao')));
  return quotation && snapshot && snapshot.idCotacao === quotation.id && snapshot.kind === kind ? { quotation, snapshot } : null;
}

const HEADER = ['Status', 'Situação', 'Tipo', 'Código', 'EAN', 'Códigos substitutos', 'Produto', 'Fabricante', 'Quantidade', 'Quantidade cotada', 'Filial', 'CNPJ filial', 'Fornecedor'];

function* sheetRows(rows: Iterable<ProdutoNaoCompradoDto>): Generator<(string | number)[]> {
  for (const row of rows) {
    yield [row.status, row.statusDescricao, row.tipo === 'LIBERADO' ? 'L' : 'M', row.codigo, row.codigoBarras, row.codigoSubstituto.join(', '), row.produto, row.fabricante, row.quantidade, row.quantidadeCotada, row.filial, row.cnpjFilial, row.fornecedor ?? ''];
  }
}

/** Asks for a file: 400 when the filter selects nothing, otherwise the link to it. */
async function fileLink(request: Request, id: string, kind: FileKind, tipo: TipoExportacaoNaoComprados, empty: string): Promise<Response> {
  const user = requireUser(request);
  const quotation = requireQuotation(user, id);
  const filter = filterOf(await request.json().catch(() => null), quotation);
  if (selectNotBought(db(), quotation, filter).rows.length === 0) return HttpResponse.json<ResultadoDto>({ sucesso: false, mensagem: empty }, { status: 400 });
  const exportacao = keep({ idCotacao: quotation.id, kind, tipo, filter });
  return HttpResponse.json<ResultadoDto>({ sucesso: true, mensagem: exportLink(request, user, quotation, { exportacao: String(exportacao) }) });
}

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export const naoCompradosHandlers = [
  http.get<Params>(api('/revisaoEnvio/:id/naoComprados/fornecedores'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    return HttpResponse.json<FornecedorNaoCompradoDto[]>(suppliersOf(db(), quotation));
  }),

  http.get<Params>(api('/revisaoEnvio/:id/naoComprados/filiais'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const rows = quotationBranches(db(), quotation).map<FilialNaoCompradoDto>((branch) => ({ id: branch.id, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nomeFantasia }));
    return HttpResponse.json(rows.sort((a, b) => comparePtBr(a.nomefantasiaCliente, b.nomefantasiaCliente)));
  }),

  http.post<Params>(api('/revisaoEnvio/:id/naoComprados'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const filter = filterOf(await request.json().catch(() => null), quotation);
    const url = new URL(request.url);
    const page = Math.max(0, intParam(url, 'page', 0));
    const size = Math.max(1, Math.min(MAX_PAGE, intParam(url, 'size', NOT_BOUGHT_PAGE_SIZE)));
    const selection = selectNotBought(db(), quotation, filter);
    const content = Array.from(selection.rows.subarray(page * size, page * size + size), (row) => notBoughtRow(db(), selection.table, row));
    const totalElements = selection.rows.length;
    const totalPages = Math.ceil(totalElements / size);
    return HttpResponse.json<Page<ProdutoNaoCompradoDto>>({ content, totalElements, totalPages, number: page, size, numberOfElements: content.length, first: page === 0, last: page >= totalPages - 1, empty: content.length === 0 });
  }),

  http.post<Params>(api('/revisaoEnvio/:id/naoComprados/exportar'), ({ request, params }) => {
    const tipo = new URL(request.url).searchParams.get('tipo');
    if (tipo !== 'xlsx' && tipo !== 'txt') return HttpResponse.json<ResultadoDto>({ sucesso: false, mensagem: BAD_EXPORT_TYPE }, { status: 400 });
    return fileLink(request, params.id, 'planilha', tipo, NOTHING_TO_EXPORT);
  }),

  http.post<Params>(api('/revisaoEnvio/:id/naoComprados/arquivoCotacao'), ({ request, params }) => fileLink(request, params.id, 'cotacao', 'txt', NOTHING_FOR_QUOTATION)),

  // The links, opened in a new window: no Bearer token there, so they carry their own key.
  http.get<Params>(api('/revisaoEnvio/:id/naoComprados/exportar/arquivo'), ({ request, params }) => {
    const found = snapshotOf(request, params.id, 'planilha');
    if (!found) return invalidExportLink();
    const { quotation, snapshot } = found;
    const rows = sheetRows(allNotBoughtRows(db(), selectNotBought(db(), quotation, snapshot.filter)));
    const name = `produtos-nao-comprados-${quotation.id}`;
    if (snapshot.tipo === 'txt') return csvDownload(`${name}.txt`, HEADER, rows, 'text/plain; charset=utf-8');
    return new HttpResponse(xlsxWorkbook('Produtos não comprados', HEADER, rows), { headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': attachment(`${name}.xlsx`) } });
  }),

  http.get<Params>(api('/revisaoEnvio/:id/naoComprados/arquivoCotacao/arquivo'), ({ request, params }) => {
    const found = snapshotOf(request, params.id, 'cotacao');
    if (!found) return invalidExportLink();
    const { quotation, snapshot } = found;
    const selection = selectNotBought(db(), quotation, snapshot.filter);
    const lines = quotationFileLines(quotationFileRows(db(), selection));
    return new HttpResponse(`${lines.join('\r\n')}\r\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': attachment(`cotacao-nao-comprados-${quotation.id}.txt`) } });
  }),
];
