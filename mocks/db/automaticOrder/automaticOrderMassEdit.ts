import type { AlteracaoEmMassaDto, FilialProdutoDto, ItemFilialProdutoDto, OpcaoFilialProdutoDto } from '../../../src/api/pedidoAutomaticoMassEditDto';
import type { PedidoAutomaticoDto } from '../../../src/api/pedidoAutomaticoDto';
import { hasFixedMismatch, hasMinimumProblem, hasPackagingConflict, quantityProblem, quantityProblemMessage, rulesOf } from '../../../src/domain/orderQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import type { MockDb } from '../core/database';
import { automaticOrderIndex, FLAG_EXCLUDED } from './automaticOrderIndex';
import { orderDto } from './automaticOrderViews';
import type { DbOrder, DbOrderItem } from '../core/types';
import { comparePtBr } from '../core/collate';
import { VERSION_CONFLICT_MESSAGE } from '../../../src/domain/versionConflict';
import { isStale, versionOf } from '../core/itemRevisions';

/**
 * The mass edit of one product across branches (spec 03 §2.3, §4.2): the product's items are
 * found through the quotation's index (product per item entry), grouped by branch; a quantity
 * or an answer is applied branch by branch, and a branch whose item would break its rules
 * (minimum, box multiple, fixed quantity), is a combo item or sits in an order that can no longer
 * be edited is left unchanged and named in the answer's map.
 */
export interface BranchItems {
  idCliente: number;
  cnpj: string;
  nome: string;
  entries: { order: DbOrder; p: number; item: DbOrderItem }[];
}

/** A branch's entries outside combo orders: a combo order is changed in Combo only, so it keeps costing its combo's value. */
const outsideCombos = (db: MockDb, branch: BranchItems) => branch.entries.filter(({ order }) => !db.isComboOrder(order.idPedido));

export const PRODUCT_NOT_FOUND = 'Produto não encontrado nos pedidos desta cotação.';

/** The product's items by branch, in branch name order; null when no order holds the product. */
export function productBranches(db: MockDb, idCotacao: number, codBarras: string): BranchItems[] | null {
  const product = db.data.products.find((candidate) => candidate.ean === codBarras);
  if (!product) return null;
  const index = automaticOrderIndex(db, idCotacao);
  const byBranch = new Map<number, BranchItems>();
  for (let p = 0; p < index.orders.length; p += 1) {
    let items: DbOrderItem[] | null = null;
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) {
      if (index.product[at] !== product.id || index.flags[at] === FLAG_EXCLUDED) continue;
      const order = index.orders[p];
      items ??= db.orderItems.get(order.idPedido);
      const item = items[at - index.start[p]];
      let branch = byBranch.get(order.idCliente);
      if (!branch) byBranch.set(order.idCliente, (branch = { idCliente: order.idCliente, cnpj: order.cnpjCliente, nome: order.nomeFantasiaCliente, entries: [] }));
      branch.entries.push({ order, p, item });
    }
  }
  if (byBranch.size === 0) return null;
  return [...byBranch.values()].sort((a, b) => comparePtBr(a.nome, b.nome) || a.idCliente - b.idCliente);
}

export function branchOptions(branches: readonly BranchItems[]): OpcaoFilialProdutoDto[] {
  return branches.map((branch) => ({ cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome }));
}

function warningOf(item: DbOrderItem): string | null {
  if (hasFixedMismatch(item)) return `Quantidade fixa de ${item.qtdeMinima} un`;
  if (hasPackagingConflict(item)) return `Quantidade fora da embalagem de ${item.qtdeEmbalagem} un`;
  if (hasMinimumProblem(item)) return `Abaixo da quantidade mínima de ${item.qtdeMinima} un`;
  return null;
}

export function branchRow(db: MockDb, branch: BranchItems): FilialProdutoDto {
  const byPrice = [...branch.entries].sort((a, b) => a.item.valorSemST - b.item.valorSemST);
  const itens = branch.entries.map<ItemFilialProdutoDto>(({ order, item }) => ({
    id: item.id,
    idPedido: order.idPedido,
    nomeFornecedor: db.supplierName(order.idFornecedor),
    nomeRepresentante: db.representativeName(order.idRepresentante),
    qtdePedida: item.qtdePedida,
    qtdeEmbalagem: item.qtdeEmbalagem,
    qtdeMinima: item.qtdeMinima,
    quantidadeFixa: item.quantidadeFixa,
    valorSemST: item.valorSemST,
    ordemPreco: byPrice.findIndex((entry) => entry.item === item) + 1,
    versao: item.versao ?? 0,
    editavel: isOrderEditable(order.situacaoPedido),
    combo: item.combo === true,
  }));
  const warning = branch.entries.map(({ item }) => warningOf(item)).find((text) => text !== null) ?? null;
  const answers = branch.entries.length;
  return {
    id: branch.idCliente,
    cnpjCliente: branch.cnpj,
    nomefantasiaCliente: branch.nome,
    warning,
    answersWarning: answers > 1 ? `${answers} fornecedores para este produto nesta filial` : null,
    checked: false,
    quantidadeRespostas: answers,
    itens,
  };
}

