import type { Page } from './dto';
import { http } from './http';
import type { Paging } from './pedidoAutomaticoApi';
import type { AlterarQuantidadeManualDto, ItemComRespostasDto, MarcacaoFilialDto, MarcacaoItemDto, MarcacaoRespostaDto, NegociacaoDetalheDto, OpcaoFilialManualDto, OpcaoFornecedorManualDto, PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto } from './pedidoManualDto';
import type { AlteracaoEmMassaManualDto, ComprarDestaRespostaDto, FilialProdutoManualDto, ItemFilialManualDto, MenorRespostaFilialDto, ProdutoAgrupadoDto, ProdutoFiliaisDto, QuantidadeEmMassaManualDto, RespostaEmMassaManualDto, RespostaFilialManualDto } from './pedidoManualMassaDto';
import type { FiltroPedidoManualDto, QuantidadeComprarDto, TotalPedidoManualDto, ValorTotalManualDto, ValorTotalManualFiltroDto, ValorTotalRepresentanteDto } from './pedidoManualTotaisDto';
import type { ResultadoDto } from './dto';
import type { OpcoesFiltroManualDto, PaginaPedidoManualDto, TotaisPedidoManualDto, TotaisPedidoManualFiltroDto } from './pedidoManualPaginaDto';

/**
 * The manual order (spec 02 §7 "Manual order", base /pedidomanual; docs/api.md "Manual order").
 * Lists take the filter as query parameters and answer only what passes it. A command the server
 * refuses answers 409 { sucesso: false, mensagem } (an expired or ignored answer, orders already
 * sent) or 400 (a bad body): expected, so not reported; the caller shows mensagem.
 */
const BASE = '/pedidomanual';
const REFUSED = [400, 409];

/** The filter as query parameters: flags only when set, empty texts left out (http drops them). */
function filterQuery(filter: FiltroPedidoManualDto): Record<string, string | boolean | undefined> {
  return {
    busca: filter.busca,
    cnpj: filter.cnpj,
    cnpjFornecedor: filter.cnpjFornecedor,
    respostaSemQuantidade: filter.respostaSemQuantidade || undefined,
    semRespostaSelecionada: filter.semRespostaSelecionada || undefined,
    respostaComOportunidade: filter.respostaComOportunidade || undefined,
    verExcluidos: filter.verExcluidos || undefined,
  };
}

// ---- Lists ----

/** GET /{id}?filters&page&size (10): the branches with some product passing the filter, by trade name. */
export function getFiliaisPedidoManual(idCotacao: number, filter: FiltroPedidoManualDto, paging: Paging, signal?: AbortSignal): Promise<Page<PedidoManualFilialDto>> {
  return http(`${BASE}/${idCotacao}`, { query: { ...filterQuery(filter), ...paging }, signal });
}

/** GET /getItens/{idPedidoManual}?filters&page&size (5): a branch's products passing the filter, by description. */
export function getItensPedidoManual(idPedidoManual: number, filter: FiltroPedidoManualDto, paging: Paging, signal?: AbortSignal): Promise<Page<PedidoManualItemDto>> {
  return http(`${BASE}/getItens/${idPedidoManual}`, { query: { ...filterQuery(filter), ...paging }, signal });
}

/** GET /getItensResposta/{idPedidoManualItem}?filters&page&size (5): a product's answers at its branch, best price first. */
export function getRespostasItem(idPedidoManualItem: number, filter: FiltroPedidoManualDto, paging: Paging, signal?: AbortSignal): Promise<Page<PedidoManualItemRespostaDto>> {
  return http(`${BASE}/getItensResposta/${idPedidoManualItem}`, { query: { ...filterQuery(filter), ...paging }, signal });
}

/** GET /pagina/{idCotacao}?filters&page&size (10): a page of branches with their first products and those products' first answers, in one request. */
export function getPaginaPedidoManual(idCotacao: number, filter: FiltroPedidoManualDto, paging: Paging, signal?: AbortSignal): Promise<PaginaPedidoManualDto> {
  return http(`${BASE}/pagina/${idCotacao}`, { query: { ...filterQuery(filter), ...paging }, signal });
}

