import fc from 'fast-check';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../api/dto';
import { entitiesReceived, sessionCleared } from './entitiesActions';
import { entitiesReducer } from './entitiesReducer';
import { selectOrderItems, selectOrderItemsTotal } from './entitiesSelectors';
import {
  MAX_CLOSED_ORDERS,
  MAX_LOADED_ORDERS,
  orderItemsClosed,
  orderItemsLoaded,
  orderItemsOpened,
  orderItemsPatched,
  orderItemsProductPatched,
  orderItemsReducer,
  orderItemsReleased,
  orderItemsRemoved,
  orderItemsViewed,
  itemOf,
  type OrderItemsState,
} from './orderItemsSlice';

function item(idPedido: number, id: number, idProduto: number, qtdePedida = 2, valorSemST = 10): PedidoItemDto {
  return {
    id, idPedido, idProduto, codigoBarras: `789${id}`, descricaoProdutoCliente: `Produto ${idProduto}`, descricaoFabricanteCliente: 'Lab',
    grupoProduto: 1, tipoProduto: 'MONITORADO', qtdeCotada: 2, qtdeRespondida: 2, qtdePedida, qtdeEmbalagem: 1, qtdeMinima: 0,
    quantidadeFixa: false, valorSemST, valorComST: valorSemST * 1.1, valorReferencia: 12,
  };
}

/** An order with one item per product given, ids numbered inside the order. */
function order(idPedido: number, products: number[]): PedidoItemDto[] {
  return products.map((idProduto, index) => item(idPedido, idPedido * 1000 + index, idProduto));
}

function store() {
  return configureStore({ reducer: { entities: entitiesReducer } });
}

const loadedOrders = (s: ReturnType<typeof store>) => Object.keys(s.getState().entities.orderItems.byOrder).map(Number);

describe('order items partitioned by branch order (ARCHITECTURE "State at the scale of a power buyer")', () => {
  it('keeps each order in its own partition and indexes product → order → items', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: [item(1, 10, 500), item(1, 11, 501), item(1, 12, 500)] }));
    s.dispatch(orderItemsLoaded({ idPedido: 2, items: [item(2, 20, 500)] }));
    const state = s.getState().entities.orderItems;
    expect(loadedOrders(s)).toEqual([1, 2]);
    expect(state.byProduct[500]).toEqual({ 1: [10, 12], 2: [20] });
    expect(selectOrderItems(s.getState(), 1).map((i) => i.id)).toEqual([10, 11, 12]);
  });

  it('accepts items from a normalized answer, grouped by their order', () => {
    const s = store();
    s.dispatch(entitiesReceived({ orderItems: { 30: item(3, 30, 7), 40: item(4, 40, 7) } }));
    expect(selectOrderItems(s.getState(), 3)).toHaveLength(1);
    expect(selectOrderItems(s.getState(), 4)).toHaveLength(1);
  });

  it('returns the same array and total while an order is unchanged, and new ones only for the edited order', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: [item(1, 10, 500, 2, 10)] }));
    s.dispatch(orderItemsLoaded({ idPedido: 2, items: [item(2, 20, 500, 3, 5)] }));
    const before1 = selectOrderItems(s.getState(), 1);
    const before2 = selectOrderItems(s.getState(), 2);
    expect(selectOrderItemsTotal(s.getState(), 1)).toBe(20);

    s.dispatch(orderItemsPatched([{ idPedido: 2, id: 20, changes: { qtdePedida: 4 } }]));

    expect(selectOrderItems(s.getState(), 1)).toBe(before1);
    expect(selectOrderItems(s.getState(), 2)).not.toBe(before2);
    expect(selectOrderItemsTotal(s.getState(), 2)).toBe(20);
  });

  it('applies several patches of one action to one order and another, keeps every other item as it was, and leaves it all frozen', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: order(1, [1, 2, 3, 4]) }));
    s.dispatch(orderItemsLoaded({ idPedido: 2, items: order(2, [1, 2]) }));
    const before = selectOrderItems(s.getState(), 1);

    s.dispatch(orderItemsPatched([
      { idPedido: 1, id: 1000, changes: { qtdePedida: 7 } },
      { idPedido: 1, id: 1002, changes: { qtdePedida: 8, oldQtdePedido: 2 } },
      { idPedido: 2, id: 2001, changes: { versao: 5 } },
      { idPedido: 9, id: 9000, changes: { qtdePedida: 1 } },
    ]));

    const after = selectOrderItems(s.getState(), 1);
    expect(after.map((row) => row.qtdePedida)).toEqual([7, 2, 8, 2]);
    expect(after[2].oldQtdePedido).toBe(2);
    expect(after[1]).toBe(before[1]);
    expect(after[3]).toBe(before[3]);
    expect(itemOf(s.getState().entities.orderItems.byOrder[2], 2001)?.versao).toBe(5);
    expect(s.getState().entities.orderItems.byOrder[9]).toBeUndefined();
    expect(Object.isFrozen(after) && Object.isFrozen(after[0]) && Object.isFrozen(s.getState().entities.orderItems.byOrder[1])).toBe(true);
    expect(() => s.dispatch(orderItemsPatched([{ idPedido: 1, id: 1000, changes: { qtdePedida: 9 } }]))).not.toThrow();
    expect(selectOrderItems(s.getState(), 1)[0].qtdePedida).toBe(9);
  });

  it('is emptied when the session ends', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: [item(1, 10, 500)] }));
    s.dispatch(orderItemsOpened(1));
    s.dispatch(sessionCleared());
    expect(s.getState().entities.orderItems).toEqual({ byOrder: {}, recent: [], opened: [], closed: [], byProduct: {} });
  });
});

