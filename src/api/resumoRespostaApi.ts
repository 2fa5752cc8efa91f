import type { Page, ResultadoDto } from './dto';
import type { ProdutoSemRespostaDto, ProdutoSemRespostaSort } from './resumoRespostaDto';
import { http } from './http';

/** POST /resumoresposta/cancelarCotacao {idCotacao, motivo}: the quotation moves to CANCELADA. */
export function cancelarCotacao(idCotacao: number, motivo: string, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>('/resumoresposta/cancelarCotacao', { method: 'POST', json: { idCotacao, motivo }, signal });
}

/** POST /resumoresposta/alterarVencimento {idCotacao, dataVencimento (ISO date-time)}; 400/409 {mensagem} when refused. */
export function alterarVencimento(idCotacao: number, dataVencimento: string, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>('/resumoresposta/alterarVencimento', { method: 'POST', json: { idCotacao, dataVencimento }, signal, expectedStatuses: [400, 409] });
}

/** GET /resumoresposta/encerrarCotacao/{id}: the quotation stops taking answers; 409 {mensagem} when that makes no sense. */
export function encerrarCotacao(idCotacao: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`/resumoresposta/encerrarCotacao/${idCotacao}`, { retry: false, signal, expectedStatuses: [409] });
}

export interface UnansweredQuery {
  page: number;
  size: number;
  sort: ProdutoSemRespostaSort;
  asc: boolean;
}

/** GET /resumoresposta/getProdutosWithoutResposta/{id}?page&size&sort&asc → {content, totalElements}. */
export function getProdutosWithoutResposta(idCotacao: number, query: UnansweredQuery, signal?: AbortSignal): Promise<Page<ProdutoSemRespostaDto>> {
  return http<Page<ProdutoSemRespostaDto>>(`/resumoresposta/getProdutosWithoutResposta/${idCotacao}`, { query: { ...query }, signal });
}

/** GET /resumoresposta/exportProdutosWithoutResposta/{id}: the spreadsheet link is in mensagem. */
export function exportProdutosWithoutResposta(idCotacao: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http<ResultadoDto>(`/resumoresposta/exportProdutosWithoutResposta/${idCotacao}`, { signal });
}
