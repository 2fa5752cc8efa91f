import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';

/** Issue 25 point 7 on the packaging screen (e2e data: item 10004 is out of its box of 5). Before: '1,5' became 15, a valid multiple. */
describe('packaging adjusted quantity: text that is not plain digits', () => {
  it("refuses each text with its reason and keeps the row's quantity", async () => {
    const id = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!.id;
    const view = renderApp({ route: `/problemas-de-embalagem/${id}` });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5));
    const item = db().orderItems.get(Math.floor(10004 / 10_000)).find((i) => i.id === 10004)!;
    const input = screen.getByRole('textbox', { name: `Quantidade ajustada de ${item.descricaoProdutoCliente}` });
    for (const text of ['1,5', '2.0', '-20', '2a0', '']) {
      await view.user.clear(input);
      await view.user.type(input, `${text}{Enter}`);
      expect(input).toHaveValue('0');
      expect(document.querySelector('.refusal-tip')).toHaveTextContent(NOT_A_WHOLE_NUMBER);
      expect(screen.getByText('0 produtos resolvidos')).toBeInTheDocument();
    }
  });
});
