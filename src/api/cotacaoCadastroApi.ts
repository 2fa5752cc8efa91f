import { normalize } from 'normalizr';
import type { ArquivoFaltaResultadoDto, CondicaoPagamentoFilialDto, CotacaoCadastroDto, CotacaoCadastroRequest, CotacaoItemDto, FornecedorCotacaoDto, ModoCompra, PrazoPagamentoDto } from './cotacaoDto';
import type { CotacaoDto, FilialDto } from './dto';
import { http } from './http';
import { branchSchema, supplierSchema, type NormalizedEntities } from './schemas';

/** The new-quotation wizard's resource (DECISIONS 10, docs/api.md "Quotations and the wizard"). */
export interface NormalizedList {
  entities: NormalizedEntities;
  ids: number[];
}

/** GET /cotacaoCadastro/fornecedores: suppliers with their representatives (normalized) and the pagamento flags. */
export async function getFornecedores(signal?: AbortSignal): Promise<NormalizedList & { semCondicao: number[] }> {
  const answer = await http<FornecedorCotacaoDto[]>('/cotacaoCadastro/fornecedores', { signal });
  const { entities, result } = normalize<FornecedorCotacaoDto, NormalizedEntities, number[]>(answer, [supplierSchema]);
  return { entities, ids: result, semCondicao: answer.filter((s) => !s.pagamento).map((s) => s.id) };
}

/** GET /cotacaoCadastro/fornecedores/{id}/condicoesPagamento: each branch's condition with that supplier. */
export function getCondicoesPagamento(idFornecedor: number, signal?: AbortSignal): Promise<CondicaoPagamentoFilialDto[]> {
  return http<CondicaoPagamentoFilialDto[]>(`/cotacaoCadastro/fornecedores/${idFornecedor}/condicoesPagamento`, { signal });
}

/** GET /cotacaoCadastro/filiais: the buyer's branches. */
export async function getFiliais(signal?: AbortSignal): Promise<NormalizedList> {
  const answer = await http<FilialDto[]>('/cotacaoCadastro/filiais', { signal });
  const { entities, result } = normalize<FilialDto, NormalizedEntities, number[]>(answer, [branchSchema]);
  return { entities, ids: result };
}

/** POST /cotacaoCadastro: creates the quotation in EM_CRIACAO. */
export function criarCotacao(body: CotacaoCadastroRequest, signal?: AbortSignal): Promise<CotacaoCadastroDto> {
  return http<CotacaoCadastroDto>('/cotacaoCadastro', { method: 'POST', json: body, signal });
}

/** GET /cotacaoCadastro/{id}: everything entered so far. */
export function getCadastro(id: number, signal?: AbortSignal): Promise<CotacaoCadastroDto> {
  return http<CotacaoCadastroDto>(`/cotacaoCadastro/${id}`, { signal });
}

/** PUT /cotacaoCadastro/{id}: 'Confirmar' of step 1. */
export function atualizarCadastro(id: number, body: CotacaoCadastroRequest, signal?: AbortSignal): Promise<CotacaoCadastroDto> {
  return http<CotacaoCadastroDto>(`/cotacaoCadastro/${id}`, { method: 'PUT', json: body, signal });
}

/** PUT /cotacaoCadastro/{id}/modoCompra: step 2's purchase modes. */
export function salvarModoCompra(id: number, buscaDeProduto: ModoCompra, arquivosDeFalta: ModoCompra, signal?: AbortSignal): Promise<CotacaoCadastroDto> {
  return http<CotacaoCadastroDto>(`/cotacaoCadastro/${id}/modoCompra`, { method: 'PUT', json: { buscaDeProduto, arquivosDeFalta }, signal });
}

/** GET /cotacao/getCotacaoItemByIdCotacao/{id}. */
export function getItens(id: number, signal?: AbortSignal): Promise<CotacaoItemDto[]> {
  return http<CotacaoItemDto[]>(`/cotacao/getCotacaoItemByIdCotacao/${id}`, { signal });
}

/** POST /cotacaoCadastro/{id}/itens: adds a product (quantities of the same product add up). */
export function adicionarItem(id: number, idProduto: number, quantidade: number, signal?: AbortSignal): Promise<CotacaoItemDto[]> {
  return http<CotacaoItemDto[]>(`/cotacaoCadastro/${id}/itens`, { method: 'POST', json: { idProduto, quantidade }, signal });
}

/** POST /cotacaoCadastro/{id}/itens/excluir. */
export function excluirItens(id: number, idsProduto: number[], signal?: AbortSignal): Promise<CotacaoItemDto[]> {
  return http<CotacaoItemDto[]>(`/cotacaoCadastro/${id}/itens/excluir`, { method: 'POST', json: { idsProduto }, signal });
}

/** POST /cotacaoCadastro/{id}/arquivoFalta (multipart: arquivo, modo). Sent from the bytes already read and checked. */
export function enviarArquivoFalta(id: number, nome: string, conteudo: Uint8Array, modo: ModoCompra, signal?: AbortSignal): Promise<ArquivoFaltaResultadoDto> {
  const body = new FormData();
  body.append('arquivo', new Blob([conteudo as BlobPart], { type: 'text/plain' }), nome);
  body.append('modo', modo);
  return http<ArquivoFaltaResultadoDto>(`/cotacaoCadastro/${id}/arquivoFalta`, { method: 'POST', body, signal });
}

/** GET /cotacaoCadastro/{id}/prazos. */
export function getPrazos(id: number, signal?: AbortSignal): Promise<PrazoPagamentoDto[]> {
  return http<PrazoPagamentoDto[]>(`/cotacaoCadastro/${id}/prazos`, { signal });
}

/** PUT /cotacaoCadastro/{id}/prazos. */
export function salvarPrazos(id: number, prazos: PrazoPagamentoDto[], signal?: AbortSignal): Promise<PrazoPagamentoDto[]> {
  return http<PrazoPagamentoDto[]>(`/cotacaoCadastro/${id}/prazos`, { method: 'PUT', json: prazos, signal });
}

/** POST /cotacaoCadastro/{id}/enviar: sends to the suppliers (EM_ANDAMENTO). */
export function enviarCotacao(id: number, signal?: AbortSignal): Promise<CotacaoDto> {
  return http<CotacaoDto>(`/cotacaoCadastro/${id}/enviar`, { method: 'POST', signal });
}