/** Why an item of the product cannot take the quantity, or null. */
function refusalOf(order: DbOrder, item: DbOrderItem, quantity: number): string | null {
  if (!isOrderEditable(order.situacaoPedido)) return 'pedido já enviado';
  if (item.combo) return 'item de combo';
  const rules = rulesOf(item);
  const problem = quantityProblem(String(quantity), rules);
  return problem ? quantityProblemMessage(problem, rules) : null;
}

/**
 * The touched orders' totals and 'Faltam' follow their items; their rows as the lists send them.
 * `touched` maps an order to the positions of its changed items (the index rewrites only those),
 * or to null when its items moved (the index was dropped and is rebuilt whole).
 */
function refreshOrders(db: MockDb, idCotacao: number, touched: ReadonlyMap<number, number[] | null>): PedidoAutomaticoDto[] {
  const index = automaticOrderIndex(db, idCotacao);
  const pedidos: PedidoAutomaticoDto[] = [];
  for (const [idPedido, changed] of touched) {
    if (changed) index.refreshItems(idPedido, db.orderItems.get(idPedido), changed);
    const p = index.position.get(idPedido)!;
    const order = index.orders[p];
    order.valorTotal = index.orderTotal[p];
    if (order.faltaFaturamentoMinimo !== undefined) order.faltaFaturamentoMinimo = index.shortfall(p);
    pedidos.push(orderDto(db, index, p));
  }
  return pedidos;
}

/**
 * A branch whose items changed since the buyer read them (docs/api.md "Versioned writes"): named in
 * the map with the values as they are now, its items listed in `conflitos`; true when it is.
 */
function skippedForConflict(branch: BranchItems, entries: BranchItems['entries'], versoes: Readonly<Record<string, number>> | undefined, skipped: { map: Record<string, string>; conflitos: NonNullable<AlteracaoEmMassaDto['conflitos']> }): boolean {
  const stale = entries.filter(({ item }) => isStale(item, versoes ? versionOf(versoes[item.id]) : undefined));
  if (stale.length === 0) return false;
  skipped.map[branch.cnpj] = `${branch.nome}: ${VERSION_CONFLICT_MESSAGE} Valor atual: ${stale.map(({ item }) => `${item.qtdePedida} un`).join(', ')}.`;
  for (const { order, item } of stale) skipped.conflitos.push({ id: item.id, idPedido: order.idPedido, qtdePedida: item.qtdePedida, versao: item.versao ?? 0 });
  return true;
}

/**
 * POST alterarQuantidadeRespostaEmMassa: every item of the product at the chosen branches takes the
 * quantity; a branch with an item that cannot take it stays as it was and is named in the map.
 */
export function massQuantity(db: MockDb, idCotacao: number, branches: readonly BranchItems[], cnpjs: ReadonlySet<string>, quantity: number, versoes?: Record<string, number>): AlteracaoEmMassaDto {
  const filiaisNaoAlteradas: Record<string, string> = {};
  const skipped = { map: filiaisNaoAlteradas, conflitos: [] as NonNullable<AlteracaoEmMassaDto['conflitos']> };
  const itens: AlteracaoEmMassaDto['itens'] = [];
  const touched = new Map<number, number[]>();
  for (const branch of branches) {
    if (!cnpjs.has(branch.cnpj) || skippedForConflict(branch, branch.entries, versoes, skipped)) continue;
    const refusal = branch.entries.map(({ order, item }) => refusalOf(order, item, quantity)).find((reason) => reason !== null);
    if (refusal) {
      filiaisNaoAlteradas[branch.cnpj] = `${branch.nome}: ${refusal}`;
      continue;
    }
    for (const { order, item } of branch.entries) {
      const items = db.orderItems.edit(order.idPedido);
      const at = items.findIndex((candidate) => candidate.id === item.id);
      const edited = items[at];
      if (edited.qtdePedida !== quantity) edited.oldQtdePedido = edited.qtdePedida;
      edited.qtdePedida = quantity;
      db.itemRevisions.stamp(idCotacao, [edited]);
      itens.push({ id: edited.id, idPedido: order.idPedido, qtdePedida: quantity, versao: edited.versao });
      touched.set(order.idPedido, [...(touched.get(order.idPedido) ?? []), at]);
    }
  }
  const pedidos = refreshOrders(db, idCotacao, touched);
  const unchanged = Object.keys(filiaisNaoAlteradas).length;
  const changed = new Set(itens.map((item) => item.idPedido)).size;
  const mensagem = unchanged === 0 ? `Quantidade alterada em ${changed} pedido(s).` : `Quantidade alterada em ${changed} pedido(s); ${unchanged} filial(is) sem alteração.`;
  return { sucesso: true, mensagem, filiaisNaoAlteradas, itens, pedidos, conflitos: skipped.conflitos };
}