/** GET /opcoesFiltro/{id}: the branch and supplier filters' options in one request. */
export function getOpcoesFiltro(idCotacao: number, signal?: AbortSignal): Promise<OpcoesFiltroManualDto> {
  return http(`${BASE}/opcoesFiltro/${idCotacao}`, { signal });
}

/** GET /getFiliais/{id}: the branch filter's options. */
export function getOpcoesFilial(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFilialManualDto[]> {
  return http(`${BASE}/getFiliais/${idCotacao}`, { signal });
}

/** GET /getFornecedores/{id}: the supplier filter's options. */
export function getOpcoesFornecedor(idCotacao: number, signal?: AbortSignal): Promise<OpcaoFornecedorManualDto[]> {
  return http(`${BASE}/getFornecedores/${idCotacao}`, { signal });
}

/** GET /getNegociacaoDetalheCliente/{idPedidoManualItemResposta}: the answer's discount breakdown. */
export function getNegociacaoDetalhe(idPedidoManualItemResposta: number, signal?: AbortSignal): Promise<NegociacaoDetalheDto[]> {
  return http(`${BASE}/getNegociacaoDetalheCliente/${idPedidoManualItemResposta}`, { signal });
}

// ---- Grouped view and mass views (a product across branches) ----

/** GET /getProdutosAgrupados/{id}?filters&page&size (5) (designed): the products once, for 'Visualizar Agrupado'. */
export function getProdutosAgrupados(idCotacao: number, filter: FiltroPedidoManualDto, paging: Paging, signal?: AbortSignal): Promise<Page<ProdutoAgrupadoDto>> {
  return http(`${BASE}/getProdutosAgrupados/${idCotacao}`, { query: { ...filterQuery(filter), ...paging }, signal });
}

/** GET /buscarFiliais/{id}?codBarras&busca: the branches holding the product (busca: branch name or CNPJ). */
export function buscarFiliaisProduto(idCotacao: number, codBarras: string, busca: string, signal?: AbortSignal): Promise<FilialProdutoManualDto[]> {
  return http(`${BASE}/buscarFiliais/${idCotacao}`, { query: { codBarras, busca }, signal });
}

/** GET /getItensFiliais/{id}?codBarras: the product at each branch. */
export function getItensFiliais(idCotacao: number, codBarras: string, signal?: AbortSignal): Promise<ItemFilialManualDto[]> {
  return http(`${BASE}/getItensFiliais/${idCotacao}`, { query: { codBarras }, signal });
}

/** GET /getItensResposta/{id}?codBarras&page&size (3): the product's answers across branches, by branch then price. */
export function getRespostasProduto(idCotacao: number, codBarras: string, paging: Paging, signal?: AbortSignal): Promise<Page<RespostaFilialManualDto>> {
  return http(`${BASE}/getItensResposta/${idCotacao}`, { query: { codBarras, ...paging }, signal });
}

/** POST /getMenorRespostaPorFilial/{id} {codBarras, cnpjs}: per branch, the product's best answer that can be marked. */
export function getMenorRespostaPorFilial(idCotacao: number, body: ProdutoFiliaisDto, signal?: AbortSignal): Promise<MenorRespostaFilialDto[]> {
  return http(`${BASE}/getMenorRespostaPorFilial/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED });
}

/** POST /alterarRespostaEmMassa/{id} {codBarras, cnpjs, ordemTela}: buy from the answer of that price rank at each branch. */
export function alterarRespostaEmMassa(idCotacao: number, body: RespostaEmMassaManualDto, signal?: AbortSignal): Promise<AlteracaoEmMassaManualDto> {
  return http(`${BASE}/alterarRespostaEmMassa/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED });
}

