import { screen, waitFor, within } from '@testing-library/react';
import { automaticOrderIndex } from '../../../../mocks/db/automaticOrder/automaticOrderIndex';
import { ALREADY_SENT_MESSAGE } from '../../../../mocks/db/automaticOrder/automaticOrderConfirm';
import { hasComboOffers } from '../../../../mocks/db/combo/comboOffers';
import { db } from '../../../../mocks/db/core/current';
import { OVER_DOUBLE_FILTER } from '../../../domain/overDouble';
import { renderApp } from '../../../test/renderWithProviders';
import { quotationWithOrders } from '../../../test/automaticOrderPage';
import { CONFIRM_ORDER, CONFIRM_ORDERS, OVER_DOUBLE_TITLE, RESTART_ORDERS, REVIEW_QUANTITIES } from './confirmTexts';

/** Sets one item of the quotation's first order to three times its quoted quantity (above double). */
function orderAboveDouble(idCotacao: number) {
  const [order] = db().ordersOf(idCotacao);
  const items = db().orderItems.edit(order.idPedido);
  const item = items.find((candidate) => !candidate.combo && candidate.qtdeCotada > 0)!;
  item.qtdePedida = item.qtdeCotada * 3;
  automaticOrderIndex(db(), idCotacao).refresh(order.idPedido, items);
  return { order, item };
}

async function confirm(view: ReturnType<typeof renderApp>) {
  await view.user.click(await screen.findByRole('button', { name: CONFIRM_ORDER }));
}

describe('confirm and restart the automatic order', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('a refused pre-check shows the server message in a banner and scrolls up', async () => {
    const { quotation, orders } = quotationWithOrders();
    orders[0].situacaoPedido = 'ENVIADO';
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await confirm(view);
    expect(await screen.findByText(ALREADY_SENT_MESSAGE)).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(view.router.state.location.pathname).toBe(`/pedido-automatico/${quotation.id}`);
    expect(orders[1].situacaoPedido).not.toBe('CONFIRMADO');
  });

  it('without orders above double it confirms directly (orders CONFIRMADO) and lands on the review route', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await confirm(view);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}`));
    expect(screen.queryByRole('dialog', { name: OVER_DOUBLE_TITLE })).toBeNull();
    expect(db().ordersOf(quotation.id).every((order) => order.situacaoPedido === 'CONFIRMADO')).toBe(true);
  });

  it("orders above double open the modal; 'Revisar as quantidades' sets the filter in the store and the address", async () => {
    const { quotation } = quotationWithOrders();
    const { order, item } = orderAboveDouble(quotation.id);
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await confirm(view);
    const dialog = await screen.findByRole('dialog', { name: OVER_DOUBLE_TITLE });
    expect(within(dialog).getByText(order.nomeFantasiaCliente)).toBeInTheDocument();
    const products = await within(dialog).findByRole('region', { name: new RegExp(`Produtos acima do dobro no pedido de`) });
    expect(await within(products).findByText(item.codigoBarras)).toBeInTheDocument();
    expect(within(products).getByText('200,00%')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: REVIEW_QUANTITIES }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: OVER_DOUBLE_TITLE })).toBeNull());
    expect(view.store.getState().automaticOrder.filter).toEqual(OVER_DOUBLE_FILTER);
    await waitFor(() => expect(view.router.state.location.search).toContain('tipoComparacao=2'));
    expect(view.router.state.location.search).toContain('valor=100.00');
    expect(db().ordersOf(quotation.id)[0].situacaoPedido).not.toBe('CONFIRMADO');
  });

  it("'Confirmar pedidos' keeps the quantities above double, confirms and lands on the review route", async () => {
    const { quotation } = quotationWithOrders();
    const { item } = orderAboveDouble(quotation.id);
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await confirm(view);
    const dialog = await screen.findByRole('dialog', { name: OVER_DOUBLE_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: CONFIRM_ORDERS }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}`));
    expect(db().ordersOf(quotation.id).every((order) => order.situacaoPedido === 'CONFIRMADO')).toBe(true);
    expect(db().orderItems.get(item.idPedido).find((candidate) => candidate.id === item.id)!.qtdePedida).toBe(item.qtdeCotada * 3);
  });

  it("'Reiniciar Pedidos' asks first; confirmed, both reset calls run, the state is cleared and the summary opens", async () => {
    const { quotation } = quotationWithOrders();
    quotation.pedidoGerado = 'AUTOMATICO';
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', { name: RESTART_ORDERS }));
    const dialog = await screen.findByRole('dialog', { name: RESTART_ORDERS });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(db().ordersOf(quotation.id).length).toBeGreaterThan(0);
    await view.user.click(screen.getByRole('button', { name: RESTART_ORDERS }));
    await view.user.click(within(await screen.findByRole('dialog', { name: RESTART_ORDERS })).getByRole('button', { name: RESTART_ORDERS }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/pedido-resumo/${quotation.id}`));
    expect(db().ordersOf(quotation.id)).toHaveLength(0);
    expect(quotation.pedidoGerado).toBeUndefined();
    expect(quotation.situacao).toBe('EM_ANALISE');
    expect(view.store.getState().automaticOrder.idCotacao).toBeNull();
    expect(view.store.getState().automaticOrder.suppliers.ids).toHaveLength(0);
  });

  it('the Combo button links to the combo screen when the quotation has combo offers, and is absent otherwise', async () => {
    const { quotation } = quotationWithOrders();
    expect(hasComboOffers(db(), quotation.id)).toBe(true);
    const first = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    expect(await screen.findByRole('link', { name: 'Combo' })).toHaveAttribute('href', `/pedido-automatico/${quotation.id}/combo`);
    first.unmount();
    // Without combo offers: every answer is left out of the quotation's offers (ignored on the summary).
    for (const answer of db().answersOf(quotation.id)) answer.respostaIgnorada = true;
    expect(hasComboOffers(db(), quotation.id)).toBe(false);
    renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await screen.findByRole('button', { name: CONFIRM_ORDER });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Combo' })).toBeNull());
  });
});
