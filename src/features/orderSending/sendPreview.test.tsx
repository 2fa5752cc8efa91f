import { act, screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { reviewOrders } from '../../../mocks/db/review/orderReview';
import { NOT_SENDABLE_REASONS } from '../../domain/sendPreview';
import { SEND_MESSAGES } from '../../domain/orderStatus';
import { orderSendRequested } from '../../shared/lib/appEvents';
import { formatMoney } from '../../shared/lib/format';
import { renderApp } from '../../test/renderWithProviders';
import { PREVIEW_TEXTS, TEXTS } from './orderSendingTexts';

/** The e2e scenario's quotation with two orders: one confirmed, one not confirmed yet. */
function oneConfirmedOneNot() {
  const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
  const [confirmed, creating] = db().ordersOf(quotation.id);
  confirmed.situacaoPedido = 'CONFIRMADO';
  creating.situacaoPedido = 'EM_CRIACAO';
  return { idCotacao: quotation.id, confirmed, creating };
}

const normalised = (text: string) => text.replace(/\s/g, ' ');

describe('the send dialog says what goes out (issue 29 point 1)', () => {
  it('names how many orders and what total go out, and which chosen order stays and why; the one left stays as it was', async () => {
    const { idCotacao, confirmed, creating } = oneConfirmedOneNot();
    const total = reviewOrders(db(), idCotacao, {}).find((o) => o.idPedido === confirmed.idPedido)!.valorTotal;
    const view = renderApp({ route: '/cotacao' });
    act(() => void view.store.dispatch(orderSendRequested({ idCotacao, idPedidos: [confirmed.idPedido, creating.idPedido] })));
    await screen.findByRole('button', { name: TEXTS.sendWithout });
    const dialog = screen.getByRole('dialog', { name: TEXTS.sendTitleMany });
    expect(await within(dialog).findByText(normalised(PREVIEW_TEXTS.goesOut(1, formatMoney(total))))).toBeInTheDocument();
    const left = within(dialog).getByRole('list', { name: PREVIEW_TEXTS.leftOutList });
    expect(left).toHaveTextContent(`${creating.nomeFantasiaCliente}`);
    expect(left).toHaveTextContent(NOT_SENDABLE_REASONS.notConfirmed);

    await view.user.click(within(dialog).getByRole('button', { name: TEXTS.sendWithout }));
    // One order went out: the single-order message.
    expect(await screen.findByText(SEND_MESSAGES.one)).toBeInTheDocument();
    expect(creating.situacaoPedido).toBe('EM_CRIACAO');
    expect(confirmed.situacaoPedido).not.toBe('CONFIRMADO');
  });

  it('with nothing chosen (every order), it names the count and total and lists nothing left out', async () => {
    const { idCotacao, confirmed, creating } = oneConfirmedOneNot();
    creating.situacaoPedido = 'CONFIRMADO';
    const rows = reviewOrders(db(), idCotacao, {}).filter((o) => [confirmed.idPedido, creating.idPedido].includes(o.idPedido));
    const total = Math.round(rows.reduce((sum, o) => sum + o.valorTotal, 0) * 100) / 100;
    const view = renderApp({ route: '/cotacao' });
    act(() => void view.store.dispatch(orderSendRequested({ idCotacao, idPedidos: 'todos' })));
    await screen.findByRole('button', { name: TEXTS.sendWithout });
    const dialog = screen.getByRole('dialog', { name: TEXTS.sendTitleMany });
    expect(await within(dialog).findByText(normalised(PREVIEW_TEXTS.goesOut(db().ordersOf(idCotacao).length, formatMoney(total))))).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: PREVIEW_TEXTS.leftOutList })).toBeNull();
  });
});
