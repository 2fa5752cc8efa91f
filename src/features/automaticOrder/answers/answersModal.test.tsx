import { within } from '@testing-library/react';
import { db } from '../../../../mocks/db/core/current';
import { answersForItem } from '../../../../mocks/db/automaticOrder/productAnswers';
import { renderApp } from '../../../test/renderWithProviders';
import { openAnswersOfFirstOrder, quotationWithOrders } from '../../../test/automaticOrderPage';

describe("'Ver Respostas por Produto': an answer's quantity (issue 25 point 1)", () => {
  it('more than another representative answered is refused on its row, the typed value stays and nothing is saved', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const dialog = await openAnswersOfFirstOrder(view);
    const rows = view.store.getState().automaticOrderAnswers.rows;
    const other = rows.find((row) => !row.comprarCliente && !row.ignorada && row.id !== row.idPedidoItemOriginal)!;
    const row = dialog.querySelectorAll<HTMLElement>('li.answer')[rows.indexOf(other)];
    const input = within(row).getByRole('textbox', { name: /Quantidade a pedir de/ });
    const typed = String(other.quantidade + 1);
    await view.user.clear(input);
    await view.user.type(input, `${typed}{Enter}`);
    expect(await within(row).findByText(`${other.representanteTitulo} respondeu ${other.quantidade} un deste produto: não é possível pedir ${typed} un desta resposta.`)).toBeInTheDocument();
    expect(input).toHaveValue(typed);
    const item = db().orderItems.get(other.idPedido).find((candidate) => candidate.id === other.idPedidoItem)!;
    expect(answersForItem(db(), item).find((answer) => answer.id === other.id)?.quantidadePedir).toBe(other.quantidadePedir);
  });
});
