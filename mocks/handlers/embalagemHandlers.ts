import { http, HttpResponse } from 'msw';
import type { Page } from '../../src/api/dto';
import type {
  AjusteEmbalagemDto,
  ArredondamentoEmbalagemDto,
  ConfirmacaoAjustesDto,
  FiltroEmbalagemDto,
  ItemEmbalagemDto,
  LimitesEmbalagemDto,
  QuantidadeCalculadaDto,
} from '../../src/api/pedidoAutomaticoEmbalagemDto';
import { roundSimply, roundWithLimits } from '../../src/domain/packagingQuantity';
import { automaticOrderIndex } from '../db/automaticOrder/automaticOrderIndex';
import { QuantityRefused } from '../db/automaticOrder/automaticOrderViews';
import { db } from '../db/core/current';
import { toPage } from '../db/core/database';
import { computeQuantities, confirmAdjustments, packagingItemDto, problemEntries, visitEntries } from '../db/packaging/packagingProblems';
import { api, bodyOf, intParam, requireQuotation, requireUser } from './context';

/**
 * The packaging-problem screen (spec 03 §7.1 getItensWithPackOrMinimumProblem, §7.2; docs/api.md
 * "Packaging problems"): the items with problems (paged, or all with unpaged=1), the two forms
 * of the rounding call, the confirmation. The filter options are the automatic order's
 * getFornecedores / getFiliais.
 */
interface Params {
  id: string;
}

function filterOf(request: Request): FiltroEmbalagemDto {
  const params = new URL(request.url).searchParams;
  return { produto: params.get('produto')?.trim() || undefined, cnpjFornecedor: params.get('cnpjFornecedor') ?? undefined, cnpjFilial: params.get('cnpjFilial') ?? undefined };
}

const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : undefined);

export const embalagemHandlers = [
  http.get<Params>(api('/pedidoAutomatico/getItensWithPackOrMinimumProblem/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const url = new URL(request.url);
    const index = automaticOrderIndex(db(), quotation.id);
    const entries = problemEntries(db(), index, filterOf(request));
    const unpaged = url.searchParams.get('unpaged') === '1' || url.searchParams.get('unpaged') === 'true';
    const size = unpaged ? Math.max(1, entries.length) : Math.max(1, Math.min(1000, intParam(url, 'size', 20)));
    const page = unpaged ? 0 : Math.max(0, intParam(url, 'page', 0));
    const slice = toPage(entries, page, size);
    const content: ItemEmbalagemDto[] = [];
    visitEntries(db(), index, slice.content, (p, item) => content.push(packagingItemDto(db(), index, p, item)));
    return HttpResponse.json<Page<ItemEmbalagemDto>>({ ...slice, content });
  }),

  http.post<Params>(api('/pedidoAutomatico/aplicarLimitesEmbalagem/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = await bodyOf<LimitesEmbalagemDto>(request);
    const options = {
      limitRoundDown: money(body.limitRoundDown),
      limitRoundUp: money(body.limitRoundUp),
      downOrUp: body.downOrUp === true,
      upOrDown: body.upOrDown === true,
      atLeastOneProductPack: body.atLeastOneProductPack === true,
    };
    const answer = computeQuantities(db(), quotation.id, filterOf(request), (item) => roundWithLimits(item, options), ids(body.itens), options);
    return HttpResponse.json<QuantidadeCalculadaDto[]>(answer);
  }),

  http.post<Params>(api('/pedidoAutomatico/arredondarEmbalagem/:id'), async ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    const body = await bodyOf<ArredondamentoEmbalagemDto>(request);
    const options = {
      roundUp: body.roundUp === true,
      roundDown: body.roundDown === true,
      atLeastOneProductPack: body.atLeastOneProductPack === true,
      atLeastTheMinimumAmountRequired: body.atLeastTheMinimumAmountRequired === true,
    };
    return HttpResponse.json<QuantidadeCalculadaDto[]>(computeQuantities(db(), quotation.id, filterOf(request), (item) => roundSimply(item, options)));
  }),

  http.post<Params>(api('/pedidoAutomatico/confirmarAjustesEmbalagem/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    const quotation = requireQuotation(user, params.id);
    const body: unknown = await request.json().catch(() => null);
    const valid = Array.isArray(body) && body.length > 0 && body.every((row: Partial<AjusteEmbalagemDto> | null) => row && Number.isInteger(row.id));
    if (!valid) return HttpResponse.json({ sucesso: false, mensagem: 'Nenhum produto foi resolvido.' }, { status: 400 });
    try {
      const quantidade = confirmAdjustments(db(), user.idComprador, quotation.id, body as AjusteEmbalagemDto[]);
      return HttpResponse.json<ConfirmacaoAjustesDto>({ sucesso: true, mensagem: `${quantidade.toLocaleString('pt-BR')} ${quantidade === 1 ? 'produto ajustado' : 'produtos ajustados'}.`, quantidade });
    } catch (error) {
      if (error instanceof QuantityRefused) return HttpResponse.json({ sucesso: false, mensagem: error.message, quantidade: 0 }, { status: error.status });
      throw error;
    }
  }),
];
