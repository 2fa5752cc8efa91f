import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { db, resetDb } from '../../../../mocks/db/core/current';
import { server } from '../../../../mocks/node';
import { DEFAULT_CONFIG } from '../../../app/configSlice';
import { setupStore } from '../../../app/store';
import { DEFAULT_FILTER } from '../../../domain/automaticOrderFilter';
import { selectOrderItems } from '../../../entities/entitiesSelectors';
import { itemsSavedHere } from '../../../entities/saves/itemsSync';
import { FAST_TIMING } from '../../../shared/saga/timing';
import { signedInAs } from '../../../test/session';
import { onTeardown } from '../../../test/teardown';
import { answersActions } from '../answers/answersSlice';
import { automaticOrderFeature } from '../automaticOrderFeature';
import { selectOrderCount } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';
import { selectionActions } from './selectionSlice';
import { NOTHING_SELECTED } from './selectionTexts';

function start(filter = DEFAULT_FILTER) {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  const seen: UnknownAction[] = [];
  const navigate = jest.fn();
  const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador') }, timing: FAST_TIMING, navigate, onAction: (action) => seen.push(action) });
  onTeardown(store.stopSagas);
  store.injectFeature(automaticOrderFeature.feature);
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && /delete|remover/.test(url.pathname)) paths.push(url.pathname.replace(/.*pedidoAutomatico\//, '') + url.search);
  };
  server.events.on('request:start', listener);
  onTeardown(() => server.events.removeListener('request:start', listener));
  store.dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao: quotation.id, filter, supplierPage: 0 }));
  return { store, quotation, orders: db().ordersOf(quotation.id), seen, navigate, paths };
}

type Harness = ReturnType<typeof start>;
const state = (h: Harness) => h.store.getState();
const suppliersLoaded = (h: Harness) => waitFor(() => expect(state(h).automaticOrder.suppliers.status).toBe('loaded'));
const orderCount = (h: Harness) => selectOrderCount(state(h));

async function deleteSelected(h: Harness) {
  h.store.dispatch(selectionActions.deleteRequested());
  expect(state(h).automaticOrderSelection.deletion.confirming).toBe(true);
  h.store.dispatch(selectionActions.deleteConfirmed());
  await waitFor(() => expect(state(h).automaticOrderSelection.notice?.tone).toBe('success'));
  await suppliersLoaded(h);
}

async function openItems(h: Harness, idPedido: number) {
  h.store.dispatch(automaticOrderActions.orderOpenRequested(idPedido));
  await waitFor(() => expect(selectOrderItems(state(h), idPedido).length).toBeGreaterThan(0));
  return selectOrderItems(state(h), idPedido);
}

