import type { PedidoItemDto } from '../api/dto';
import { configureStore } from '@reduxjs/toolkit';
import { entitiesReceived, sessionCleared } from './entitiesActions';
import { entitiesReducer } from './entitiesReducer';
import { selectOrderItems, selectOrderItemsTotal } from './entitiesSelectors';
import { MAX_OPEN_ORDERS, orderItemsLoaded, orderItemsPatched } from './orderItemsSlice';

function item(idPedido: number, id: number, idProduto: number, qtdePedida = 2, valorSemST = 10): PedidoItemDto {
  return {
    id, idPedido, idProduto, codigoBarras: `789${id}`, descricaoProdutoCliente: `Produto ${idProduto}`, descricaoFabricanteCliente: 'Lab',
    grupoProduto: 1, tipoProduto: 'MONITORADO', qtdeCotada: 2, qtdeRespondida: 2, qtdePedida, qtdeEmbalagem: 1, qtdeMinima: 0,
    quantidadeFixa: false, valorSemST, valorComST: valorSemST * 1.1, valorReferencia: 12,
  };
}

function store() {
  return configureStore({ reducer: { entities: entitiesReducer } });
}

describe('order items partitioned by branch order (ARCHITECTURE "State at the scale of a power buyer")', () => {
  it('keeps each order in its own partition and indexes product → (order, item)', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: [item(1, 10, 500), item(1, 11, 501)] }));
    s.dispatch(orderItemsLoaded({ idPedido: 2, items: [item(2, 20, 500)] }));
    const state = s.getState().entities.orderItems;
    expect(Object.keys(state.byOrder)).toEqual(['1', '2']);
    expect(state.byProduct[500]).toEqual([{ idPedido: 1, id: 10 }, { idPedido: 2, id: 20 }]);
    expect(selectOrderItems(s.getState(), 1).map((i) => i.id)).toEqual([10, 11]);
  });

  it('accepts items from a normalized answer, grouped by their order', () => {
    const s = store();
    s.dispatch(entitiesReceived({ orderItems: { 30: item(3, 30, 7), 40: item(4, 40, 7) } }));
    expect(selectOrderItems(s.getState(), 3)).toHaveLength(1);
    expect(selectOrderItems(s.getState(), 4)).toHaveLength(1);
  });

  it(`holds at most ${MAX_OPEN_ORDERS} orders, dropping the least recently loaded and its index entries`, () => {
    const s = store();
    for (let order = 1; order <= MAX_OPEN_ORDERS + 3; order += 1) s.dispatch(orderItemsLoaded({ idPedido: order, items: [item(order, order * 100, order)] }));
    const state = s.getState().entities.orderItems;
    expect(Object.keys(state.byOrder)).toHaveLength(MAX_OPEN_ORDERS);
    expect(state.byOrder[1]).toBeUndefined();
    expect(state.byProduct[1]).toBeUndefined();
    expect(state.byOrder[MAX_OPEN_ORDERS + 3]).toBeDefined();
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

  it('is emptied when the session ends', () => {
    const s = store();
    s.dispatch(orderItemsLoaded({ idPedido: 1, items: [item(1, 10, 500)] }));
    s.dispatch(sessionCleared());
    expect(s.getState().entities.orderItems.byOrder).toEqual({});
  });
});
