import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTeardown } from '../../../test/teardown';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/core/current';
import { updateQuantities } from '../../../../mocks/db/automaticOrder/automaticOrderViews';
import { productBranches, removeFromBranches } from '../../../../mocks/db/automaticOrder/automaticOrderMassEdit';
import type { PedidoItemDto } from '../../../api/dto';
import { hasPackagingConflict } from '../../../domain/orderQuantity';
import { formatMoney } from '../../../shared/lib/format';
import { FAST_TIMING } from '../../../shared/saga/timing';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity, type View } from '../../../test/automaticOrderPage';

function freeItem({ store }: View, grid: HTMLElement): PedidoItemDto {
  const [idPedido] = store.getState().automaticOrder.openOrders;
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  return { ...db().orderItems.get(idPedido).find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))! };
}

/** The buyer's channel, as another tab of theirs opens it (entities/saves/tabSync.ts). */
function channelOf(view: View): BroadcastChannel {
  const channel = new BroadcastChannel(`cotacoes-e-pedidos:salvos:${view.store.getState().session.user!.sub}`);
  // Closed after the test whatever its end (an open channel keeps the test process alive).
  onTeardown(() => channel.close());
  return channel;
}
const orderTotal = (idPedido: number) => db().orderItems.get(idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0);

/** The automatic order of a quotation with orders, its first order open, and a free item of that order on screen. */
async function openWithFreeItem(timing?: typeof FAST_TIMING) {
  const { quotation } = quotationWithOrders();
  const view = renderApp({ route: `/pedido-automatico/${quotation.id}`, ...(timing ? { timing } : {}) });
  const { card, grid } = await openFirstOrder(view);
  return { quotation, view, card, grid, item: freeItem(view, grid) };
}

describe("automatic order: the buyer's other tabs stay in step (BroadcastChannel)", () => {
  it("a save in another tab shows in this tab's cell and order total", async () => {
    const { quotation, view, card, grid, item } = await openWithFreeItem();
    const theirs = item.qtdePedida + item.qtdeEmbalagem;
    const saved = updateQuantities(db(), quotation.idComprador, [{ id: item.id, qtdePedida: theirs }]);
    const other = channelOf(view);
    other.postMessage({ change: { idCotacao: quotation.id, itens: saved.itens, pedidos: saved.pedidos, removidos: [] } });

    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(theirs)));
    await waitFor(() => expect(card.textContent).toContain(formatMoney(orderTotal(item.idPedido))));
    other.close();
  });

  it('a save here is told to the other tabs with the item and its new version', async () => {
    const { view, grid, item } = await openWithFreeItem();
    const other = channelOf(view);
    const heard: { change: { itens: PedidoItemDto[] } }[] = [];
    other.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
    const mine = item.qtdePedida + item.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, item.id), String(mine));
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].change.itens).toEqual([expect.objectContaining({ id: item.id, qtdePedida: mine, versao: expect.any(Number) })]);
    expect(heard[0].change.itens[0].versao).toBeGreaterThan(item.versao ?? 0);
    other.close();
  });
});

describe('automatic order: changes by other sessions show while the page is open (changes poll)', () => {
  it("another buyer's change appears in the cell; a value the buyer typed meanwhile is not overwritten but shown as a conflict", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}`, timing: { ...FAST_TIMING, changesPollMs: 20 } });
    const { grid } = await openFirstOrder(view);
    const first = freeItem(view, grid);
    const theirs = first.qtdePedida + 2 * first.qtdeEmbalagem;
    updateQuantities(db(), quotation.idComprador, [{ id: first.id, qtdePedida: theirs }]);
    await waitFor(() => expect(quantityCell(grid, first.id)).toHaveTextContent(String(theirs)));

    // The buyer opens the cell and types; meanwhile another change lands and reaches the page.
    await view.user.click(quantityCell(grid, first.id));
    await waitFor(() => expect(quantityCell(grid, first.id)).toHaveFocus());
    await view.user.keyboard('{Enter}');
    const editor = await waitFor(() => within(quantityCell(grid, first.id)).getByRole('textbox'));
    await view.user.clear(editor);
    await view.user.type(editor, String(first.qtdePedida + first.qtdeEmbalagem));
    const again = first.qtdePedida + 3 * first.qtdeEmbalagem;
    updateQuantities(db(), quotation.idComprador, [{ id: first.id, qtdePedida: again }]);
    await waitFor(() => expect(view.store.getState().entities.orderItems.byOrder[first.idPedido].items.find((i) => i.id === first.id)?.qtdePedida).toBe(again));
    expect(editor).toHaveValue(String(first.qtdePedida + first.qtdeEmbalagem));

    await view.user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    expect(popover).toHaveTextContent(`Valor atual: ${again}. Seu valor: ${first.qtdePedida + first.qtdeEmbalagem}.`);
    expect(db().orderItems.get(first.idPedido).find((i) => i.id === first.id)!.qtdePedida).toBe(again);
  });
});

/** Another session (or tab) deletes the product of `item` from the item's branch, as 'Excluir das filiais' does. */
function deleteElsewhere(idCotacao: number, item: PedidoItemDto) {
  const branches = productBranches(db(), idCotacao, item.codigoBarras)!;
  const cnpj = db().orderById.get(item.idPedido)!.cnpjCliente;
  return removeFromBranches(db(), idCotacao, branches, new Set([cnpj]));
}

describe('automatic order: products deleted elsewhere leave the open order', () => {
  it("another session's deletion takes the row out and the order's total follows (changes poll)", async () => {
    const { quotation, card, grid, item } = await openWithFreeItem({ ...FAST_TIMING, changesPollMs: 20 });
    // The poll has taken its starting version.
    await waitFor(() => expect(quantityCell(grid, item.id)).toBeInTheDocument());
    deleteElsewhere(quotation.id, item);
    await waitFor(() => expect(grid.querySelector(`[row-id="${item.id}"]`)).toBeNull());
    const total = db().orderById.get(item.idPedido)!.valorTotal;
    await waitFor(() => expect(card.textContent).toContain(formatMoney(total)));
  });

  it("a deletion in another tab of the buyer's reaches this tab, which reads its lists again", async () => {
    const { quotation, view, grid, item } = await openWithFreeItem();
    deleteElsewhere(quotation.id, item);
    const other = channelOf(view);
    other.postMessage({ change: { idCotacao: quotation.id, itens: [], pedidos: [], removidos: [], reread: true } });
    await waitFor(() => expect(grid.querySelector(`[row-id="${item.id}"]`)).toBeNull());
    other.close();
  });

  it('an item the other tab names as gone leaves the rows before any list is read again', async () => {
    const { quotation, view, grid, item } = await openWithFreeItem();
    deleteElsewhere(quotation.id, item);
    // The order's items are not read again (the request never answers): only the message can take the row out.
    const held: (() => void)[] = [];
    let ended = false;
    server.use(http.post('*/api/pedidoAutomatico/:id/itens', () => (ended ? HttpResponse.error() : new Promise<Response>((resolve) => held.push(() => resolve(HttpResponse.error()))))));
    onTeardown(() => {
      ended = true;
      held.forEach((release) => release());
    });
    const other = channelOf(view);
    other.postMessage({ change: { idCotacao: quotation.id, itens: [], pedidos: [], removidos: [{ id: item.id, idPedido: item.idPedido }] } });
    await waitFor(() => expect(grid.querySelector(`[row-id="${item.id}"]`)).toBeNull());
    other.close();
  });
});