/** POST /alterarQuantidadeRespostaEmMassa/{id} {codBarras, cnpjs, quantidadePedirSistema}: the marked answers' quantity at each branch. */
export function alterarQuantidadeRespostaEmMassa(idCotacao: number, body: QuantidadeEmMassaManualDto, signal?: AbortSignal): Promise<AlteracaoEmMassaManualDto> {
  return http(`${BASE}/alterarQuantidadeRespostaEmMassa/${idCotacao}`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED });
}

/** POST /comprarDestaResposta {idPedidoManualItemResposta}: buy the product from this representative wherever it answered it. */
export function comprarDestaResposta(body: ComprarDestaRespostaDto, signal?: AbortSignal): Promise<AlteracaoEmMassaManualDto> {
  return http(`${BASE}/comprarDestaResposta`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED });
}

// ---- Quantities and marks ----

/** POST /alterarQuantidade {idPedidoManualItemResposta, qtde}: the stored quantity (spec 02 §4.1 applied) and the marks it moved. */
export function alterarQuantidade(body: AlterarQuantidadeManualDto, signal?: AbortSignal): Promise<MarcacaoRespostaDto> {
  return http(`${BASE}/alterarQuantidade`, { method: 'POST', json: body, signal, expectedStatuses: REFUSED });
}

/** GET /marcarResposta/{idPedidoManualItemResposta}?isMarcado&versao: the answer toggle (count and the answers it unchecked); 409 `conflito` over another version of the item. */
export function marcarResposta(idPedidoManualItemResposta: number, isMarcado: boolean, versao: number | undefined, signal?: AbortSignal): Promise<MarcacaoRespostaDto> {
  return http(`${BASE}/marcarResposta/${idPedidoManualItemResposta}`, { query: { isMarcado, versao }, retry: false, signal, expectedStatuses: REFUSED });
}

/** GET /marcarProduto/{idPedidoManualItem}?isMarcado&versao: the product's checkbox; answers the product and every answer (409 `conflito` as above). */
export function marcarProduto(idPedidoManualItem: number, isMarcado: boolean, versao: number | undefined, signal?: AbortSignal): Promise<ItemComRespostasDto> {
  return http(`${BASE}/marcarProduto/${idPedidoManualItem}`, { query: { isMarcado, versao }, retry: false, signal, expectedStatuses: REFUSED });
}

/** GET /marcarPedido/{idPedidoManual}?isMarcado&versoes: 'Selecionar todos os produtos da filial'; `versoes` ({[idPedidoManualItem]: versao}, as JSON): a product changed since is left as it is and named. */
export function marcarPedido(idPedidoManual: number, isMarcado: boolean, versoes?: Record<string, number>, signal?: AbortSignal): Promise<MarcacaoFilialDto> {
  const versions = versoes && Object.keys(versoes).length > 0 ? JSON.stringify(versoes) : undefined;
  return http(`${BASE}/marcarPedido/${idPedidoManual}`, { query: { isMarcado, versoes: versions }, retry: false, signal, expectedStatuses: REFUSED });
}

/** POST /conferirMarcacao {listIdPedidoManualItem}: the products' marks as stored (to re-check after a failure). */
export function conferirMarcacao(listIdPedidoManualItem: number[], signal?: AbortSignal): Promise<MarcacaoItemDto[]> {
  return http(`${BASE}/conferirMarcacao`, { method: 'POST', json: { listIdPedidoManualItem }, signal });
}

// ---- Restore and delete ----

/** GET /restaurarPedidoManualItemResposta/{idPedidoManualItemResposta}: the answer back to what generation proposed. */
export function restaurarResposta(idPedidoManualItemResposta: number, signal?: AbortSignal): Promise<ItemComRespostasDto> {
  return http(`${BASE}/restaurarPedidoManualItemResposta/${idPedidoManualItemResposta}`, { retry: false, signal, expectedStatuses: REFUSED });
}

