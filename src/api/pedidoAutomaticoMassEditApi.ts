import { normalize } from 'normalizr';
import type { Page } from './dto';
import { http } from './http';
import type { Paging } from './pedidoAutomaticoApi';
import type { PedidoAutomaticoDto } from './pedidoAutomaticoDto';
import type {
  AlteracaoEmMassaDto,
  BuscaFiliaisProdutoDto,
  ConfirmacaoEmMassaDto,
  ExclusaoFiliaisProdutoDto,
  FilialProdutoDto,
  OpcaoFilialProdutoDto,
  QuantidadeEmMassaDto,
  RespostaEmMassaDto,
} from './pedidoAutomaticoMassEditDto';
import { orderSchema, type NormalizedEntities } from './schemas';

/**
 * The mass edit of one product across branches (spec 03 §7.1; docs/api.md "Automatic order: mass
 * edit"). A refused change answers 400 { sucesso: false, mensagem }, which the modal shows.
 */
const BASE = '/pedidoAutomatico';
const REFUSED = [400];

/** A mass change's answer with its orders normalized for entities.orders. */
export interface MassChange extends Omit<AlteracaoEmMassaDto, 'pedidos'> {
  entities: NormalizedEntities;
}

const normalized = (answer: AlteracaoEmMassaDto): MassChange => {
  const { pedidos, ...rest } = answer;
  return { ...rest, entities: normalize<PedidoAutomaticoDto, NormalizedEntities, number[]>(pedidos, [orderSchema]).entities };
};

/** GET /filiaisDoProduto/{id}?codBarras: the branches ordering the product (the filter's options). */
export function getFiliaisDoProduto(idCotacao: number, codBarras: string, signal?: AbortSignal): Promise<OpcaoFilialProdutoDto[]> {
  return http(`${BASE}/filiaisDoProduto/${idCotacao}`, { query: { codBarras }, signal });
}

/** POST /buscarFiliaisFiltrada/{id}?page&size (10) {codBarras, listaFiltro}: a page of the product's branches. */
export function buscarFiliaisFiltrada(idCotacao: number, body: BuscaFiliaisProdutoDto, paging: Paging, signal?: AbortSignal): Promise<Page<FilialProdutoDto>> {
  return http(`${BASE}/buscarFiliaisFiltrada/${idCotacao}`, { method: 'POST', json: body, query: { ...paging }, signal });
}

/** POST /alterarQuantidadeRespostaEmMassa/{id} {codBarras, cnpjs, quantidadePedirSistema}. */
export function alterarQuantidadeEmMassa(idCotacao: number, body: QuantidadeEmMassaDto, signal?: AbortSignal): Promise<MassChange> {
  return http<AlteracaoEmMassaDto>(`${BASE}/alterarQuantidadeRespostaEmMassa/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED }).then(normalized);
}

/** POST /alterarRespostaEmMassa/{id} {codBarras, cnpjs, ordemTela}. */
export function alterarRespostaEmMassa(idCotacao: number, body: RespostaEmMassaDto, signal?: AbortSignal): Promise<MassChange> {
  return http<AlteracaoEmMassaDto>(`${BASE}/alterarRespostaEmMassa/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED }).then(normalized);
}

/** POST /excluirProdutoDasFiliais/{id} {codBarras, cnpjs}: the product leaves those branches' orders. */
export function excluirProdutoDasFiliais(idCotacao: number, body: ExclusaoFiliaisProdutoDto, signal?: AbortSignal): Promise<MassChange> {
  return http<AlteracaoEmMassaDto>(`${BASE}/excluirProdutoDasFiliais/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED }).then(normalized);
}

/** GET /confirmarAlteracaoEmMassa/{id}?codBarras: closes the product's mass edit. */
export function confirmarAlteracaoEmMassa(idCotacao: number, codBarras: string, signal?: AbortSignal): Promise<ConfirmacaoEmMassaDto> {
  return http(`${BASE}/confirmarAlteracaoEmMassa/${idCotacao}`, { query: { codBarras }, retry: false, signal, expectedStatuses: REFUSED });
}
