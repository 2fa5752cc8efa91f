import type { Page } from './dto';
import type { FiltroPedidoAutomaticoDto } from './pedidoAutomaticoDto';
import type { DescontoRespostaDto, ItemExcluidoDto, PedidoIdDto, PreviaExclusaoDto, ReinsercaoDto, RespostaAlteradaDto, RespostasPorProdutoPageDto, SelecaoPedidoDto } from './pedidoAutomaticoSelectionDto';
import { http } from './http';

/**
 * The automatic order's selection, deletion, excluded products and answers per product (spec 03
 * §7.1, docs/api.md "Automatic order: selection and deletion"). Deletions answer how many items
 * were excluded; excluded items stay restorable.
 */
const BASE = '/pedidoAutomatico';

/** POST deletePedido?isParcialmenteSelecionados=false, body [{idPedido}]: whole orders. */
export function excluirPedidos(pedidos: PedidoIdDto[], signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/deletePedido`, { method: 'POST', query: { isParcialmenteSelecionados: false }, json: pedidos, signal });
}

/** POST deletePedidoItem?isParcialmenteSelecionados=true, body the selection: the chosen items of some orders. */
export function excluirItensPedido(selecao: SelecaoPedidoDto, signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/deletePedidoItem`, { method: 'POST', query: { isParcialmenteSelecionados: selecao.parcialmenteSelecionados }, json: selecao, signal });
}

/** POST deletePedidoItemByFiltro?idCotacao, body the filter: everything under it (all selected). */
export function excluirItensPorFiltro(idCotacao: number, filtros: FiltroPedidoAutomaticoDto, signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/deletePedidoItemByFiltro`, { method: 'POST', query: { idCotacao }, json: filtros, signal });
}

/** POST removerItensFiltradosParcialmente/{id}, body the selection: everything under the filter but the exceptions. */
export function removerItensFiltradosParcialmente(idCotacao: number, selecao: SelecaoPedidoDto, signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/removerItensFiltradosParcialmente/${idCotacao}`, { method: 'POST', json: selecao, signal });
}

/** POST previaExclusao/{id}, body the selection: how many items of how many orders a deletion would take (nothing is deleted). */
export function getPreviaExclusao(idCotacao: number, selecao: SelecaoPedidoDto, signal?: AbortSignal): Promise<PreviaExclusaoDto> {
  return http(`${BASE}/previaExclusao/${idCotacao}`, { method: 'POST', json: selecao, signal });
}

/** GET /verExcluidos/{id}?page&size: the excluded products, newest deletion last. */
export function getItensExcluidos(idCotacao: number, paging: { page: number; size: number }, signal?: AbortSignal): Promise<Page<ItemExcluidoDto>> {
  return http(`${BASE}/verExcluidos/${idCotacao}`, { query: paging, signal });
}

/** POST /reinserirItensExcluidos/{id}: puts excluded products back into their orders; answers how many. */
export function reinserirItensExcluidos(idCotacao: number, body: ReinsercaoDto, signal?: AbortSignal): Promise<number> {
  return http(`${BASE}/reinserirItensExcluidos/${idCotacao}`, { method: 'POST', json: body, signal });
}

/** POST /verRespostasPorProduto/{id}?page&size (3), body the selection: the answers of the selected products. */
export function getRespostasPorProduto(idCotacao: number, selecao: SelecaoPedidoDto, paging: { page: number; size: number }, signal?: AbortSignal): Promise<RespostasPorProdutoPageDto> {
  return http(`${BASE}/verRespostasPorProduto/${idCotacao}`, { method: 'POST', query: paging, json: selecao, signal });
}

/** POST /selecionarResposta {id, idPedidoItem, checked, versao?}: chooses an answer for its order item (409 `conflito` when the item has another version). */
export function selecionarResposta(change: { id: number; idPedidoItem: number; checked: boolean; versao?: number }, signal?: AbortSignal): Promise<RespostaAlteradaDto> {
  return http(`${BASE}/selecionarResposta`, { method: 'POST', json: change, signal, expectedStatuses: [400, 409] });
}

/** POST /alterarQuantidadeResposta {id, idPedidoItem, quantidadePedir, versao?}: the ordered quantity of an answer (409 `conflito` as above). */
export function alterarQuantidadeResposta(change: { id: number; idPedidoItem: number; quantidadePedir: number; versao?: number }, signal?: AbortSignal): Promise<RespostaAlteradaDto> {
  return http(`${BASE}/alterarQuantidadeResposta`, { method: 'POST', json: change, signal, expectedStatuses: [400, 409] });
}

/** GET /descontosResposta/{idRespostaClienteItem}?idPedidoItem: the discount breakdown of an answer. */
export function getDescontosResposta(idRespostaClienteItem: number, idPedidoItem: number, signal?: AbortSignal): Promise<DescontoRespostaDto[]> {
  return http(`${BASE}/descontosResposta/${idRespostaClienteItem}`, { query: { idPedidoItem }, signal });
}
