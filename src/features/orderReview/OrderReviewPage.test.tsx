import { selectItems } from './orderReviewSelectors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import type { DbOrder } from '../../../mocks/db/core/types';
import { orderSendRequested, ordersChanged } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';
import { quantityCell, quotationWithOrders } from '../../test/automaticOrderPage';
import { openFirst, openFirstOrder } from '../../test/orderReviewPage';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { formatMoney } from '../../shared/lib/format';
import { FILTER_NOTICE, LOADING_BRANCHES, LOADING_REPRESENTATIVES, LOADING_SUPPLIERS } from './orderReviewTexts';

/** A quotation whose orders were confirmed (the automatic order's 'Confirmar Pedido'). */
function confirmedQuotation() {
  const { quotation, orders } = quotationWithOrders();
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return { quotation, orders };
}

const markPending = (order: DbOrder) => (order.situacaoPedido = 'ENVIADO_PENDENTE_DE_PAGAMENTO');

describe('order review page', () => {
  it('shows the header with Revisão e envio as the current step, the actions, and suppliers with their totals (no tabs without pending payment)', async () => {
    const { quotation, orders } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const stepper = await screen.findByRole('navigation', { name: 'Etapas do pedido' });
    expect(screen.getByRole('heading', { name: new RegExp(`Cotação ${quotation.id}`) })).toBeInTheDocument();
    expect(within(stepper).getByText('Revisão e envio').closest('li')).toHaveAttribute('aria-current', 'step');
    const suppliers = new Set(orders.map((o) => o.idFornecedor));
    await waitFor(() => expect(screen.getAllByText(/Total do pedido:/)).toHaveLength(suppliers.size));
    expect(screen.queryByRole('tablist', { name: 'Pedidos' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Enviar pedidos' }));
    expect(view.dispatched(orderSendRequested)).toEqual([{ idCotacao: quotation.id, idPedidos: 'todos' }]);
  });

  it("says 'Carregando Fornecedores...' while the suppliers load", async () => {
    const { quotation } = confirmedQuotation();
    db().faults.add({ path: '/revisaoEnvio/:id/fornecedores', delayMs: 60_000, times: 1 });
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByText(LOADING_SUPPLIERS)).toBeInTheDocument();
  });

  it("says 'Carregando Representantes...' and 'Carregando Filiais...' while those lists load", async () => {
    const { quotation } = confirmedQuotation();
    db().faults.add({ path: '/revisaoEnvio/:id/representantes', delayMs: 60_000, times: 1 });
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await openFirst(view, 'review-toggle:not(.review-toggle--representative)');
    expect(await screen.findByText(LOADING_REPRESENTATIVES)).toBeInTheDocument();
    db().faults.add({ path: '/revisaoEnvio/:id/filiais', delayMs: 60_000, times: 1 });
    await openFirst(view, 'review-toggle:not(.review-toggle--representative)');
    await openFirst(view, 'review-toggle--representative');
    expect(await screen.findByText(LOADING_BRANCHES)).toBeInTheDocument();
  });

  it('says why the suppliers did not load', async () => {
    const { quotation } = confirmedQuotation();
    db().faults.add({ path: '/revisaoEnvio/:id/fornecedores', status: 500, body: { mensagem: 'Falha no servidor.' } });
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha no servidor.');
  });

  it('opens supplier → representative → branch order (status, total) → its items, 10 per page with the page-size selector', async () => {
    const { quotation } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { card, grid } = await openFirstOrder(view);
    expect(card).toHaveTextContent('Confirmado');
    expect(card).toHaveTextContent('Faturado: ');
    const idPedido = view.store.getState().orderReview.openOrders[0];
    const count = db().orderItems.get(idPedido).length;
    expect(grid.querySelectorAll('.ag-row').length).toBe(Math.min(10, count));
    expect(within(grid).getByText('Produto')).toBeInTheDocument();
    expect(grid.querySelector('[col-id="qtdePedida"].grid-quantity')).not.toBeNull();
    if (count > 10) {
      expect(screen.getByLabelText('Produtos por página')).toBeInTheDocument();
      await view.user.click(screen.getByRole('button', { name: /Página 2|^2$/ }));
      await waitFor(() => expect(view.store.getState().orderReview.items[idPedido].page).toBe(1));
    }
  });

  it('saves an accepted quantity before sending (the order total follows); a refused one reverts with its reason', async () => {
    const { quotation } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { card, grid } = await openFirstOrder(view);
    const idPedido = view.store.getState().orderReview.openOrders[0];
    const shown = selectItems(view.store.getState(), idPedido).rows;
    const free = shown.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    const typed = free.qtdePedida + Math.max(1, free.qtdeEmbalagem);
    const type = async (id: number, text: string) => {
      await view.user.click(quantityCell(grid, id));
      await waitFor(() => expect(quantityCell(grid, id)).toHaveFocus());
      await view.user.keyboard(`${text}{Enter}`);
    };
    await type(free.id, String(typed));
    await waitFor(() => expect(db().orderItems.get(idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(typed));
    const expected = db().orderItems.get(idPedido).reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0);
    await waitFor(() => expect(card.textContent).toContain(formatMoney(Math.round(expected * 100) / 100)));
    await type(free.id, '0');
    expect(await screen.findByText(/A quantidade não pode ser zero\./)).toBeInTheDocument();
    expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed));
  });

  it('shows the tabs with counts when some order is pending payment; the pending tab lists branch orders flat', async () => {
    const { quotation, orders } = confirmedQuotation();
    markPending(orders[0]);
    markPending(orders[1]);
    orders[0].faturamentoMinimo = 100_000_000;
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const all = await screen.findByRole('tab', { name: `Todos (${orders.length})` });
    expect(all).toHaveAttribute('aria-selected', 'true');
    await view.user.click(screen.getByRole('tab', { name: 'Pendentes de pagamento (2)' }));
    await waitFor(() => expect(document.querySelectorAll('.review-order').length).toBe(2));
    expect(screen.getAllByText('Aguardando pagamento')).toHaveLength(2);
    // The order below its supplier's minimum billing says how much it lacks (§9), once.
    expect(screen.getAllByText(/^Faltam R\$\s[\d.]+,\d{2} para o mínimo de faturamento \| Vl\. [sc]\/ ST$/)).toHaveLength(1);
    expect(screen.queryByText(/Total do pedido:/)).toBeNull();
  });

  it('selects the pending tab by itself when no order is outside it', async () => {
    const { quotation, orders } = confirmedQuotation();
    orders.forEach(markPending);
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByRole('tab', { name: /Pendentes de pagamento/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("a filter with no match says 'Nenhum dado foi encontrado!'; the notice removes the filter", async () => {
    const { quotation } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await screen.findAllByText(/Total do pedido:/);
    await view.user.click(screen.getByRole('button', { name: 'Filtrar Pedidos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar Pedidos' });
    await view.user.type(within(dialog).getByLabelText('Código do pedido'), '999999999');
    await view.user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum dado foi encontrado!')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: FILTER_NOTICE }));
    expect((await screen.findAllByText(/Total do pedido:/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: FILTER_NOTICE })).toBeNull();
  });

  it('reads the orders again when another feature says they changed (ordersChanged)', async () => {
    const { quotation, orders } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await openFirstOrder(view);
    const idPedido = view.store.getState().orderReview.openOrders[0];
    orders.find((o) => o.idPedido === idPedido)!.situacaoPedido = 'FATURADO_RETORNO';
    act(() => void view.store.dispatch(ordersChanged({ idCotacao: quotation.id })));
    await waitFor(() => expect(document.querySelector('.review-order--open')).toHaveTextContent('Faturado'));
    // The item panel stayed open (remembered per order) and the quantities are no longer inputs.
    const grid = await screen.findByRole('region', { name: /Produtos do pedido de/ });
    await waitFor(() => expect(grid.querySelector('[col-id="qtdePedida"].grid-quantity')).toBeNull());
  });

  it("'Resumo dos Pedidos' shows Economia, Retorno faturamento and Produtos e unidades, without the looping checkbox when looping is not set", async () => {
    const { quotation } = confirmedQuotation();
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await screen.findAllByText(/Total do pedido:/);
    await view.user.click(screen.getByRole('button', { name: 'Resumo dos Pedidos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resumo dos Pedidos' });
    expect(await within(dialog).findByText(/Economia: R\$/)).toBeInTheDocument();
    // Issue 28: each row says its branch (one supplier and representative have a row per branch).
    expect(within(dialog).getByRole('columnheader', { name: 'Filial' })).toBeInTheDocument();
    const branches = new Set(db().ordersOf(quotation.id).map((o) => o.nomeFantasiaCliente));
    const rows = within(dialog).getAllByRole('row').slice(1);
    for (const row of rows) expect(branches.has(within(row).getAllByRole('cell')[2].textContent ?? '')).toBe(true);
    expect(within(dialog).queryByLabelText('Desconsiderar pedidos de looping')).toBeNull();
    await view.user.click(within(dialog).getByRole('tab', { name: 'Retorno faturamento' }));
    expect(await within(dialog).findByText(/Faturado: R\$/)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('tab', { name: 'Produtos e unidades' }));
    expect(await within(dialog).findByText(/Unidades: /)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row').length).toBeLessThanOrEqual(11);
  });
});
