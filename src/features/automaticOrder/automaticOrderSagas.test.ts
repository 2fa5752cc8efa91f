import type { UnknownAction } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../../api/dto';
import { waitFor } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { db, resetDb } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { automaticOrderFeature } from './automaticOrderFeature';
import { selectOrderItems } from '../../entities/entitiesSelectors';
import { loginSucceeded, sessionExpired } from '../../entities/session/sessionSlice';
import { FAST_TIMING } from '../../shared/saga/timing';
import { signedInAs } from '../../test/session';
import { onTeardown } from '../../test/teardown';
import { selectCanUndo, selectItemSaveStatus, selectSupplierPage, selectTotalView } from './automaticOrderSelectors';
import { automaticOrderActions } from './automaticOrderSlice';
import { DEFAULT_FILTER } from '../../domain/automaticOrderFilter';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { updateQuantities } from '../../../mocks/db/automaticOrder/automaticOrderViews';

function start(timing = FAST_TIMING) {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  const seen: UnknownAction[] = [];
  const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador') }, timing, onAction: (action) => seen.push(action) });
  onTeardown(store.stopSagas);
  store.injectFeature(automaticOrderFeature.feature);
  store.dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao: quotation.id, filter: DEFAULT_FILTER, supplierPage: 0 }));
  return { store, quotation, orders: db().ordersOf(quotation.id), seen };
}

type Harness = ReturnType<typeof start>;

async function openWithItems({ store }: Harness, idPedido: number) {
  store.dispatch(automaticOrderActions.orderOpenRequested(idPedido));
  await waitFor(() => expect(selectOrderItems(store.getState(), idPedido).length).toBeGreaterThan(0));
  return selectOrderItems(store.getState(), idPedido);
}

/** An item any plain multiple of its packaging may be saved to. */
const editable = (items: readonly PedidoItemDto[]) =>
  items.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;

const serverItem = (idPedido: number, id: number) => db().orderItems.get(idPedido).find((i) => i.id === id)!;