/** PUT /pedidoManualItem/{idPedidoManualItem}/restaurar: a deleted product back as it was deleted (the buyer's marks and quantities kept). */
export function restaurarItem(idPedidoManualItem: number, signal?: AbortSignal): Promise<ItemComRespostasDto> {
  return http(`${BASE}/pedidoManualItem/${idPedidoManualItem}/restaurar`, { method: 'PUT', signal, expectedStatuses: REFUSED });
}

/** PUT /pedidoManualItem/restaurarTodos/{id}[/{idPedidoManual}]: every deleted product of the quotation (or of one branch) back as it was deleted. */
export function restaurarTodos(idCotacao: number, idPedidoManual?: number, signal?: AbortSignal): Promise<ResultadoDto> {
  const path = idPedidoManual === undefined ? `${idCotacao}` : `${idCotacao}/${idPedidoManual}`;
  return http(`${BASE}/pedidoManualItem/restaurarTodos/${path}`, { method: 'PUT', signal, expectedStatuses: REFUSED });
}

/** DELETE /pedidoManualItem/{idPedidoManualItem}/delete: the product leaves the branch's manual order (restorable). */
export function excluirItem(idPedidoManualItem: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(`${BASE}/pedidoManualItem/${idPedidoManualItem}/delete`, { method: 'DELETE', signal, expectedStatuses: REFUSED });
}

// ---- Totals and restart ----

/** GET /total/{id}: the whole manual order's total and counts (the insert confirmations read them). */
export function getTotalPedidoManual(idCotacao: number, signal?: AbortSignal): Promise<TotalPedidoManualDto> {
  return http(`${BASE}/total/${idCotacao}`, { signal });
}

/** POST /valorTotal {idCotacao, idFornecedor?, idRepresentante?, idCliente?, prazoPagamento?, prazoTitulo?}: the total under that narrowing. */
export function getValorTotal(body: ValorTotalManualFiltroDto, signal?: AbortSignal): Promise<ValorTotalManualDto> {
  return http(`${BASE}/valorTotal`, { method: 'POST', json: body, signal });
}

/** POST /totais { idCotacao, idClientes }: the whole order, per representative and these branches' totals, in one request. */
export function getTotaisPedidoManual(body: TotaisPedidoManualFiltroDto, signal?: AbortSignal): Promise<TotaisPedidoManualDto> {
  return http(`${BASE}/totais`, { method: 'POST', json: body, signal });
}

/** POST /valorTotalPorRepresentante (same body): one row per representative and payment term, with 'Faltam'. */
export function getValorTotalPorRepresentante(body: ValorTotalManualFiltroDto, signal?: AbortSignal): Promise<ValorTotalRepresentanteDto[]> {
  return http(`${BASE}/valorTotalPorRepresentante`, { method: 'POST', json: body, signal });
}

/** GET /quantidadeComprarCliente/{idPedidoManual}?verExcluidos: products bought at the branch. */
export function getQuantidadeComprar(idPedidoManual: number, verExcluidos: boolean, signal?: AbortSignal): Promise<QuantidadeComprarDto> {
  return http(`${BASE}/quantidadeComprarCliente/${idPedidoManual}`, { query: { verExcluidos: verExcluidos || undefined }, signal });
}

/** GET /quantidadeComprarClienteFiltrado/{idPedidoManual}?verExcluidos&filters: products bought at the branch that pass the filter. */
export function getQuantidadeComprarFiltrado(idPedidoManual: number, filter: FiltroPedidoManualDto, signal?: AbortSignal): Promise<QuantidadeComprarDto> {
  return http(`${BASE}/quantidadeComprarClienteFiltrado/${idPedidoManual}`, { query: filterQuery(filter), signal });
}

/** POST /reiniciar/{id} (designed): 'Reiniciar', changes cleared, the quotation back to analysis; 409 once an order was sent. */
export function reiniciarPedidoManual(idCotacao: number, signal?: AbortSignal): Promise<ResultadoDto> {
  return http(`${BASE}/reiniciar/${idCotacao}`, { method: 'POST', signal, expectedStatuses: [409] });
}
