import type { Page } from '../../src/api/dto';
import type { ProdutoAgrupadoDto } from '../../src/api/pedidoManualMassaDto';
import { type MockDb } from '../db/core/database';
import { manualIds, type ManualBranch, type ManualOrder } from '../db/manualOrder/manualOrder';
import { isEquivalent, matchesOf, pageOf, passingAnswers, usesState, type ListContext } from './pedidoManualViews';

/** The grouped view of the manual order ('Visualizar Agrupado', spec 02 §2.2): each product once, with the branches whose answers pass the filter (a product deleted at a branch is not that branch's). */
/** Per manual order: how many answers cover each product (a difference array over the answers' coverage). */
const coverCounts = new WeakMap<ManualOrder, Int32Array>();

function coverCount(order: ManualOrder): Int32Array {
  let counts = coverCounts.get(order);
  if (counts) return counts;
  const n = order.products.length;
  const marks = new Int32Array(n + 1);
  for (const branch of order.branches) {
    for (const slot of branch.slots) {
      const end = slot.offset + slot.count;
      marks[slot.offset] += 1;
      if (end <= n) marks[end] -= 1;
      else {
        marks[n] -= 1;
        marks[0] += 1;
        marks[end - n] -= 1;
      }
    }
  }
  counts = new Int32Array(n);
  let running = 0;
  for (let p = 0; p < n; p += 1) counts[p] = running += marks[p];
  coverCounts.set(order, counts);
  return counts;
}

/** The branches holding product p (some answer of theirs covers it) and not having deleted it. */
export const branchesWith = (order: ManualOrder, p: number): ManualBranch[] => order.branches.filter((branch) => branch.slots.some((slot) => order.indexIn(slot, p) >= 0) && !order.excluded(branch, p));

/** The products deleted at some branch (one pass over the changes): only those need their branches counted one by one. */
function deletedPositions(order: ManualOrder): Set<number> {
  const positions = new Set<number>();
  for (const [id, own] of order.overrides) if (own.excluded) positions.add(manualIds.ofItem(id).position);
  return positions;
}

/** GET getProdutosAgrupados/{id} (designed): the products once, by description; with product or answer filters, those passing at some branch. */
export function groupedProductsPage(db: MockDb, order: ManualOrder, ctx: ListContext, page: number, size: number): Page<ProdutoAgrupadoDto> {
  const counts = coverCount(order);
  const text = matchesOf(order, ctx.filter.busca);
  const exact = usesState(ctx) || ctx.filter.cnpj !== '' || ctx.filter.cnpjFornecedor !== '';
  const deleted = deletedPositions(order);
  const positions = order.productOrder.filter((p) => counts[p] > 0 && (!text || text.match[p]) && (exact ? branchesPassing(db, order, p, ctx).length > 0 : !deleted.has(p) || branchesWith(order, p).length > 0));
  return pageOf(positions, page, size, (p) => {
    const product = order.products[p];
    const branches = exact ? branchesPassing(db, order, p, ctx) : branchesWith(order, p);
    return {
      codBarras: product.ean,
      idProduto: product.id,
      grupoProduto: product.grupoProduto,
      equivalente: isEquivalent(db, product.grupoProduto),
      codigoProduto: `P${String(product.id).padStart(6, '0')}`,
      descricaoProduto: `${product.descricao} ${product.apresentacao}`,
      descricaoFabricante: product.fabricante,
      tipoProduto: product.tipoProduto,
      valorReferencia: product.precoFabrica,
      quantidadeFiliais: branches.length,
    };
  });
}

function branchesPassing(db: MockDb, order: ManualOrder, p: number, ctx: ListContext): ManualBranch[] {
  return branchesWith(order, p).filter((branch) => (!ctx.filter.cnpj || branch.cnpj === ctx.filter.cnpj) && passingAnswers(db, order, branch, p, ctx) !== 0);
}
