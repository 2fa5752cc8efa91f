import type { Page } from '../../../src/api/dto';
import type { ProdutoExcluidoManualDto } from '../../../src/api/pedidoManualExcluidosDto';
import { toPage } from '../core/database';
import { manualIds, type ManualOrder } from './manualOrder';

/**
 * 'Ver Produtos Excluídos' of the manual order (issue 29 point 3): the deleted products of every
 * branch, in the page's order (branches by trade name, products by description), one page at a
 * time. Sorted by positions, not by text, and only the page's rows are built, so the 900,000
 * products of the `large` order deleted at once page without delay.
 */
export function excludedManualPage(order: ManualOrder, page: number, size: number): Page<ProdutoExcluidoManualDto> {
  const branchRank = new Map(order.branches.map((branch, rank) => [branch.id, rank]));
  const productRank = new Int32Array(order.products.length);
  order.productOrder.forEach((p, rank) => (productRank[p] = rank));
  const rows: { id: number; key: number }[] = [];
  for (const [id, own] of order.overrides) {
    if (own.excluded !== true) continue;
    const { idPedidoManual, position } = manualIds.ofItem(id);
    const rank = branchRank.get(idPedidoManual);
    if (rank === undefined || position >= order.products.length) continue;
    rows.push({ id, key: rank * order.products.length + productRank[position] });
  }
  rows.sort((a, b) => a.key - b.key);
  const sliced = toPage(rows, page, size);
  return { ...sliced, content: sliced.content.map(({ id }) => rowOf(order, id)) };
}

function rowOf(order: ManualOrder, id: number): ProdutoExcluidoManualDto {
  const { idPedidoManual, position } = manualIds.ofItem(id);
  const branch = order.branches.find((row) => row.id === idPedidoManual)!;
  const product = order.products[position];
  return { id, idPedidoManual, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome, codBarras: product.ean, descricaoProduto: `${product.descricao} ${product.apresentacao}`, descricaoFabricante: product.fabricante };
}
