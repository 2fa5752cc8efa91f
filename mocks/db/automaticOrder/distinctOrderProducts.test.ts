import { MockDb } from '../core/database';
import type { DbOrder } from '../core/types';

const FIXED_NOW = new Date('2026-03-10T12:00:00Z');

/** The orders of `orders` that hold some product twice, with that product. */
function doubled(db: MockDb, orders: readonly DbOrder[]): string[] {
  const found: string[] = [];
  for (const order of orders) {
    const seen = new Set<number>();
    for (const item of db.orderItems.get(order.idPedido)) {
      if (seen.has(item.idProduto)) found.push(`pedido ${order.idPedido}: ${item.codigoBarras}`);
      seen.add(item.idProduto);
    }
    db.orderItems.forget(order.idPedido);
  }
  return found;
}

describe('an order never holds the same product twice (issue 25)', () => {
  it.each(['e2e', 'demo'] as const)('%s: no order of any quotation', (scenario) => {
    const db = new MockDb(scenario, FIXED_NOW);
    expect(doubled(db, db.data.orders)).toEqual([]);
  });

  it('large: the 5,000-item order holds 5,000 distinct products, and a sample of the other orders none twice', () => {
    const db = new MockDb('large', FIXED_NOW);
    const biggest = db.data.orders.reduce((a, b) => (b.quantidadeItens > a.quantidadeItens ? b : a));
    const items = db.orderItems.get(biggest.idPedido);
    expect(items).toHaveLength(5000);
    expect(new Set(items.map((item) => item.idProduto)).size).toBe(5000);
    const sample = db.data.orders.filter((_, i) => i % 97 === 0);
    expect(doubled(db, sample)).toEqual([]);
  });
});
