import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import { CONFIG_CATALOGUE, setUserConfig } from '../../mocks/db/admin/userConfig';
import { callMockApi } from '../../mocks/handlers/testApiCall';
import { LOOPING_PREFERENCE } from '../domain/orderPreferences';
import { quotationWithOrders } from '../test/automaticOrderPage';
import { renderApp } from '../test/renderWithProviders';
import { TEXTS } from '../features/orderSending/orderSendingTexts';
import { REVIEW_NEEDS_CONFIRMATION } from '../domain/quotationStepper';
import { NOT_CONFIRMED_REASON, NOTHING_TO_SEND_REASON, RESTART_SENT_REASON } from '../features/orderReview/orderReviewTexts';

/** Issue 25 point 8: the review offers an action only when it can work, or says why beside it. */
const actions = () => screen.getByRole('navigation', { name: 'Ações da revisão' });

describe('review actions offered only when they can work (issue 25 point 8)', () => {
  it("after every order was sent: 'Enviar pedidos' and 'Reiniciar pedidos' are disabled, each with its reason; the server refuses a send that would change nothing", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'ENVIADO'));
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByText(NOTHING_TO_SEND_REASON)).toBeInTheDocument();
    const send = within(actions()).getByRole('button', { name: 'Enviar pedidos' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(NOTHING_TO_SEND_REASON);
    const restart = within(actions()).getByRole('button', { name: 'Reiniciar pedidos' });
    expect(restart).toBeDisabled();
    expect(restart).toHaveAccessibleDescription(RESTART_SENT_REASON);
    const replay = await callMockApi<{ mensagem: string }>(`/pedido/enviarTodos/${quotation.id}`, { method: 'POST', body: { enviarComLooping: false } });
    expect([replay.status, replay.body.mensagem]).toEqual([409, 'Os pedidos já foram enviados: nada foi enviado de novo.']);
  });

  it("before any order is confirmed the stepper does not offer the review and says why; on the review itself 'Enviar pedidos' is disabled with the reason, before any form", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'EM_CRIACAO'));
    const automatic = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const stepper = await screen.findByRole('navigation', { name: 'Etapas do pedido' });
    const review = await within(stepper).findByText('Revisão e envio');
    expect(review.closest('a')).toBeNull();
    expect(review.closest('li')).toHaveTextContent(REVIEW_NEEDS_CONFIRMATION);
    expect(within(stepper).getByText('Resumo').closest('a')).not.toBeNull();
    automatic.unmount();

    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findByText(NOT_CONFIRMED_REASON)).toBeInTheDocument();
    const send = within(actions()).getByRole('button', { name: 'Enviar pedidos' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(NOT_CONFIRMED_REASON);
    await view.user.click(send);
    expect(screen.queryByRole('dialog', { name: /Enviar/ })).toBeNull();
  });

  it('with confirmed orders both actions are offered, without a reason', async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await waitFor(() => expect(view.store.getState().orderReview.counts.status).toBe('loaded'));
    expect(within(actions()).getByRole('button', { name: 'Enviar pedidos' })).toBeEnabled();
    expect(within(actions()).getByRole('button', { name: 'Reiniciar pedidos' })).toBeEnabled();
    expect(screen.queryByText(NOTHING_TO_SEND_REASON)).toBeNull();
    expect(screen.queryByText(RESTART_SENT_REASON)).toBeNull();
  });

  it.each([
    [false, 'without a looping configuration only sending without looping is offered, and the dialog says why'],
    [true, "with the buyer's looping preference on, 'Enviar com looping' is offered"],
  ])('looping preference %p: %s', async (preference) => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const idConfig = CONFIG_CATALOGUE.find((c) => c.chave === LOOPING_PREFERENCE)!.idConfiguracao;
    setUserConfig(db(), 1001, idConfig, preference);
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await view.user.click(within(actions()).getByRole('button', { name: 'Enviar pedidos' }));
    const dialog = await screen.findByRole('dialog', { name: /Enviar/ });
    await within(dialog).findByRole('button', { name: TEXTS.sendWithout });
    if (preference) {
      expect(within(dialog).getByRole('button', { name: TEXTS.sendWith })).toBeInTheDocument();
      expect(within(dialog).queryByText(TEXTS.noLooping)).toBeNull();
    } else {
      expect(within(dialog).queryByRole('button', { name: TEXTS.sendWith })).toBeNull();
      expect(within(dialog).getByText(TEXTS.noLooping)).toBeInTheDocument();
    }
  });
});
