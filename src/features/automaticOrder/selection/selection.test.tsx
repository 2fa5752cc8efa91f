import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db/core/current';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../../test/automaticOrderPage';

const DAY = 86_400_000;

describe('automatic order selection and answers (issue 11)', () => {
  it('a product box makes its card and select-all mixed; the card box checks all its products', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const selectAll = screen.getByRole('checkbox', { name: 'Selecionar todos os produtos' }) as HTMLInputElement;
    const cardBox = screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0] as HTMLInputElement;
    const rowBoxes = () => [...grid.querySelectorAll<HTMLInputElement>('.ag-row input.grid-selection')];
    await waitFor(() => expect(rowBoxes().length).toBeGreaterThan(1));
    await view.user.click(rowBoxes()[0]);
    await waitFor(() => expect(cardBox.indeterminate).toBe(true));
    expect(selectAll.indeterminate).toBe(true);
    expect(rowBoxes()[0].checked).toBe(true);
    await view.user.click(cardBox);
    await waitFor(() => expect(rowBoxes().every((box) => box.checked)).toBe(true));
    expect(cardBox.checked).toBe(true);
    await view.user.click(cardBox);
    await waitFor(() => expect(rowBoxes().some((box) => box.checked)).toBe(false));
    expect(selectAll.checked || selectAll.indeterminate).toBe(false);
  });

  it("'Excluir Produtos' without a selection warns; 'Ver Respostas por Produto' lists 3 answers, 'Vencida' ones marked, and choosing one checks it", async () => {
    const { quotation } = quotationWithOrders();
    db().clockOffsetMs = 400 * DAY; // every answer's validity has passed: 'Vencida'
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    await view.user.click(screen.getByRole('button', { name: 'Excluir Produtos' }));
    expect(await screen.findByText('ATENÇÃO! Nenhum produto foi selecionado.')).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0]);
    await view.user.click(screen.getByRole('button', { name: 'Ver Respostas por Produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver Respostas por Produto' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Vencida').length).toBeGreaterThan(0);
    const free = within(dialog)
      .getAllByRole('checkbox')
      .find((box) => !(box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled)!;
    const row = free.closest('li')!;
    await view.user.click(free);
    await waitFor(() => expect(within(row).getByRole('checkbox')).toBeChecked());
    await view.user.click(within(row).getByRole('button', { name: 'Ver descontos' }));
    expect(await within(row).findByRole('table', { name: 'Descontos' })).toBeInTheDocument();
    db().clockOffsetMs = 0;
  });
});