describe('eviction by use, with open accordions pinned', () => {
  function fill(s: ReturnType<typeof store>, count: number, from = 1) {
    for (let id = from; id < from + count; id += 1) s.dispatch(orderItemsLoaded({ idPedido: id, items: order(id, [id]) }));
  }

  it(`holds at most ${MAX_LOADED_ORDERS} orders, dropping the least recently used and its index entries`, () => {
    const s = store();
    fill(s, MAX_LOADED_ORDERS + 3);
    const state = s.getState().entities.orderItems;
    expect(loadedOrders(s)).toHaveLength(MAX_LOADED_ORDERS);
    expect(state.byOrder[1]).toBeUndefined();
    expect(state.byProduct[1]).toBeUndefined();
    expect(state.byOrder[MAX_LOADED_ORDERS + 3]).toBeDefined();
  });

  it('keeps an order that was read, opened or patched since, and drops the next least recently used instead', () => {
    const s = store();
    fill(s, MAX_LOADED_ORDERS);
    s.dispatch(orderItemsViewed(1));
    s.dispatch(orderItemsPatched([{ idPedido: 2, id: 2000, changes: { qtdePedida: 9 } }]));
    s.dispatch(orderItemsOpened(3));
    s.dispatch(orderItemsClosed(3));
    fill(s, 3, 100);
    expect(loadedOrders(s)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(loadedOrders(s)).not.toEqual(expect.arrayContaining([4]));
    expect(loadedOrders(s)).not.toContain(5);
    expect(loadedOrders(s)).not.toContain(6);
    expect(loadedOrders(s)).toContain(7);
  });

  it('never evicts an open order, however many others load; closing it lets it go when it is the oldest', () => {
    const s = store();
    s.dispatch(orderItemsOpened(1));
    fill(s, 1);
    s.dispatch(orderItemsOpened(2));
    fill(s, 1, 2);
    fill(s, 3 * MAX_LOADED_ORDERS, 10);
    expect(loadedOrders(s)).toEqual(expect.arrayContaining([1, 2]));
    expect(loadedOrders(s)).toHaveLength(MAX_LOADED_ORDERS);

    s.dispatch(orderItemsClosed(1));
    fill(s, 1, 1000);
    expect(loadedOrders(s)).not.toContain(1);
    expect(loadedOrders(s)).toContain(2);
  });

  it(`keeps the items of the ${MAX_CLOSED_ORDERS} most recently closed orders only, so going through many orders holds steady memory`, () => {
    const s = store();
    const total = MAX_CLOSED_ORDERS + 15;
    for (let id = 1; id <= total; id += 1) {
      s.dispatch(orderItemsOpened(id));
      s.dispatch(orderItemsLoaded({ idPedido: id, items: order(id, [1, 2]) }));
      s.dispatch(orderItemsClosed(id));
    }
    expect(loadedOrders(s).sort((a, b) => a - b)).toEqual(Array.from({ length: MAX_CLOSED_ORDERS }, (_, i) => total - MAX_CLOSED_ORDERS + 1 + i));
    expect(Object.keys(s.getState().entities.orderItems.byProduct[1]).map(Number)).toHaveLength(MAX_CLOSED_ORDERS);
    // Reopening a recently closed order takes it out of the closed ones: closing others does not drop it.
    const kept = total - 2;
    s.dispatch(orderItemsOpened(kept));
    for (let id = total + 1; id <= total + MAX_CLOSED_ORDERS; id += 1) {
      s.dispatch(orderItemsOpened(id));
      s.dispatch(orderItemsLoaded({ idPedido: id, items: order(id, [1]) }));
      s.dispatch(orderItemsClosed(id));
    }
    expect(loadedOrders(s)).toContain(kept);
    // Orders loaded without being opened keep the wider bound.
    fill(s, 20, 1000);
    expect(loadedOrders(s)).toHaveLength(MAX_CLOSED_ORDERS + 1 + 20);
  });

  it('an order opened before its items arrive is pinned once they do', () => {
    const s = store();
    s.dispatch(orderItemsOpened(5));
    fill(s, 1, 5);
    fill(s, 2 * MAX_LOADED_ORDERS, 10);
    expect(loadedOrders(s)).toContain(5);
  });
});

describe('one action for a mass change of one product', () => {
  // 40 loaded branch orders of 50 items; the product is in 30 of them, 10 rows each: 300 rows.
  const PRODUCT = 7;
  function powerStore() {
    const s = store();
    for (let id = 1; id <= MAX_LOADED_ORDERS; id += 1) {
      const products = Array.from({ length: 50 }, (_, i) => (id <= 30 && i % 5 === 0 ? PRODUCT : 100 + i));
      s.dispatch(orderItemsLoaded({ idPedido: id, items: order(id, products) }));
    }
    return s;
  }

  it('patches the ~300 rows of the product across the loaded orders, leaving other partitions and their selections untouched', () => {
    const s = powerStore();
    const before = s.getState().entities.orderItems;
    const untouchedSelection = selectOrderItems(s.getState(), 35);
    const touchedSelection = selectOrderItems(s.getState(), 12);

    s.dispatch(orderItemsProductPatched({ idProduto: PRODUCT, changes: { qtdePedida: 0 } }));

    const after = s.getState().entities.orderItems;
    const rows = Object.values(after.byOrder).flatMap((p) => p.items);
    expect(rows.filter((r) => r.idProduto === PRODUCT && r.qtdePedida === 0)).toHaveLength(300);
    expect(rows.filter((r) => r.idProduto !== PRODUCT && r.qtdePedida === 0)).toHaveLength(0);
    for (let id = 31; id <= MAX_LOADED_ORDERS; id += 1) expect(after.byOrder[id]).toBe(before.byOrder[id]);
    expect(after.byOrder[12]).not.toBe(before.byOrder[12]);
    expect(itemOf(after.byOrder[12], 12_001)).toBe(itemOf(before.byOrder[12], 12_001));
    expect(after.byProduct).toBe(before.byProduct);
    expect(after.recent).toBe(before.recent);
    expect(selectOrderItems(s.getState(), 35)).toBe(untouchedSelection);
    expect(selectOrderItems(s.getState(), 12)).not.toBe(touchedSelection);
  });

  it('limits the change to the orders named', () => {
    const s = powerStore();
    const before = s.getState().entities.orderItems;
    s.dispatch(orderItemsProductPatched({ idProduto: PRODUCT, changes: { qtdePedida: 0 }, onlyOrders: [3, 35] }));
    const after = s.getState().entities.orderItems;
    expect(selectOrderItems(s.getState(), 3).filter((r) => r.qtdePedida === 0)).toHaveLength(10);
    expect(after.byOrder[4]).toBe(before.byOrder[4]);
    expect(after.byOrder[35]).toBe(before.byOrder[35]);
  });

  it('does nothing for a product that is not loaded', () => {
    const s = powerStore();
    const before = s.getState().entities.orderItems;
    s.dispatch(orderItemsProductPatched({ idProduto: 999_999, changes: { qtdePedida: 0 } }));
    expect(s.getState().entities.orderItems).toBe(before);
  });
});

describe('items that left their order', () => {
  it('go from their partition and from the product index; other orders and unknown ids are left alone', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: order(1, [7, 8, 9]) }));
    s.dispatch(orderItemsLoaded({ idPedido: 2, items: order(2, [7]) }));
    const untouched = s.getState().entities.orderItems.byOrder[2];
    s.dispatch(orderItemsRemoved([{ idPedido: 1, id: 1000 }, { idPedido: 1, id: 1002 }, { idPedido: 3, id: 3000 }]));
    const state = s.getState().entities.orderItems;
    expect(selectOrderItems(s.getState(), 1).map((i) => i.id)).toEqual([1001]);
    expect(state.byProduct[7]).toEqual({ 2: [2000] });
    expect(state.byProduct[9]).toBeUndefined();
    expect(state.byOrder[2]).toBe(untouched);
  });
});

