import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { reviewOrders } from '../../../mocks/db/review/orderReview';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { selectReviewOrderRow } from '../../entities/orderTree/orderTreeSelectors';
import { formatMoney } from '../../shared/lib/format';
import { quantityCell, quotationWithOrders, typeQuantity } from '../../test/automaticOrderPage';
import { openFirstOrder } from '../../test/orderReviewPage';
import { renderApp } from '../../test/renderWithProviders';
import { selectItems } from './orderReviewSelectors';
import { selectSelectionSummary } from './orderSelectionSelectors';
import { SELECTION_TEXTS } from './orderSelectionTexts';

/**
 * The orders chosen to send are the review's order entities, not a copy (issue 26): after a
 * quantity edit, without a reload, the selection's line ('n pedidos selecionados · total') shows
 * the chosen orders' new total, never disagrees with their cards, and the send dialog says the
 * same total goes out.
 */
type View = ReturnType<typeof renderApp>;
const cents = (value: number) => Math.round(value * 100);
const summaryLine = () => document.querySelector('.review-selection__summary')!.textContent!.replace(/\s/g, ' ');
const normalised = (text: string) => text.replace(/\s/g, ' ');

/** The selection line's total and the sum of the chosen orders' cards (their rows in the review's order entities), in cents. */
function figuresOf(view: View) {
  const state = view.store.getState();
  const cards = state.orderReviewSelection.selected.map((idPedido) => selectReviewOrderRow(state, idPedido));
  if (cards.some((card) => !card)) return null;
  return { selection: cents(selectSelectionSummary(state).total), cards: cards.reduce((sum, card) => sum + cents(card!.valorTotal), 0) };
}

describe("the review's chosen orders follow a total changed on the page (issue 26)", () => {
  it("after a quantity edit: the selection's total is the chosen orders' new one, agrees with their cards at every step, and the send dialog says the same", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    const { grid, idPedido } = await openFirstOrder(view);
    const representative = document.querySelector('button.review-toggle--representative .review-toggle__name')!.textContent!;
    await view.user.click(screen.getByRole('checkbox', { name: SELECTION_TEXTS.representative(representative) }));
    await waitFor(() => expect(view.store.getState().orderReviewSelection.selected).toContain(idPedido));
    const chosen = view.store.getState().orderReviewSelection.selected;
    const lineBefore = summaryLine();
    const disagreements: unknown[] = [];
    const unsubscribe = view.store.subscribe(() => {
      const figures = figuresOf(view);
      if (figures && figures.selection !== figures.cards) disagreements.push(figures);
    });
    const item = selectItems(view.store.getState(), idPedido).rows.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i) && i.valorSemST > 0)!;
    const typed = item.qtdePedida + item.qtdeEmbalagem;

    await typeQuantity(view, quantityCell(grid, item.id), String(typed));
    await waitFor(() => expect(db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed));
    const server = reviewOrders(db(), quotation.id, {}).filter((order) => chosen.includes(order.idPedido));
    const total = formatMoney(server.reduce((sum, order) => sum + cents(order.valorTotal), 0) / 100);
    await waitFor(() => expect(summaryLine()).toContain(normalised(SELECTION_TEXTS.chosen(chosen.length, total))));
    unsubscribe();
    expect(summaryLine()).not.toBe(lineBefore);
    expect(disagreements).toEqual([]);
    expect(grid.isConnected).toBe(true); // no reload: the open order stayed open

    await view.user.click(screen.getByRole('button', { name: 'Enviar pedidos' }));
    // What the send dialog says goes out (the server's preview of the chosen orders).
    const dialog = await screen.findByRole('dialog', { name: chosen.length === 1 ? 'Enviar pedido' : 'Enviar pedidos' });
    const goesOut = chosen.length === 1 ? `Será enviado 1 pedido, no total de ${total}.` : `Serão enviados ${chosen.length} pedidos, no total de ${total}.`;
    expect(await within(dialog).findByText(normalised(goesOut))).toBeInTheDocument();
  });
});
