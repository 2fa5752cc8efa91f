import type { Page } from './dto';
import { http } from './http';
import type { Paging } from './pedidoAutomaticoApi';
import type { OpcaoFilialDto, OpcaoFornecedorDto } from './pedidoAutomaticoDto';
import type {
  AjusteEmbalagemDto,
  ArredondamentoEmbalagemDto,
  ConfirmacaoAjustesDto,
  FiltroEmbalagemDto,
  ItemEmbalagemDto,
  LimitesEmbalagemDto,
  QuantidadeCalculadaDto,
} from './pedidoAutomaticoEmbalagemDto';

/**
 * The packaging-problem screen (spec 03 §7.1 getItensWithPackOrMinimumProblem, §7.2; docs/api.md
 * "Packaging problems"). A refused confirmation answers 400 { sucesso: false, mensagem }.
 */
const BASE = '/pedidoAutomatico';

/** GET /getItensWithPackOrMinimumProblem/{id}?produto&cnpjFornecedor&cnpjFilial&page&size: a page of the items with problems. */
export function getItensComProblema(idCotacao: number, filter: FiltroEmbalagemDto, paging: Paging, signal?: AbortSignal): Promise<Page<ItemEmbalagemDto>> {
  return http(`${BASE}/getItensWithPackOrMinimumProblem/${idCotacao}`, { query: { ...filter, ...paging }, signal });
}

/** POST /aplicarLimitesEmbalagem/{id}?filter (form a): the computed quantities. */
export function aplicarLimites(idCotacao: number, filter: FiltroEmbalagemDto, body: LimitesEmbalagemDto, signal?: AbortSignal): Promise<QuantidadeCalculadaDto[]> {
  return http(`${BASE}/aplicarLimitesEmbalagem/${idCotacao}`, { method: 'POST', query: { ...filter }, json: body, signal });
}

/** POST /arredondarEmbalagem/{id}?filter (form b): the computed quantities. */
export function arredondar(idCotacao: number, filter: FiltroEmbalagemDto, body: ArredondamentoEmbalagemDto, signal?: AbortSignal): Promise<QuantidadeCalculadaDto[]> {
  return http(`${BASE}/arredondarEmbalagem/${idCotacao}`, { method: 'POST', query: { ...filter }, json: body, signal });
}

/** POST /confirmarAjustesEmbalagem/{id} [{id, qtdePedida}]: writes the adjusted quantities into the orders. */
export function confirmarAjustes(idCotacao: number, ajustes: AjusteEmbalagemDto[], signal?: AbortSignal): Promise<ConfirmacaoAjustesDto> {
  return http(`${BASE}/confirmarAjustesEmbalagem/${idCotacao}`, { method: 'POST', json: ajustes, signal, expectedStatuses: [400] });
}

/** GET /getFornecedores/{id}: the quotation's suppliers (cnpj, nomeFantasia) for the filter. */
export function getFornecedoresEmbalagem(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFornecedorDto[]> {
  return http(`${BASE}/getFornecedores/${idCotacao}`, { signal });
}

/** GET /getFiliais/{id}: the quotation's branches (cnpjCliente, nomefantasiaCliente) for the filter. */
export function getFiliaisEmbalagem(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFilialDto[]> {
  return http(`${BASE}/getFiliais/${idCotacao}`, { signal });
}
