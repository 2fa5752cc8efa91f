import type { DadosCotacaoLateralDto, ItemRecenteDto } from './lateralDto';
import { http } from './http';

/** The side column's resource (spec 01 §7 "Side column"). */
export const getItensRecentes = (signal?: AbortSignal): Promise<ItemRecenteDto[]> => http<ItemRecenteDto[]>('/lateral/getItensRecentes', { signal });

export const evictItensRecentes = (signal?: AbortSignal): Promise<unknown> => http('/lateral/evictItensRecentes', { method: 'DELETE', signal });

export const evictDadosCotacao = (idCotacao: number, signal?: AbortSignal): Promise<unknown> => http(`/lateral/evictDadosCotacao/${idCotacao}`, { method: 'DELETE', signal });

export const getDadosCotacao = (idCotacao: number, signal?: AbortSignal): Promise<DadosCotacaoLateralDto> =>
  http<DadosCotacaoLateralDto>(`/lateral/getDadosCotacao/${idCotacao}`, { signal });

export const getQtdRespostas = async (idCotacao: number, signal?: AbortSignal): Promise<number> => Number(await http<unknown>('/lateral/getQtdRespostas', { query: { idCotacao }, signal })) || 0;