describe('deleting the selection (spec 03 §4.2, §7.1)', () => {
  it('warns when nothing is selected and asks nothing', async () => {
    const h = start();
    await suppliersLoaded(h);
    h.store.dispatch(selectionActions.deleteRequested());
    expect(state(h).automaticOrderSelection.notice).toEqual({ tone: 'warning', text: NOTHING_SELECTED });
    expect(state(h).automaticOrderSelection.deletion.confirming).toBe(false);
  });

  it('all selected under a filter deletes by filter, then the lists refresh on the first page', async () => {
    const probe = start();
    await suppliersLoaded(probe);
    const ean = (await openItems(probe, probe.orders[0].idPedido))[0].codigoBarras;
    probe.store.stopSagas();
    const h = start({ ...DEFAULT_FILTER, busca: ean });
    await suppliersLoaded(h);
    h.store.dispatch(selectionActions.selectAllToggled());
    await deleteSelected(h);
    expect(h.paths).toEqual([`deletePedidoItemByFiltro?idCotacao=${h.quotation.id}`]);
    expect(state(h).automaticOrder.suppliers.ids).toEqual([]);
    expect(state(h).automaticOrder.supplierPage).toBe(0);
    expect(state(h).automaticOrderSelection.selection).toEqual({ all: false, orders: {} });
    // A filter is active: the lists refresh, the buyer stays (on the first page of the same address).
    expect(h.navigate).toHaveBeenCalledWith(`/pedido-automatico/${h.quotation.id}?busca=${ean}`, { replace: true });
    expect(h.navigate).not.toHaveBeenCalledWith(`/pedido-resumo/${h.quotation.id}`, undefined);
  });

  it('only chosen orders and items: whole orders by deletePedido, the checked items by deletePedidoItem, nothing else', async () => {
    const h = start();
    await suppliersLoaded(h);
    const before = orderCount(h);
    const [whole, partial] = [h.orders[0], h.orders[1]];
    const items = await openItems(h, partial.idPedido);
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: whole.idPedido, orderCount: before }));
    h.store.dispatch(selectionActions.itemSelectionToggled({ idPedido: partial.idPedido, id: items[0].id, itemCount: items.length, orderCount: before }));
    await deleteSelected(h);
    expect(h.paths).toEqual(['deletePedido?isParcialmenteSelecionados=false', 'deletePedidoItem?isParcialmenteSelecionados=true']);
    expect(orderCount(h)).toBe(before - 1);
    expect((await openItems(h, partial.idPedido)).map((i) => i.id)).toEqual(items.slice(1).map((i) => i.id));
  });

  it('all but one order deletes everything else (removerItensFiltradosParcialmente)', async () => {
    const h = start();
    await suppliersLoaded(h);
    const kept = h.orders[2];
    h.store.dispatch(selectionActions.selectAllToggled());
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: kept.idPedido, orderCount: orderCount(h) }));
    await deleteSelected(h);
    expect(h.paths).toEqual([`removerItensFiltradosParcialmente/${h.quotation.id}`]);
    expect(orderCount(h)).toBe(1);
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith(`/pedido-automatico/${h.quotation.id}`, { replace: true });
  });

  it('deleting everything without a filter returns to the summary (restart condition)', async () => {
    const h = start();
    await suppliersLoaded(h);
    h.store.dispatch(selectionActions.selectAllToggled());
    await deleteSelected(h);
    await waitFor(() => expect(h.navigate).toHaveBeenCalledWith(`/pedido-resumo/${h.quotation.id}`, undefined));
  });
});

describe('excluded products (spec 03 §7.1, §8)', () => {
  it('shows the empty text, lists what was deleted, and re-inserts it; the view is kept per quotation', async () => {
    const h = start();
    await suppliersLoaded(h);
    h.store.dispatch(selectionActions.excludedViewToggled(true));
    await waitFor(() => expect(state(h).automaticOrderSelection.excluded.status).toBe('loaded'));
    expect(state(h).automaticOrderSelection.excluded.total).toBe(0);
    h.store.dispatch(selectionActions.excludedViewToggled(false));
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: h.orders[0].idPedido, orderCount: orderCount(h) }));
    await deleteSelected(h);
    h.store.dispatch(selectionActions.excludedViewToggled(true));
    await waitFor(() => expect(state(h).automaticOrderSelection.excluded.total).toBe(h.orders[0].quantidadeItens));
    h.store.dispatch(selectionActions.reinsertRequested(null));
    await waitFor(() => expect(state(h).automaticOrderSelection.notice?.text).toMatch(/reinseridos/));
    await waitFor(() => expect(state(h).automaticOrderSelection.excluded.total).toBe(0));
    await suppliersLoaded(h);
    // The deletion and the re-insert were each told to the buyer's other tabs, which read their lists again.
    const told = { idCotacao: h.quotation.id, itens: [], pedidos: [], removidos: [], reread: true };
    expect(h.seen.filter(itemsSavedHere.match).map((action) => action.payload)).toEqual([told, told]);
    // Entering the quotation again opens the excluded view again (the flag is kept locally per quotation).
    h.store.dispatch(automaticOrderActions.automaticOrderLeft());
    h.store.dispatch(automaticOrderActions.automaticOrderEntered({ idCotacao: h.quotation.id, filter: DEFAULT_FILTER, supplierPage: 0 }));
    expect(state(h).automaticOrderSelection.excluded.open).toBe(true);
  });
});

