import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { automaticOrderFeature } from './automaticOrderFeature';
import { orderItemsLoaded, orderItemsPatched } from '../../entities/orderItemsSlice';
import type { PedidoItemDto } from '../../api/dto';
import { DEFAULT_FILTER } from '../../domain/automaticOrderFilter';
import { saveFailed, saveRequested } from '../../entities/saves/pendingSavesSlice';
import { QUANTITY_QUEUE, quantitySaveKey } from './grid/automaticOrderQueues';
import {
  selectBranchOrder,
  selectEmptyResult,
  selectFailedQuantitySaves,
  selectGridItems,
  selectItemSaveStatuses,
  selectLoadedOrderTotal,
  selectSupplierPage,
  selectUnsavedItemIds,
} from './automaticOrderSelectors';
import { automaticOrderActions, automaticOrderReducer, MAX_OPEN_ORDERS } from './automaticOrderSlice';

const item = (idPedido: number, id: number): PedidoItemDto => ({
  id, idPedido, idProduto: id, codigoBarras: '', descricaoProdutoCliente: '', descricaoFabricanteCliente: '', grupoProduto: 0, tipoProduto: 'LIBERADO',
  qtdeCotada: 1, qtdeRespondida: 1, qtdePedida: 1, qtdeEmbalagem: 1, qtdeMinima: 0, quantidadeFixa: false, valorSemST: 1, valorComST: 1, valorReferencia: 1,
});

describe('automatic order slice and selectors', () => {
  it('keeps at most five orders open, the oldest closing first', () => {
    let state = automaticOrderReducer(undefined, automaticOrderActions.automaticOrderEntered({ idCotacao: 1, filter: DEFAULT_FILTER, supplierPage: 0 }));
    for (let id = 1; id <= MAX_OPEN_ORDERS + 1; id += 1) state = automaticOrderReducer(state, automaticOrderActions.orderOpened(id));
    expect(state.openOrders).toEqual([2, 3, 4, 5, 6]);
  });

  it('selectors return the same references while their input is unchanged; an edit changes only its row', () => {
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG } });
    store.injectFeature(automaticOrderFeature.feature);
    store.dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao: 1, filter: DEFAULT_FILTER, supplierPage: 0 }));
    store.dispatch(orderItemsLoaded({ idPedido: 7, items: [item(7, 1), item(7, 2)] }));
    store.dispatch(orderItemsLoaded({ idPedido: 8, items: [item(8, 3)] }));
    const rows = selectGridItems(store.getState(), 7);
    const other = selectGridItems(store.getState(), 8);
    const page = selectSupplierPage(store.getState());
    const saves = selectItemSaveStatuses(store.getState());
    store.dispatch(automaticOrderActions.totalCooldownEnded());
    expect(selectGridItems(store.getState(), 7)).toBe(rows);
    expect(selectSupplierPage(store.getState())).toBe(page);
    expect(selectItemSaveStatuses(store.getState())).toBe(saves);
    store.dispatch(orderItemsPatched([{ idPedido: 7, id: 2, changes: { qtdePedida: 5 } }]));
    const after = selectGridItems(store.getState(), 7);
    expect(after).not.toBe(rows);
    expect(after[0]).toBe(rows[0]);
    expect(selectGridItems(store.getState(), 8)).toBe(other);
  });

  it('an edit and its save keep the references of everything else a card, a total or the not-saved marks read', () => {
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG } });
    store.dispatch(orderItemsLoaded({ idPedido: 7, items: [item(7, 1), item(7, 2)] }));
    store.dispatch(orderItemsLoaded({ idPedido: 8, items: [item(8, 3)] }));
    const state = () => store.getState();
    const before = { other: selectGridItems(state(), 8), otherTotal: selectLoadedOrderTotal(state(), 8), order: selectBranchOrder(state(), 8), failed: selectFailedQuantitySaves(state()), unsaved: selectUnsavedItemIds(state()) };

    store.dispatch(orderItemsPatched([{ idPedido: 7, id: 2, changes: { qtdePedida: 5 } }]));
    store.dispatch(saveRequested({ queue: QUANTITY_QUEUE, key: quantitySaveKey(2), payload: { idPedido: 7, id: 2, qtdePedida: 5 }, label: 'Produto: 5 un', coalesce: true }));
    expect(selectLoadedOrderTotal(state(), 7)).toBe(6);
    expect(selectGridItems(state(), 8)).toBe(before.other);
    expect(selectLoadedOrderTotal(state(), 8)).toBe(before.otherTotal);
    expect(selectBranchOrder(state(), 8)).toBe(before.order);
    expect(selectFailedQuantitySaves(state())).toBe(before.failed);
    expect(selectUnsavedItemIds(state())).toBe(before.unsaved);

    const [entry] = state().pendingSaves.entries;
    store.dispatch(saveFailed({ id: entry.id, error: 'Serviço indisponível.' }));
    const unsaved = selectUnsavedItemIds(state());
    expect([...unsaved]).toEqual(['2']);
    store.dispatch(automaticOrderActions.totalCooldownEnded());
    expect(selectUnsavedItemIds(state())).toBe(unsaved);
  });

  it('the empty result says whether a filter is active (Limpar filtro) or not (link to the summary)', () => {
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG } });
    store.injectFeature(automaticOrderFeature.feature);
    store.dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao: 1, filter: { ...DEFAULT_FILTER, combo: true }, supplierPage: 0 }));
    expect(selectEmptyResult(store.getState())).toBeNull();
    store.dispatch(automaticOrderActions.suppliersLoaded([]));
    expect(selectEmptyResult(store.getState())).toEqual({ filterActive: true });
  });
});