describe('automatic order sagas (real store, mock API)', () => {
  it('loads the suppliers on entering, and the items of an order when it opens; a sixth open order closes (and unpins) the oldest', async () => {
    const h = start();
    await waitFor(() => expect(selectSupplierPage(h.store.getState()).total).toBeGreaterThan(0));
    const ids = h.orders.slice(0, 6).map((o) => o.idPedido);
    for (const id of ids.slice(0, 5)) await openWithItems(h, id);
    expect(h.store.getState().entities.orderItems.opened).toEqual(ids.slice(0, 5));
    await openWithItems(h, ids[5]);
    expect(h.store.getState().automaticOrder.openOrders).toEqual(ids.slice(1));
    expect(h.store.getState().entities.orderItems.opened).toEqual(ids.slice(1));
  });

  it('a quantity edit shows at once, lands on the server, and Ctrl+Z saves the old value back', async () => {
    const h = start();
    const item = editable(await openWithItems(h, h.orders[0].idPedido));
    const typed = item.qtdePedida + item.qtdeEmbalagem;
    h.store.dispatch(automaticOrderActions.quantityEdited({ idPedido: item.idPedido, id: item.id, qtdePedida: typed }));
    expect(selectOrderItems(h.store.getState(), item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed);
    await waitFor(() => expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(typed));
    await waitFor(() => expect(selectItemSaveStatus(h.store.getState(), item.id)).toBeUndefined());
    expect(h.store.getState().entities.orders.entities[item.idPedido]?.valorTotal).toBeCloseTo(
      db().orderItems.get(item.idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0),
      2,
    );

    h.store.dispatch(automaticOrderActions.quantityUndoRequested());
    await waitFor(() => expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(item.qtdePedida));
    expect(selectCanUndo(h.store.getState())).toBe(false);
  });

  it('a failed save keeps the typed value, marked as not saved, until Tentar novamente lands it', async () => {
    const h = start();
    const item = editable(await openWithItems(h, h.orders[1].idPedido));
    server.use(mock.post('*/api/pedidoAutomatico/updateItemQuatity', () => HttpResponse.json({ mensagem: 'Falha no servidor.' }, { status: 500 }), { once: true }));
    const typed = item.qtdePedida + 2 * item.qtdeEmbalagem;
    h.store.dispatch(automaticOrderActions.quantityEdited({ idPedido: item.idPedido, id: item.id, qtdePedida: typed }));
    await waitFor(() => expect(selectItemSaveStatus(h.store.getState(), item.id)).toEqual({ status: 'failed', error: 'Falha no servidor.' }));
    expect(selectOrderItems(h.store.getState(), item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed);
    expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(item.qtdePedida);

    h.store.dispatch(automaticOrderActions.quantitySavesRetried());
    await waitFor(() => expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(typed));
    await waitFor(() => expect(selectItemSaveStatus(h.store.getState(), item.id)).toBeUndefined());
  });

  it('reading the order again while a save has failed still shows the typed value, not the server\'s older one', async () => {
    const h = start();
    const item = editable(await openWithItems(h, h.orders[2].idPedido));
    server.use(mock.post('*/api/pedidoAutomatico/updateItemQuatity', () => HttpResponse.json({ mensagem: 'Falha no servidor.' }, { status: 500 }), { once: true }));
    const typed = item.qtdePedida + 3 * item.qtdeEmbalagem;
    h.store.dispatch(automaticOrderActions.quantityEdited({ idPedido: item.idPedido, id: item.id, qtdePedida: typed }));
    await waitFor(() => expect(selectItemSaveStatus(h.store.getState(), item.id)?.status).toBe('failed'));
    const loadsBefore = h.seen.filter((action) => action.type === automaticOrderActions.itemsLoaded.type).length;

    h.store.dispatch(automaticOrderActions.itemsReloadRequested(item.idPedido));
    await waitFor(() => expect(h.seen.filter((action) => action.type === automaticOrderActions.itemsLoaded.type).length).toBe(loadsBefore + 1));
    expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(item.qtdePedida);
    expect(selectOrderItems(h.store.getState(), item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed);
  });

  it('a 401 in the middle of an edit keeps it, and it is sent after the same user signs in again', async () => {
    const h = start();
    const item = editable(await openWithItems(h, h.orders[2].idPedido));
    server.use(mock.post('*/api/pedidoAutomatico/updateItemQuatity', () => HttpResponse.json({ mensagem: 'Sessão expirada.' }, { status: 401 }), { once: true }));
    const typed = item.qtdePedida + item.qtdeEmbalagem;
    h.store.dispatch(automaticOrderActions.quantityEdited({ idPedido: item.idPedido, id: item.id, qtdePedida: typed }));
    await waitFor(() => expect(h.seen.some((action) => sessionExpired.match(action))).toBe(true));
    await waitFor(() => expect(selectItemSaveStatus(h.store.getState(), item.id)?.status).toBe('waiting'));
    expect(selectOrderItems(h.store.getState(), item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed);
    expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(item.qtdePedida);

    // Signing in again stores a fresh token (as the login dialog does) for the same user.
    h.store.dispatch(loginSucceeded(signedInAs('comprador').user!));
    await waitFor(() => expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(typed));
  });

  it('leaving the screen right after an edit still lands it, and closes (unpins) the open orders', async () => {
    const h = start();
    const item = editable(await openWithItems(h, h.orders[3].idPedido));
    const typed = item.qtdePedida + item.qtdeEmbalagem;
    h.store.dispatch(automaticOrderActions.quantityEdited({ idPedido: item.idPedido, id: item.id, qtdePedida: typed }));
    h.store.dispatch(automaticOrderActions.automaticOrderLeft());
    expect(h.store.getState().entities.orderItems.opened).toEqual([]);
    await waitFor(() => expect(serverItem(item.idPedido, item.id).qtdePedida).toBe(typed));
  });

  it('sorting twice quickly keeps only the latest read (the stale one is cancelled), and the third click returns to the default', async () => {
    const h = start();
    const order = h.orders[4];
    await openWithItems(h, order.idPedido);
    server.use(mock.post('*/api/pedidoAutomatico/:id/itens', async () => {
      await delay(30);
      return undefined;
    }, { once: true }));
    const loadsBefore = h.seen.filter((action) => automaticOrderActions.itemsLoaded.match(action)).length;
    h.store.dispatch(automaticOrderActions.itemsSortClicked({ idPedido: order.idPedido, sort: 'valorSemST' }));
    h.store.dispatch(automaticOrderActions.itemsSortClicked({ idPedido: order.idPedido, sort: 'valorSemST' }));
    expect(h.store.getState().automaticOrder.sortByOrder[order.idPedido]).toEqual({ sort: 'valorSemST', asc: false });
    await waitFor(() => expect(h.seen.filter((action) => automaticOrderActions.itemsLoaded.match(action)).length).toBe(loadsBefore + 1));
    const prices = selectOrderItems(h.store.getState(), order.idPedido).map((i) => i.valorSemST);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    h.store.dispatch(automaticOrderActions.itemsSortClicked({ idPedido: order.idPedido, sort: 'valorSemST' }));
    expect(h.store.getState().automaticOrder.sortByOrder[order.idPedido]).toBeUndefined();
  });

  it('the total shows R$ - until refreshed, then is disabled for the cooldown', async () => {
    const h = start();
    expect(selectTotalView(h.store.getState())).toMatchObject({ text: ' R$ - ', tooltip: 'Atualize o valor', disabled: false });
    // Every state the control goes through, so a short cooldown cannot slip between two polls of waitFor.
    const seen: { text: string; tooltip: string; disabled: boolean }[] = [];
    const unsubscribe = h.store.subscribe(() => {
      const view = selectTotalView(h.store.getState());
      const last = seen.at(-1);
      if (!last || last.tooltip !== view.tooltip || last.disabled !== view.disabled || last.text !== view.text) seen.push(view);
    });
    h.store.dispatch(automaticOrderActions.totalRefreshRequested());
    expect(selectTotalView(h.store.getState())).toMatchObject({ tooltip: 'Atualizando...', disabled: true });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ disabled: false }));
    unsubscribe();
    const cooling = seen.find((view) => view.tooltip === 'Aguarde um instante');
    expect(cooling).toMatchObject({ disabled: true, text: expect.stringMatching(/R\$/) });
    expect(seen.indexOf(cooling!)).toBeGreaterThan(seen.findIndex((view) => view.tooltip === 'Atualizando...'));
  });

  it('a change made elsewhere to this quotation reads its suppliers and the total on show again, even in the cooldown; one to another quotation reads nothing', async () => {
    const h = start({ ...FAST_TIMING, totalRefreshCooldownMs: 3_600_000 });
    await waitFor(() => expect(selectSupplierPage(h.store.getState()).total).toBeGreaterThan(0));
    h.store.dispatch(automaticOrderActions.totalRefreshRequested());
    await waitFor(() => expect(selectTotalView(h.store.getState()).tooltip).toBe('Aguarde um instante'));
    const before = selectTotalView(h.store.getState()).text;
    const item = editable(db().orderItems.get(h.orders[0].idPedido));
    expect(updateQuantities(db(), h.quotation.idComprador, [{ id: item.id, qtdePedida: item.qtdePedida + item.qtdeEmbalagem }]).itens).toHaveLength(1);
    const reads = () => h.seen.filter((action) => automaticOrderActions.suppliersLoaded.match(action)).length;
    const readsBefore = reads();

    h.store.dispatch(recentQuotationChanged({ idCotacao: h.quotation.id + 1 }));
    h.store.dispatch(recentQuotationChanged({ idCotacao: h.quotation.id }));
    await waitFor(() => expect(selectTotalView(h.store.getState()).text).not.toBe(before));
    expect(selectTotalView(h.store.getState())).toMatchObject({ text: expect.stringMatching(/R\$\s\d/), tooltip: 'Aguarde um instante', disabled: true });
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
  });
});
