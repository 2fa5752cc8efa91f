import type { ProdutoExcluidoManualDto } from '../../../src/api/pedidoManualExcluidosDto';
import { comparePtBr } from '../core/collate';
import { manualIds, type ManualOrder } from './manualOrder';

/** 'Ver Produtos Excluídos' of the manual order (issue 29 point 3): the deleted products of every branch, by branch then product. */
export function excludedManualProducts(order: ManualOrder): ProdutoExcluidoManualDto[] {
  const byId = new Map(order.branches.map((branch) => [branch.id, branch]));
  const rows: ProdutoExcluidoManualDto[] = [];
  for (const [id, own] of order.overrides) {
    if (own.excluded !== true) continue;
    const { idPedidoManual, position } = manualIds.ofItem(id);
    const branch = byId.get(idPedidoManual);
    const product = order.products[position];
    if (!branch || !product) continue;
    rows.push({ id, idPedidoManual, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome, codBarras: product.ean, descricaoProduto: `${product.descricao} ${product.apresentacao}`, descricaoFabricante: product.fabricante });
  }
  return rows.sort((a, b) => comparePtBr(a.nomefantasiaCliente, b.nomefantasiaCliente) || comparePtBr(a.descricaoProduto, b.descricaoProduto) || a.id - b.id);
}
