import type { BotoesResumoDto, CategoriaPrioridadeDto, CondicaoPagamentoOpcaoDto, ContextoCotacaoDto, FiliaisRespostaDto, FiltroFornecedorDto, FornecedorResumoDto, MotivoDetalhadoDto, RespostaDetalheDto, RespostaItemDto, VerificacaoRespostasDto } from './resumoRespostaDto';
import type { CategoriaDto, CategoriaResposta, FilialDto, Page, ResultadoDto } from './dto';
import { http } from './http';

/**
 * The quotation summary's reads and writes on the resumoresposta resource (spec 02 §7 "Summary";
 * the paths the spec does not show are designed in docs/api.md). Kept apart from
 * resumoRespostaApi.ts (the quotation commands) so each module stays small.
 */
const BASE = '/resumoresposta';

export interface SupplierQuery {
  page: number;
  size: number;
  idFornecedor?: number | null;
  idRepresentante?: number | null;
}

export interface BranchStatsQuery {
  idFornecedor: number;
  idRepresentante: number;
  page: number;
  size: number;
  sortKey?: string;
  asc?: boolean;
}

export interface AnswerItemsQuery {
  page: number;
  size: number;
  sortKey: string;
  asc: boolean;
  searchKey: string;
}

export function getContexto(id: number, signal?: AbortSignal): Promise<ContextoCotacaoDto> {
  return http<ContextoCotacaoDto>(`${BASE}/contexto/${id}`, { signal });
}

export function getBotoes(id: number, signal?: AbortSignal): Promise<BotoesResumoDto> {
  return http<BotoesResumoDto>(`${BASE}/getBotoes/${id}`, { signal });
}

export function getClientes(id: number, signal?: AbortSignal): Promise<FilialDto[]> {
  return http<FilialDto[]>(`${BASE}/getClientes/${id}`, { signal });
}

export function getCategorias(id: number, signal?: AbortSignal): Promise<CategoriaDto[]> {
  return http<CategoriaDto[]>(`${BASE}/getCategorias/${id}`, { signal });
}

/** PUT /categoria/{id}?versao: the buyer's order and switches, over the version they were read at (409 `conflito` when newer; docs/api.md "Versioned writes"). */
export function salvarCategorias(id: number, categorias: CategoriaPrioridadeDto[], versao: number | undefined, signal?: AbortSignal): Promise<{ resultado: boolean; versao?: number }> {
  return http<{ resultado: boolean; versao?: number }>(`${BASE}/categoria/${id}`, { method: 'PUT', json: categorias, query: { versao }, signal, expectedStatuses: [409] });
}

export function getFornecedores(id: number, query: SupplierQuery, signal?: AbortSignal): Promise<Page<FornecedorResumoDto>> {
  return http<Page<FornecedorResumoDto>>(`${BASE}/getFornecedores/${id}`, { query: { ...query }, signal });
}

export function getFornecedorStats(id: number, query: BranchStatsQuery, signal?: AbortSignal): Promise<FiliaisRespostaDto> {
  return http<FiliaisRespostaDto>(`${BASE}/getFornecedor/${id}/stats`, { query: { ...query }, signal });
}

export function getFiltroFornecedores(id: number, signal?: AbortSignal): Promise<FiltroFornecedorDto[]> {
  return http<FiltroFornecedorDto[]>(`${BASE}/getFiltroFornecedores/${id}`, { signal });
}

export function getMotivoDetalhado(
  id: number,
  query: { idFornecedor: number; idRepresentante: number; motivoResposta: CategoriaResposta },
  signal?: AbortSignal,
): Promise<MotivoDetalhadoDto> {
  return http<MotivoDetalhadoDto>(`${BASE}/getMotivoDetalhado/${id}`, { query: { ...query }, signal });
}

export function getRespostasIgnoradas(id: number, idFornecedor: number, idRepresentante: number, signal?: AbortSignal): Promise<{ totalmenteSelecionada: boolean }> {
  return http<{ totalmenteSelecionada: boolean }>(`${BASE}/respostasIgnoradas/${id}/${idFornecedor}/${idRepresentante}`, { signal });
}

export function ignorarResposta(idCotacao: number, idResposta: number, ignorar: boolean, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`${BASE}/ignorarResposta`, { method: 'POST', json: { idCotacao, idResposta, ignorar }, signal });
}

export function ignorarRespostas(idCotacao: number, idFornecedor: number, idRepresentante: number, ignorar: boolean, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`${BASE}/ignorarRespostas`, { method: 'POST', json: { idCotacao, idFornecedor, idRepresentante, ignorar }, signal });
}

export function getResposta(idResposta: number, signal?: AbortSignal): Promise<RespostaDetalheDto> {
  return http<RespostaDetalheDto>(`${BASE}/getResposta/${idResposta}`, { signal });
}

export function getItensResposta(idResposta: number, query: AnswerItemsQuery, signal?: AbortSignal): Promise<Page<RespostaItemDto>> {
  return http<Page<RespostaItemDto>>(`${BASE}/getItensResposta/${idResposta}`, { query: { ...query }, signal });
}

export function getCondicoesPagamento(idCotacao: number, idResposta: number, signal?: AbortSignal): Promise<CondicaoPagamentoOpcaoDto[]> {
  return http<CondicaoPagamentoOpcaoDto[]>(`${BASE}/condicoesPagamento/${idCotacao}`, { query: { idResposta }, signal });
}

export function alterarCondicaoPagamento(idCotacao: number, idResposta: number, idCondicao: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`${BASE}/condicaoPagamento`, { method: 'PUT', json: { idCotacao, idResposta, idCondicao }, signal });
}

export function verificarRespostas(id: number, signal?: AbortSignal): Promise<VerificacaoRespostasDto> {
  return http<VerificacaoRespostasDto>(`${BASE}/verificarRespostas/${id}`, { signal });
}
