import { MockDb } from './database';

describe('branch order totals', () => {
  const db = new MockDb('demo', new Date('2026-11-22T12:00:00Z'));
  const order = db.data.orders[0];

  it('are Σ qtdePedida × valorSemST and the same with ST, from the order’s items', () => {
    const items = db.orderItems.get(order.idPedido);
    const semST = items.reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0);
    const comST = items.reduce((sum, item) => sum + item.qtdePedida * item.valorComST, 0);
    const totals = db.orderTotals(order.idPedido);
    expect(totals.valorTotal).toBeCloseTo(semST, 2);
    expect(totals.valorTotalComST).toBeCloseTo(comST, 2);
    expect(totals.valorTotalComST).toBeGreaterThan(totals.valorTotal);
  });

  it('are cached per order and computed again after its items are edited', () => {
    const first = db.orderTotals(order.idPedido);
    expect(db.orderTotals(order.idPedido)).toBe(first);

    const [edited] = db.orderItems.edit(order.idPedido);
    edited.qtdePedida += 10;

    const after = db.orderTotals(order.idPedido);
    expect(after).not.toBe(first);
    expect(after.valorTotal).toBeCloseTo(first.valorTotal + 10 * edited.valorSemST, 2);
    const other = db.data.orders[1];
    const otherTotals = db.orderTotals(other.idPedido);
    db.orderItems.edit(order.idPedido);
    expect(db.orderTotals(other.idPedido)).toBe(otherTotals);
  });
});
