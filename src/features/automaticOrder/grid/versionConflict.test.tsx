import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db/core/current';
import { updateQuantities } from '../../../../mocks/db/automaticOrder/automaticOrderViews';
import type { PedidoItemDto } from '../../../api/dto';
import { hasPackagingConflict } from '../../../domain/orderQuantity';
import { renderApp } from '../../../test/renderWithProviders';
import { userKey } from '../../../shared/lib/storage';
import { PENDING_SAVES_KEY } from '../../../entities/saves/savesSagas';
import { QUANTITY_QUEUE, quantitySaveKey } from './automaticOrderQueues';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity, type View } from '../../../test/automaticOrderPage';

/** An item of the open order whose quantity may take one or two more packagings. */
function freeItem({ store }: View, grid: HTMLElement): PedidoItemDto {
  const [idPedido] = store.getState().automaticOrder.openOrders;
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  return { ...db().orderItems.get(idPedido).find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))! };
}

const serverValue = (item: PedidoItemDto) => db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida;

/** Another session (another tab or buyer of the chain) writes the item on the server. */
const otherSessionWrites = (item: PedidoItemDto, qtdePedida: number) => updateQuantities(db(), db().quotationById.get(db().orderById.get(item.idPedido)!.idCotacao)!.idComprador, [{ id: item.id, qtdePedida }]);

describe('automatic order: a quantity changed elsewhere is never overwritten silently (docs/api.md "Versioned writes")', () => {
  it("a save over another session's newer value shows it at the cell; 'Usar o valor atual' takes it", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const item = freeItem(view, grid);
    const theirs = item.qtdePedida + 2 * item.qtdeEmbalagem;
    otherSessionWrites(item, theirs);

    const mine = item.qtdePedida + item.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, item.id), String(mine));

    const popover = await screen.findByRole('dialog', { name: new RegExp(`Este valor foi alterado em outra sessão. ${item.descricaoProdutoCliente}`) });
    expect(popover).toHaveTextContent(`Valor atual: ${theirs}. Seu valor: ${mine}.`);
    expect(quantityCell(grid, item.id).getAttribute('aria-describedby')).toBe(within(popover).getByText(/Valor atual/).id);
    expect(serverValue(item)).toBe(theirs);

    await view.user.click(within(popover).getByRole('button', { name: 'Usar o valor atual' }));
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(theirs)));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
    expect(serverValue(item)).toBe(theirs);
  });

  it("'Manter o meu' writes the buyer's value over the one they have now seen", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const item = freeItem(view, grid);
    otherSessionWrites(item, item.qtdePedida + 2 * item.qtdeEmbalagem);
    const mine = item.qtdePedida + item.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, item.id), String(mine));

    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(serverValue(item)).toBe(mine));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull());
    expect(quantityCell(grid, item.id)).toHaveTextContent(String(mine));
  });

  it('Ctrl+Z never writes the old value over one changed elsewhere since: the conflict shows instead', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const item = freeItem(view, grid);
    const mine = item.qtdePedida + item.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, item.id), String(mine));
    await waitFor(() => expect(serverValue(item)).toBe(mine));
    await waitFor(() => expect(view.store.getState().pendingSaves.entries).toHaveLength(0));
    const theirs = item.qtdePedida + 2 * item.qtdeEmbalagem;
    otherSessionWrites(item, theirs);

    await view.user.click(quantityCell(grid, item.id));
    await view.user.keyboard('{Control>}z{/Control}');

    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    expect(popover).toHaveTextContent(`Valor atual: ${theirs}. Seu valor: ${item.qtdePedida}.`);
    expect(serverValue(item)).toBe(theirs);
  });
});

describe('automatic order: a save replayed from the outbox goes through the same version check', () => {
  it("a quantity kept from before a reload, over a value changed elsewhere since, is shown as a conflict and not written", async () => {
    const { quotation } = quotationWithOrders();
    const order = db().ordersOf(quotation.id)[0];
    const item = { ...db().orderItems.get(order.idPedido).find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))! };
    const mine = item.qtdePedida + item.qtdeEmbalagem;
    const theirs = item.qtdePedida + 2 * item.qtdeEmbalagem;
    // The outbox kept from the last session: the value was typed over version 0 (the item as it was then).
    const kept = [{ id: 'kept-1', queue: QUANTITY_QUEUE, key: quantitySaveKey(item.id), payload: { idPedido: item.idPedido, id: item.id, qtdePedida: mine, versao: item.versao ?? 0 }, label: `${item.descricaoProdutoCliente}: ${mine} un`, at: 0, status: 'waiting', error: null }];
    localStorage.setItem(userKey('1001', PENDING_SAVES_KEY), JSON.stringify(kept));
    otherSessionWrites(item, theirs);

    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await waitFor(() => expect(view.store.getState().pendingSaves.entries[0]?.status).toBe('conflict'));
    expect(serverValue(item)).toBe(theirs);
    expect(view.store.getState().pendingSaves.entries[0].current).toEqual([expect.objectContaining({ id: item.id, qtdePedida: theirs })]);
  });
});