/**
 * POST alterarRespostaEmMassa: at each chosen branch the product keeps only the order whose answer
 * has the price rank ordemTela (1 best); the other orders' items of the product leave them (out of the order's items and figures; the index keeps them apart from the products the buyer deleted, so they are not offered for re-insertion). A
 * branch without that rank (fewer answers) or with a sent order stays as it was.
 */
export function massAnswer(db: MockDb, idCotacao: number, branches: readonly BranchItems[], cnpjs: ReadonlySet<string>, ordemTela: number, versoes?: Record<string, number>): AlteracaoEmMassaDto {
  const index = automaticOrderIndex(db, idCotacao);
  const filiaisNaoAlteradas: Record<string, string> = {};
  const skipped = { map: filiaisNaoAlteradas, conflitos: [] as NonNullable<AlteracaoEmMassaDto['conflitos']> };
  const touched = new Map<number, null>();
  const itens: AlteracaoEmMassaDto['itens'] = [];
  for (const branch of branches) {
    if (!cnpjs.has(branch.cnpj)) continue;
    const entries = outsideCombos(db, branch);
    if (skippedForConflict(branch, entries, versoes, skipped)) continue;
    const byPrice = [...entries].sort((a, b) => a.item.valorSemST - b.item.valorSemST);
    const chosen = byPrice[ordemTela - 1];
    if (!chosen) {
      filiaisNaoAlteradas[branch.cnpj] = `${branch.nome}: não há a ${ordemTela}ª resposta para este produto`;
      continue;
    }
    if (entries.some(({ order }) => !isOrderEditable(order.situacaoPedido))) {
      filiaisNaoAlteradas[branch.cnpj] = `${branch.nome}: pedido já enviado`;
      continue;
    }
    for (const { order, item } of entries) {
      if (item === chosen.item) continue;
      index.removed.add(item.id);
      db.itemRevisions.removed(idCotacao, order.idPedido, item.id);
      touched.set(order.idPedido, null);
    }
    // Stamped where it stays in memory (a cached partition may be dropped, and its version with it).
    const kept = db.orderItems.edit(chosen.order.idPedido).find((candidate) => candidate.id === chosen.item.id) ?? chosen.item;
    db.itemRevisions.stamp(idCotacao, [kept]);
    itens.push({ id: kept.id, idPedido: chosen.order.idPedido, qtdePedida: kept.qtdePedida, versao: kept.versao });
  }
  for (const idPedido of touched.keys()) index.refresh(idPedido, db.orderItems.read(idPedido));
  const pedidos = refreshOrders(db, idCotacao, touched);
  const unchanged = Object.keys(filiaisNaoAlteradas).length;
  return { sucesso: true, mensagem: `Resposta alterada em ${itens.length} filial(is)${unchanged ? `; ${unchanged} sem alteração` : ''}.`, filiaisNaoAlteradas, itens, pedidos, conflitos: skipped.conflitos };
}

/**
 * The product leaves the chosen branches' editable orders (excluirProdutoDasFiliais): excluded
 * like any deleted product (mocks/db/automaticOrder/automaticOrderExclusion.ts), so it shows in 'Ver Produtos
 * Excluídos' and can be re-inserted.
 */
export function removeFromBranches(db: MockDb, idCotacao: number, branches: readonly BranchItems[], cnpjs: ReadonlySet<string>, versoes?: Record<string, number>): AlteracaoEmMassaDto {
  const index = automaticOrderIndex(db, idCotacao);
  const filiaisNaoAlteradas: Record<string, string> = {};
  const skipped = { map: filiaisNaoAlteradas, conflitos: [] as NonNullable<AlteracaoEmMassaDto['conflitos']> };
  const touched = new Map<number, null>();
  for (const branch of branches) {
    if (!cnpjs.has(branch.cnpj)) continue;
    const entries = outsideCombos(db, branch);
    if (skippedForConflict(branch, entries, versoes, skipped)) continue;
    for (const { order, item } of entries) {
      if (!isOrderEditable(order.situacaoPedido)) {
        filiaisNaoAlteradas[branch.cnpj] = `${branch.nome}: pedido já enviado`;
        continue;
      }
      index.excluded.add(item.id);
      touched.set(order.idPedido, null);
    }
  }
  for (const idPedido of touched.keys()) index.refresh(idPedido, db.orderItems.read(idPedido));
  db.itemRevisions.reshaped(idCotacao, touched.keys());
  const pedidos = refreshOrders(db, idCotacao, touched);
  const unchanged = Object.keys(filiaisNaoAlteradas).length;
  return { sucesso: true, mensagem: `Produto excluído de ${touched.size} pedido(s)${unchanged ? `; ${unchanged} filial(is) sem alteração` : ''}.`, filiaisNaoAlteradas, itens: [], pedidos, conflitos: skipped.conflitos };
}
