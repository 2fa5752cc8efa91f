import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/current';
import { updateQuantities } from '../../../mocks/db/automaticOrderViews';
import type { PedidoItemDto } from '../../api/dto';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity, type View } from '../../test/automaticOrderPage';

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
