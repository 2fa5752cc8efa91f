import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../api/dto';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { formatMoney } from '../../shared/lib/format';
import { renderApp } from '../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity, type View } from '../../test/automaticOrderPage';

/** The items the open order's grid has rendered (it virtualizes), as the server has them. */
function itemsOf({ store }: View, grid: HTMLElement): PedidoItemDto[] {
  const [idPedido] = store.getState().automaticOrder.openOrders;
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  return db().orderItems.get(idPedido).filter((item) => rendered.has(item.id));
}

describe('automatic order page', () => {
  it('shows the header with Pedido as the current step, the total before its first refresh and the part-1 actions', async () => {
    const { quotation } = quotationWithOrders();
    renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await screen.findByText('Total dos pedidos');
    expect(await screen.findByRole('heading', { name: new RegExp(`Cotação ${quotation.id}`) })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Etapas do pedido' });
    expect(within(stepper).getByText('Pedido').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Total dos pedidos').nextSibling).toHaveTextContent(/^R\$ -$/);
    expect(screen.getByRole('link', { name: 'Ver Produtos não Respondidos' })).toHaveAttribute('href', `/produtos-nao-respondidos/${quotation.id}`);
    expect(screen.getByRole('button', { name: 'Confirmar Pedido' })).toBeEnabled();
  });

  it('loads suppliers → representatives → 15 branch-order cards with Carregar mais → the product table of an opened card', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { cards, grid } = await openFirstOrder(view);
    expect(within(cards).getAllByRole('listitem').length).toBeLessThanOrEqual(15);
    expect(grid.querySelectorAll('.ag-header-cell').length).toBeGreaterThanOrEqual(10);
    expect(within(grid).getByText('EAN')).toBeInTheDocument();
  });

  it('saves an accepted quantity and updates the order total; a refused one reverts with its reason', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { card, grid } = await openFirstOrder(view);
    const items = itemsOf(view, grid);
    const free = items.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    const typed = free.qtdePedida + free.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, free.id), String(typed));
    await waitFor(() => expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed)));
    await waitFor(() => expect(db().orderItems.get(free.idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(typed));
    const expected = db().orderItems.get(free.idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0);
    await waitFor(() => expect(card.textContent).toContain(formatMoney(expected)));

    const packed = items.find((i) => i.id !== free.id && !i.combo && !i.quantidadeFixa && i.qtdeEmbalagem > 1 && !hasPackagingConflict(i))!;
    await typeQuantity(view, quantityCell(grid, packed.id), String(packed.qtdeEmbalagem + 1));
    expect(await screen.findByText(new RegExp(`Preencher com múltiplos de ${packed.qtdeEmbalagem} un`))).toBeInTheDocument();
    expect(quantityCell(grid, packed.id)).toHaveTextContent(String(packed.qtdePedida));
    await typeQuantity(view, quantityCell(grid, free.id), '0');
    expect(await screen.findByText(/A quantidade não pode ser zero\./)).toBeInTheDocument();
    expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed));
  });

  it('a save that fails keeps the typed value on its cell, marked not saved, with the retry on the cell and in the notice', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const free = itemsOf(view, grid).find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    db().faults.add({ method: 'POST', path: '/pedidoAutomatico/updateItemQuatity', status: 500, times: 1 });
    const typed = free.qtdePedida + free.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, free.id), String(typed));

    await waitFor(() => expect(quantityCell(grid, free.id)).toHaveClass('grid-quantity--unsaved'));
    expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed));
    const retry = within(quantityCell(grid, free.id)).getByRole('button', { name: 'Não salvo — Tentar novamente' });
    expect(screen.getByRole('alert', { name: 'Alterações não salvas' })).toHaveTextContent(`${free.descricaoProdutoCliente}: ${typed} un`);
    expect(db().orderItems.get(free.idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(free.qtdePedida);

    // From the keyboard: the cell focused, Tab reaches the retry, Enter sends the save again.
    await view.user.click(quantityCell(grid, free.id));
    await view.user.keyboard('{Escape}{Tab}');
    expect(retry).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(db().orderItems.get(free.idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(typed));
    await waitFor(() => expect(quantityCell(grid, free.id)).not.toHaveClass('grid-quantity--unsaved'));
    expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed));
    expect(screen.queryByRole('alert', { name: 'Alterações não salvas' })).toBeNull();
  });

  it('an order that can no longer be edited (sent: DECISIONS 13) shows its quantities without inputs', async () => {
    const { quotation, orders } = quotationWithOrders();
    for (const order of orders) order.situacaoPedido = 'ENVIADO';
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const [item] = itemsOf(view, grid);
    const cell = quantityCell(grid, item.id);
    expect(cell).toHaveClass('grid-quantity--disabled');
    await view.user.click(cell);
    await view.user.keyboard('9{Enter}');
    expect(grid.querySelector('.ag-cell-inline-editing')).toBeNull();
    expect(cell).toHaveTextContent(String(item.qtdePedida));
    expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(item.qtdePedida);
  });

  it("follows the server's editavel flag over the status: an order the server says is not editable shows no inputs", async () => {
    const { quotation, orders } = quotationWithOrders();
    for (const order of orders) Object.assign(order, { situacaoPedido: 'NAO_INICIADO', editavel: false });
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const [item] = itemsOf(view, grid);
    expect(quantityCell(grid, item.id)).toHaveClass('grid-quantity--disabled');
  });

  it("with a filter that finds nothing: 'Nenhum dado foi encontrado!' and 'Limpar filtro' clears the address", async () => {
    const { quotation } = quotationWithOrders();
    const { user, router } = renderApp({ route: `/pedido-automatico/${quotation.id}?busca=nada-com-isso-xyz` });
    expect(await screen.findByText('Nenhum dado foi encontrado!')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('nada-com-isso-xyz');
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await screen.findAllByRole('button', { name: /\d pedidos?/ })).length).toBeGreaterThan(0);
  });

  it('without a filter and without orders, the empty result links back to the summary', async () => {
    const { quotation } = quotationWithOrders();
    db().ordersByQuotation.delete(quotation.id);
    renderApp({ route: `/pedido-automatico/${quotation.id}` });
    expect(await screen.findByText('Nenhum dado foi encontrado!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao resumo' })).toHaveAttribute('href', `/pedido-resumo/${quotation.id}`);
    expect(screen.queryByRole('button', { name: 'Limpar filtro' })).toBeNull();
  });

  it('applies the filter through the address: the value takes comma decimals, invalid becomes 0', async () => {
    const { quotation } = quotationWithOrders();
    const { user, router } = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await screen.findAllByRole('button', { name: /\d pedidos?/ });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'dipirona');
    const value = screen.getByRole('textbox', { name: 'Valor da comparação' });
    await user.clear(value);
    await user.type(value, '12,5');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('dipirona'));
    expect(new URLSearchParams(router.state.location.search).get('valor')).toBe('12.50');
    const applied = screen.getByRole('textbox', { name: 'Valor da comparação' });
    expect(applied).toHaveValue('12,50');
    await user.clear(applied);
    await user.type(applied, 'abc');
    await user.tab();
    expect(applied).toHaveValue('0,00');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