describe('the product index covers exactly what is loaded (property)', () => {
  function rebuiltIndex(state: OrderItemsState): OrderItemsState['byProduct'] {
    const index: OrderItemsState['byProduct'] = {};
    for (const [key, partition] of Object.entries(state.byOrder)) {
      for (const id of partition.ids) ((index[itemOf(partition, id)!.idProduto] ??= {})[Number(key)] ??= []).push(id);
    }
    return index;
  }

  const orderId = fc.integer({ min: 1, max: 12 });
  const productId = fc.integer({ min: 1, max: 6 });
  const command: fc.Arbitrary<UnknownAction[]> = fc.oneof(
    fc.tuple(orderId, fc.array(productId, { maxLength: 6 })).map(([id, products]) => [orderItemsLoaded({ idPedido: id, items: order(id, products) })]),
    fc.tuple(orderId, fc.nat(5), fc.nat(50)).map(([id, index, qtdePedida]) => [orderItemsPatched([{ idPedido: id, id: id * 1000 + index, changes: { qtdePedida } }])]),
    fc.tuple(productId, fc.nat(50), fc.option(fc.array(orderId, { maxLength: 3 }), { nil: undefined })).map(([idProduto, qtdePedida, onlyOrders]) => [
      orderItemsProductPatched({ idProduto, changes: { qtdePedida }, onlyOrders }),
    ]),
    orderId.map((id) => [orderItemsReleased(id)]),
    fc.tuple(orderId, fc.array(fc.nat(5), { maxLength: 3 })).map(([id, indexes]) => [orderItemsRemoved(indexes.map((index) => ({ idPedido: id, id: id * 1000 + index })))]),
    orderId.map((id) => [orderItemsOpened(id)]),
    orderId.map((id) => [orderItemsClosed(id)]),
    orderId.map((id) => [orderItemsViewed(id)]),
    // Evict: a burst of other orders pushes out everything that is not open.
    fc.constant(Array.from({ length: MAX_LOADED_ORDERS }, (_, i) => orderItemsLoaded({ idPedido: 100 + i, items: order(100 + i, [1 + (i % 6)]) }))),
  );

  it('after any sequence of load / patch / release / remove / open / close / view / evict, byProduct equals the index rebuilt from byOrder', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        let state = orderItemsReducer(undefined, { type: '@@init' });
        for (const actions of commands) {
          const pinned = state.opened.filter((id) => state.byOrder[id]);
          for (const action of actions) state = orderItemsReducer(state, action);
          expect(state.byProduct).toEqual(rebuiltIndex(state));
          expect(Object.keys(state.byOrder).map(Number).sort((a, b) => a - b)).toEqual([...state.recent].sort((a, b) => a - b));
          expect(state.recent.length).toBeLessThanOrEqual(Math.max(MAX_LOADED_ORDERS, state.opened.length));
          // An open order stays loaded until it is released or closed.
          const [first] = actions;
          const letGo = orderItemsReleased.match(first) || orderItemsClosed.match(first) ? first.payload : undefined;
          for (const id of pinned) if (id !== letGo) expect(state.byOrder[id]).toBeDefined();
        }
      }),
      { numRuns: 1000 },
    );
  });
});
