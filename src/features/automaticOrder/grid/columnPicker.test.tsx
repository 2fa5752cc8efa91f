import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db/core/current';
import { readToken } from '../../../shared/lib/tokenStorage';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../../test/automaticOrderPage';
import { MIN_VISIBLE_COLUMNS, ORDER_ITEMS_TABLE, TOO_FEW_COLUMNS, UNCHANGED_COLUMNS } from './columnChoice';
import { automaticOrderActions } from '../automaticOrderSlice';

const DOC_URL = `${window.location.origin}/api/docstore/users/1001`;

async function storedColumns(): Promise<string[] | undefined> {
  const answer = await fetch(DOC_URL, { headers: { Authorization: `Bearer ${readToken()}` } });
  const doc = (await answer.json()) as { colunas?: Record<string, string[]> };
  return doc.colunas?.[ORDER_ITEMS_TABLE];
}

const headerIds = (grid: HTMLElement) => [...grid.querySelectorAll('.ag-header-cell')].map((cell) => cell.getAttribute('col-id'));

async function openPicker(view: ReturnType<typeof renderApp>) {
  await view.user.click(screen.getByRole('button', { name: 'Colunas' }));
  return screen.getByRole('dialog', { name: 'Colunas da tabela de produtos' });
}

describe('product table columns (spec 03 §3.3)', () => {
  it('keeps at least five visible and PMC/PF always, says when nothing changed, and saves a new choice for the user', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    expect(headerIds(grid)).toContain('descricaoFabricanteCliente');

    let picker = await openPicker(view);
    expect(within(picker).getByRole('checkbox', { name: 'PMC ou preço de fábrica' })).toBeDisabled();
    await view.user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent(UNCHANGED_COLUMNS);

    const boxes = within(picker).getAllByRole('checkbox', { checked: true }).filter((box) => !(box as HTMLInputElement).disabled);
    for (const box of boxes.slice(0, boxes.length - (MIN_VISIBLE_COLUMNS - 2))) await view.user.click(box);
    await view.user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent(TOO_FEW_COLUMNS);
    await view.user.click(within(picker).getByRole('button', { name: 'Cancelar' }));

    picker = await openPicker(view);
    await view.user.click(within(picker).getByRole('checkbox', { name: 'Fabricante' }));
    await view.user.click(within(picker).getByRole('checkbox', { name: 'Estoque disponível' }));
    await view.user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(headerIds(grid)).not.toContain('descricaoFabricanteCliente'));
    expect(headerIds(grid)).toContain('estoqueDisponivel');
    await waitFor(async () => expect(await storedColumns()).toEqual(expect.arrayContaining(['estoqueDisponivel', 'pmcPf'])));
    expect(await storedColumns()).not.toContain('descricaoFabricanteCliente');
  });

  it('shows the stored choice; an unreadable document gives the defaults', async () => {
    const { quotation } = quotationWithOrders();
    const first = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(first);
    const picker = await openPicker(first);
    await first.user.click(within(picker).getByRole('checkbox', { name: 'Fabricante' }));
    await first.user.click(within(picker).getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () => expect(await storedColumns()).not.toContain('descricaoFabricanteCliente'));
    first.unmount();

    const second = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(second);
    await waitFor(() => expect(headerIds(grid)).not.toContain('descricaoFabricanteCliente'));
    second.unmount();

    db().faults.add({ method: 'GET', path: '/docstore/users/_all_docs', status: 503 });
    const third = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const opened = await openFirstOrder(third);
    expect(headerIds(opened.grid)).toContain('descricaoFabricanteCliente');
  });

  it('takes the focus into the panel when it opens and gives it back to the button on Esc', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    const button = screen.getByRole('button', { name: 'Colunas' });
    const picker = await openPicker(view);
    expect(picker).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('type', 'checkbox');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Colunas da tabela de produtos' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('product table column widths (issue 28: kept per user with the column choice)', () => {
  const headerWidth = (grid: HTMLElement, colId: string) => Number.parseFloat((grid.querySelector<HTMLElement>(`.ag-header-cell[col-id="${colId}"]`)?.style.width ?? '0').replace('px', ''));

  it('saves a resized width in the user document and shows it on the next visit', async () => {
    const { quotation } = quotationWithOrders();
    const first = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(first);
    // What StoreGrid reports when the buyer drags a column's edge (onColumnWidthsChange).
    first.store.dispatch(automaticOrderActions.columnWidthsChosen({ descricaoFabricanteCliente: 210 }));
    await waitFor(async () => {
      const doc = (await (await fetch(DOC_URL, { headers: { Authorization: `Bearer ${readToken()}` } })).json()) as { larguras?: Record<string, Record<string, number>> };
      expect(doc.larguras?.[ORDER_ITEMS_TABLE]).toEqual({ descricaoFabricanteCliente: 210 });
    });
    first.unmount();

    const second = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(second);
    await waitFor(() => expect(headerWidth(grid, 'descricaoFabricanteCliente')).toBe(210));
  });
});
