import type { DbOrder, DbOrderItem, DbProduct, DbQuotation } from './types';
import { createRandom, seedOf } from './random';
import { automaticFields, supplierBox } from '../automaticOrder/automaticOrderFields';
import { withConflictSamples } from '../packaging/packagingSamples';
import { cents } from '../../../src/domain/money';

/**
 * Builds the items of one branch order from the quotation's products, the same way every time
 * (seeded by scenario and order id), so the large scenario never has to hold them all.
 * An order holds each product once: the scenarios never give an order more items than its
 * quotation has products (mocks/db/automaticOrder/distinctOrderProducts.test.ts).
 * `fromFirstProduct`: the order starts with the quotation's first product (the power quotation's
 * leading supplier has it at every branch, the widest mass edit there is).
 */
export function buildOrderItems(order: DbOrder, quotation: DbQuotation, productById: Map<number, DbProduct>, scenarioSeed: number, options: { ruleSamples?: boolean; fromFirstProduct?: boolean } = {}): DbOrderItem[] {
  const random = createRandom(seedOf(scenarioSeed, order.idPedido));
  const quoted = quotation.itens;
  const drawn = random.int(0, Math.max(0, quoted.length - 1));
  const offset = options.fromFirstProduct ? 0 : drawn;
  const items: DbOrderItem[] = [];
  for (let index = 0; index < order.quantidadeItens; index += 1) {
    const quotedItem = quoted[(offset + index) % quoted.length];
    const product = productById.get(quotedItem.idProduto)!;
    const pack = product.qtdeEmbalagem;
    const semST = cents(product.precoFabrica * (0.72 + random.next() * 0.25));
    const qtdeRespondida = random.chance(0.85) ? quotedItem.quantidade : Math.max(pack, quotedItem.quantidade - pack);
    const item: DbOrderItem = {
      id: order.idPedido * 10_000 + index,
      idPedido: order.idPedido,
      idProduto: product.id,
      codigoBarras: product.ean,
      descricaoProdutoCliente: `${product.descricao} ${product.apresentacao}`,
      descricaoFabricanteCliente: product.fabricante,
      grupoProduto: product.grupoProduto,
      tipoProduto: product.tipoProduto,
      qtdeCotada: quotedItem.quantidade,
      qtdeRespondida,
      qtdePedida: qtdeRespondida,
      qtdeEmbalagem: pack,
      qtdeMinima: random.chance(0.2) ? pack * 2 : 0,
      quantidadeFixa: random.chance(0.05),
      valorSemST: semST,
      valorComST: cents(semST * 1.12),
      valorReferencia: product.precoFabrica,
    };
    item.qtdeEmbalagem = supplierBox(item);
    items.push(Object.assign(item, automaticFields(item, product)));
  }
  if (options.ruleSamples) {
    withRuleSamples(items);
    withConflictSamples(items, order.idPedido);
  }
  return items;
}

/** ScenarioShape.quantityRuleSamples: a fixed quantity and a minimum among the first items not from a combo, consistent with what is ordered. */
function withRuleSamples(items: DbOrderItem[]): void {
  const [fixed, minimum] = items.filter((item) => !item.combo && item.qtdePedida > 0);
  if (fixed) Object.assign(fixed, { quantidadeFixa: true, qtdeMinima: fixed.qtdePedida });
  if (minimum) Object.assign(minimum, { quantidadeFixa: false, qtdeMinima: minimum.qtdePedida });
}