describe('answers per product (spec 03 §2.3, §4.2)', () => {
  it("warns without a selection; otherwise lists 3 answers per page and choosing another representative's answer moves the item to that representative's order", async () => {
    const h = start();
    await suppliersLoaded(h);
    h.store.dispatch(answersActions.answersRequested());
    expect(state(h).automaticOrderSelection.notice?.text).toBe(NOTHING_SELECTED);
    expect(state(h).automaticOrderAnswers.open).toBe(false);
    const order = h.orders.find((o) => db().answersOf(h.quotation.id).filter((x) => x.idCliente === o.idCliente).length > 1)!;
    await openItems(h, order.idPedido);
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: order.idPedido, orderCount: orderCount(h) }));
    h.store.dispatch(answersActions.answersRequested());
    await waitFor(() => expect(state(h).automaticOrderAnswers.status).toBe('loaded'));
    const { rows, total } = state(h).automaticOrderAnswers;
    expect(rows.length).toBe(3);
    expect(total).toBeGreaterThan(3);
    const other = rows.find((row) => !row.comprarCliente && !row.ignorada)!;
    h.store.dispatch(answersActions.answerChosen({ id: other.id, idPedidoItem: other.idPedidoItem }));
    // The open order is read again: the item left it.
    await waitFor(() => expect(state(h).automaticOrderAnswers.rows.find((row) => row.id === other.id)?.comprarCliente).toBe(true));
    await waitFor(() => expect(selectOrderItems(state(h), order.idPedido).some((i) => i.id === other.idPedidoItem)).toBe(false));
    const chosen = state(h).automaticOrderAnswers.rows.find((row) => row.id === other.id)!;
    expect(db().orderById.get(chosen.idPedido)).toMatchObject({ idFornecedor: other.idFornecedor, idRepresentante: other.idRepresentante, idCliente: order.idCliente });
    h.store.dispatch(answersActions.answersCloseRequested());
    expect(state(h).automaticOrderAnswers.open).toBe(false);
    // The lists are read again after a change.
    await suppliersLoaded(h);
  });
});

describe("a branch order's delete icon", () => {
  it('deletes that order alone and keeps the rest of the selection', async () => {
    const h = start();
    await suppliersLoaded(h);
    const before = orderCount(h);
    const [target, other] = h.orders;
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: other.idPedido, orderCount: before }));
    h.store.dispatch(selectionActions.orderDeleteRequested(target.idPedido));
    expect(state(h).automaticOrderSelection.deletion).toMatchObject({ confirming: true, idPedido: target.idPedido });
    h.store.dispatch(selectionActions.deleteConfirmed());
    await waitFor(() => expect(state(h).automaticOrderSelection.notice?.tone).toBe('success'));
    await suppliersLoaded(h);
    expect(h.paths).toEqual(['deletePedido?isParcialmenteSelecionados=false']);
    expect(orderCount(h)).toBe(before - 1);
    expect(Object.keys(state(h).automaticOrderSelection.selection.orders)).toEqual([String(other.idPedido)]);
  });
});

describe('the ordered quantity of an answer', () => {
  it('changes the order item when the answer is the chosen one; more than it offers, or a quantity off the box, is refused on its row', async () => {
    const h = start();
    await suppliersLoaded(h);
    const order = h.orders[0];
    await openItems(h, order.idPedido);
    h.store.dispatch(selectionActions.orderSelectionToggled({ idPedido: order.idPedido, orderCount: orderCount(h) }));
    h.store.dispatch(answersActions.answersRequested());
    await waitFor(() => expect(state(h).automaticOrderAnswers.status).toBe('loaded'));
    const box = (row: { quantidadeEmbalagem: number }) => Math.max(1, row.quantidadeEmbalagem);
    const chosen = state(h).automaticOrderAnswers.rows.find((row) => row.comprarCliente && row.quantidadePedir > box(row))!;
    const above = Math.max(chosen.quantidade, chosen.quantidadePedir) + box(chosen);
    h.store.dispatch(answersActions.answerQuantityChanged({ id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: above }));
    await waitFor(() => expect(state(h).automaticOrderAnswers.rowError?.text).toMatch(/respondeu .* não é possível pedir/));
    const wanted = chosen.quantidadePedir - box(chosen);
    h.store.dispatch(answersActions.answerQuantityChanged({ id: chosen.id, idPedidoItem: chosen.idPedidoItem, quantidadePedir: wanted }));
    await waitFor(() => expect(selectOrderItems(state(h), order.idPedido).find((i) => i.id === chosen.idPedidoItem)?.qtdePedida).toBe(wanted));
    const boxed = state(h).automaticOrderAnswers.rows.find((row) => row.quantidadeEmbalagem > 1)!;
    h.store.dispatch(answersActions.answerQuantityChanged({ id: boxed.id, idPedidoItem: boxed.idPedidoItem, quantidadePedir: boxed.quantidadeEmbalagem + 1 }));
    await waitFor(() => expect(state(h).automaticOrderAnswers.rowError).toEqual({ id: boxed.id, text: `A quantidade deve ser múltipla de ${boxed.quantidadeEmbalagem}.` }));
  });
});
