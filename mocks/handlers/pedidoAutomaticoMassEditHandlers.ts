import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type { AlteracaoEmMassaDto, ConfirmacaoEmMassaDto, FilialProdutoDto, OpcaoFilialProdutoDto } from '../../src/api/pedidoAutomaticoMassEditDto';
import { isWholeQuantity, NOT_A_WHOLE_NUMBER } from '../../src/domain/orderQuantity';
import { branchOptions, branchRow, massAnswer, massQuantity, productBranches, PRODUCT_NOT_FOUND, removeFromBranches, type BranchItems } from '../db/automaticOrder/automaticOrderMassEdit';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import type { DbQuotation } from '../db/core/types';
import { api, intParam, requireQuotation, requireUser } from './context';

/** The mass-edit modal's branches: 10 per page (spec 03 §7.1, §9). */
const BRANCHES_PAGE = 10;

interface Params {
  id: string;
}

interface MassBody {
  codBarras?: unknown;
  cnpjs?: unknown;
  listaFiltro?: unknown;
  quantidadePedirSistema?: unknown;
  ordemTela?: unknown;
  versoes?: unknown;
}

/** The versions the buyer read the items at (by item id), when the body sends them. */
const versionsOf = (value: unknown): Record<string, number> | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : undefined);

const refuse = (mensagem: string, status = 400) => HttpResponse.json({ sucesso: false, mensagem }, { status });

const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null);

interface Found {
  quotation: DbQuotation;
  body: MassBody;
  branches: BranchItems[];
}

/** The request's quotation, body and the product's branches; or the refusal to answer. */
async function read(request: Request, id: string): Promise<Found | Response> {
  const quotation = requireQuotation(requireUser(request), id);
  const body = request.method === 'GET' ? { codBarras: new URL(request.url).searchParams.get('codBarras') } : (((await request.json().catch(() => null)) ?? {}) as MassBody);
  if (typeof body.codBarras !== 'string' || body.codBarras === '') return refuse('Informe o produto (codBarras).');
  const branches = productBranches(db(), quotation.id, body.codBarras);
  if (!branches) return refuse(PRODUCT_NOT_FOUND, 404);
  return { quotation, body, branches };
}

/** The chosen branches of a mass change: at least one (spec 03 §4.2). */
function chosen(body: MassBody, message: string): Set<string> | Response {
  const cnpjs = strings(body.cnpjs);
  return cnpjs && cnpjs.length > 0 ? new Set(cnpjs) : refuse(message);
}

/** A mass change at POST /pedidoAutomatico/{path}/{id}: the product, at least one chosen branch, then `run`. */
function massChange(path: string, noBranch: string, run: (found: Found, cnpjs: Set<string>) => AlteracaoEmMassaDto | Response) {
  return http.post<Params>(api(`/pedidoAutomatico/${path}/:id`), async ({ request, params }) => {
    const found = await read(request, params.id);
    if (found instanceof Response) return found;
    const cnpjs = chosen(found.body, noBranch);
    if (cnpjs instanceof Response) return cnpjs;
    const answer = run(found, cnpjs);
    return answer instanceof Response ? answer : HttpResponse.json<AlteracaoEmMassaDto>(answer);
  });
}

/**
 * The mass edit per product of the automatic order (spec 03 §2.3, §4.2, §7.1; docs/api.md
 * "Automatic order: mass edit"), over mocks/db/automaticOrder/automaticOrderMassEdit.ts.
 */
export const pedidoAutomaticoMassEditHandlers = [
  http.get<Params>(api('/pedidoAutomatico/filiaisDoProduto/:id'), async ({ request, params }) => {
    const found = await read(request, params.id);
    if (found instanceof Response) return found;
    return HttpResponse.json<OpcaoFilialProdutoDto[]>(branchOptions(found.branches));
  }),

  http.post<Params>(api('/pedidoAutomatico/buscarFiliaisFiltrada/:id'), async ({ request, params }) => {
    const found = await read(request, params.id);
    if (found instanceof Response) return found;
    const filter = new Set(strings(found.body.listaFiltro) ?? []);
    const rows = found.branches.filter((branch) => filter.size === 0 || filter.has(branch.cnpj));
    const url = new URL(request.url);
    const page = Math.max(0, intParam(url, 'page', 0));
    const size = Math.max(1, Math.min(100, intParam(url, 'size', BRANCHES_PAGE)));
    const slice = toPage(rows, page, size);
    return HttpResponse.json<Page<FilialProdutoDto>>({ ...slice, content: slice.content.map((branch) => branchRow(db(), branch)) });
  }),

  massChange('alterarQuantidadeRespostaEmMassa', 'Selecione ao menos uma filial.', (found, cnpjs) => {
    const quantity = found.body.quantidadePedirSistema;
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 100_000) return refuse('Informe uma quantidade de até 5 dígitos.');
    if (!isWholeQuantity(quantity)) return refuse(NOT_A_WHOLE_NUMBER);
    if (quantity === 0) return refuse('Não é permitido valores zerados');
    return massQuantity(db(), found.quotation.id, found.branches, cnpjs, quantity, versionsOf(found.body.versoes));
  }),

  massChange('alterarRespostaEmMassa', 'Selecione ao menos uma filial.', (found, cnpjs) => {
    const ordem = found.body.ordemTela;
    if (typeof ordem !== 'number' || !Number.isInteger(ordem) || ordem < 1) return refuse('Escolha a resposta (1 = melhor preço).');
    return massAnswer(db(), found.quotation.id, found.branches, cnpjs, ordem, versionsOf(found.body.versoes));
  }),

  massChange('excluirProdutoDasFiliais', 'Selecione ao menos uma filial para excluir*', (found, cnpjs) => removeFromBranches(db(), found.quotation.id, found.branches, cnpjs, versionsOf(found.body.versoes))),

  http.get<Params>(api('/pedidoAutomatico/confirmarAlteracaoEmMassa/:id'), async ({ request, params }) => {
    const found = await read(request, params.id);
    if (found instanceof Response) return found;
    return HttpResponse.json<ConfirmacaoEmMassaDto>({ sucesso: true });
  }),
];
