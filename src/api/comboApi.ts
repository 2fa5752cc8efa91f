import type { Page } from './dto';
import type { AlterarQuantidadeComboBody, ComboDto, ComboFilter, ComboItemDto, CriarPedidoComboDto, FilialComboDto, FornecedorComboDto, ResultadoComboDto } from './comboDto';
import { http } from './http';

/**
 * The combo screen's calls (spec 03 §7.3; docs/api.md "Combo"), under the automatic order's base.
 * A refused quantity or command answers 200 { sucesso: false, mensagem }: the screen shows it.
 */
const BASE = '/pedidoAutomatico';

export interface ComboPaging {
  page: number;
  size: number;
}

const filterQuery = (filter: ComboFilter) => ({
  idFornecedor: filter.idFornecedor ?? undefined,
  idCliente: filter.idCliente ?? undefined,
  buscaProduto: filter.buscaProduto || undefined,
  prazoTitulo: filter.prazoTitulo || undefined,
});

/** GET buscarFiliaisComboFiltrado/{id}?page&size + filter: the branches with combos under the filter. */
export function buscarFiliaisComboFiltrado(idCotacao: number, filter: ComboFilter, paging: ComboPaging, signal?: AbortSignal): Promise<Page<FilialComboDto>> {
  return http(`${BASE}/buscarFiliaisComboFiltrado/${idCotacao}`, { query: { ...paging, ...filterQuery(filter) }, signal });
}

/** GET buscarFiliaisCombo/{id}: every branch with combos (the filter's options). */
export function buscarFiliaisCombo(idCotacao: number, signal?: AbortSignal): Promise<FilialComboDto[]> {
  return http(`${BASE}/buscarFiliaisCombo/${idCotacao}`, { signal });
}

/** GET buscarFornecedoresCombo/{id}: every supplier with combos. */
export function buscarFornecedoresCombo(idCotacao: number, signal?: AbortSignal): Promise<FornecedorComboDto[]> {
  return http(`${BASE}/buscarFornecedoresCombo/${idCotacao}`, { signal });
}

/** GET buscarPrazosPagamentoCombo/{id}: the payment terms of the combos. */
export function buscarPrazosPagamentoCombo(idCotacao: number, signal?: AbortSignal): Promise<string[]> {
  return http(`${BASE}/buscarPrazosPagamentoCombo/${idCotacao}`, { signal });
}

/** GET buscarCombosFiliais/{id}?idCliente&page&size + filter: one branch's combos. */
export function buscarCombosFiliais(idCotacao: number, idCliente: number, filter: ComboFilter, paging: ComboPaging, signal?: AbortSignal): Promise<Page<ComboDto>> {
  return http(`${BASE}/buscarCombosFiliais/${idCotacao}`, { query: { ...paging, ...filterQuery(filter), idCliente }, signal });
}

/** GET buscarItensCombos/{id}?idRespostaCliente&buscaProduto&page&size: a combo's items (excluded ones left out). */
export function buscarItensCombos(idCotacao: number, idRespostaCliente: number, buscaProduto: string, paging: ComboPaging, signal?: AbortSignal): Promise<Page<ComboItemDto>> {
  return http(`${BASE}/buscarItensCombos/${idCotacao}`, { query: { ...paging, idRespostaCliente, buscaProduto: buscaProduto || undefined }, signal });
}

/** GET buscarItensExcluidosCombos/{id}?idRespostaCliente&page&size: a combo's excluded items. */
export function buscarItensExcluidosCombos(idCotacao: number, idRespostaCliente: number, paging: ComboPaging, signal?: AbortSignal): Promise<Page<ComboItemDto>> {
  return http(`${BASE}/buscarItensExcluidosCombos/${idCotacao}`, { query: { ...paging, idRespostaCliente }, signal });
}

/** GET problemaDeMinimoCombo/{id}?idRespostaCliente: whether the combo has items below its minimum. */
export function problemaDeMinimoCombo(idCotacao: number, idRespostaCliente: number, signal?: AbortSignal): Promise<ResultadoComboDto> {
  return http(`${BASE}/problemaDeMinimoCombo/${idCotacao}`, { query: { idRespostaCliente }, signal });
}

/** POST alterarQuantidadeCombo: a combo item's quantity; a refusal answers sucesso false and the message. */
export function alterarQuantidadeCombo(body: AlterarQuantidadeComboBody, signal?: AbortSignal): Promise<ResultadoComboDto> {
  return http(`${BASE}/alterarQuantidadeCombo`, { method: 'POST', json: body, signal });
}

/** POST restaurarItensCombo/{id}: [{ idRespostaCliente, idsRespostaClienteItem }]. */
export function restaurarItensCombo(idCotacao: number, idRespostaCliente: number, idsRespostaClienteItem: number[], signal?: AbortSignal): Promise<ResultadoComboDto> {
  return http(`${BASE}/restaurarItensCombo/${idCotacao}`, { method: 'POST', json: [{ idRespostaCliente, idsRespostaClienteItem }], signal });
}

/** POST excluirItemCombo/{id}: { idRespostaCliente, idsRespostaClienteItem }. */
export function excluirItemCombo(idCotacao: number, idRespostaCliente: number, idsRespostaClienteItem: number[], signal?: AbortSignal): Promise<ResultadoComboDto> {
  return http(`${BASE}/excluirItemCombo/${idCotacao}`, { method: 'POST', json: { idRespostaCliente, idsRespostaClienteItem }, signal });
}

/** POST criarPedidoCombo/{id}?idRespostaCliente: creates the combo order, or lists the items already in other orders. */
export function criarPedidoCombo(idCotacao: number, idRespostaCliente: number, signal?: AbortSignal): Promise<CriarPedidoComboDto> {
  return http(`${BASE}/criarPedidoCombo/${idCotacao}`, { method: 'POST', query: { idRespostaCliente }, signal });
}

/** POST excluirItensECriarPedidoCombo/{id} { idRespostaCliente, idPedidoItem }: takes those items out of the old orders, then creates. */
export function excluirItensECriarPedidoCombo(idCotacao: number, idRespostaCliente: number, idPedidoItem: number[], signal?: AbortSignal): Promise<CriarPedidoComboDto> {
  return http(`${BASE}/excluirItensECriarPedidoCombo/${idCotacao}`, { method: 'POST', json: { idRespostaCliente, idPedidoItem }, signal });
}

/** POST criarPedidoCombo/{id}?idRespostaCliente&manterItens=true: keeps the items in both orders. */
export function criarPedidoComboMantendoItens(idCotacao: number, idRespostaCliente: number, signal?: AbortSignal): Promise<CriarPedidoComboDto> {
  return http(`${BASE}/criarPedidoCombo/${idCotacao}`, { method: 'POST', query: { idRespostaCliente, manterItens: true }, signal });
}

/** POST combo/deletePedido: [idPedido]: deletes combo orders (docs/api.md: apart from the automatic order's deletePedido). */
export function deletePedidoCombo(idPedidos: number[], signal?: AbortSignal): Promise<ResultadoComboDto> {
  return http(`${BASE}/combo/deletePedido`, { method: 'POST', json: idPedidos, signal });
}
