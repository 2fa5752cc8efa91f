import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { branchPanels, MANUAL_ID, manualPath, showAllAnswerColumns } from '../../test/manualOrderPage';
import { renderApp } from '../../test/renderWithProviders';
import { manualOrderActions, manualOrderReducer } from './manualOrderSlice';

/** Holds the next read of `path` until `release()`; then it is answered by the mock API as usual. */
function holdNextRead(path: string): { release: () => void; arrived: () => boolean } {
  let release = () => {};
  let arrived = false;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(
      `*/api/pedidomanual${path}`,
      async () => {
        arrived = true;
        await gate;
        return undefined; // on to the mock API's handler
      },
      { once: true },
    ),
  );
  return { release, arrived: () => arrived };
}

const productNames = (): string[] => [...document.querySelectorAll('.manual-grouped__product')].map((product) => product.querySelector('.manual-grouped__title')?.textContent ?? '');

/** Issue 31: a page change keeps the page on screen, busy, until the next one is read (the click repaints only the pager). */
describe('manual order: changing page', () => {
  beforeEach(showAllAnswerColumns);

  it('keeps the products on screen, busy, with the new page current and the loading said beside the pager, until the next page arrives; then shows it', async () => {
    const { user } = renderApp({ route: manualPath() });
    await branchPanels();
    await user.click(screen.getByRole('switch', { name: 'Visualizar Agrupado' }));
    await screen.findAllByRole('table', { name: /^Respostas de / });
    const firstPage = productNames();
    expect(firstPage).toHaveLength(5);

    const held = holdNextRead(`/getProdutosAgrupados/${MANUAL_ID}`);
    const pager = screen.getAllByRole('navigation', { name: 'Paginação' }).at(-1)!;
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(held.arrived()).toBe(true));

    const list = document.querySelector('.manual-grouped__list')!;
    expect(productNames()).toEqual(firstPage);
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The loading text is said beside the pager the buyer clicked, not in place of the list.
    const pagerNow = screen.getAllByRole('navigation', { name: 'Paginação' }).at(-1)!;
    expect(within(pagerNow).getByRole('status')).toHaveTextContent('Carregando produtos…');
    expect(screen.getAllByText('Carregando produtos…')).toHaveLength(1);
    expect(within(pagerNow).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    held.release();
    await waitFor(() => expect(productNames()).not.toEqual(firstPage));
    expect(productNames().some((name) => firstPage.includes(name))).toBe(false);
    expect(document.querySelector('.manual-grouped__list')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Carregando produtos…')).toBeNull();
  });

  it('a page change keeps the branches of the page shown as loading; the read replaces them, a failed read clears them with its error', () => {
    const branch = { id: 7, idCliente: 70 } as never;
    const loadedState = manualOrderReducer(undefined, manualOrderActions.branchesLoaded({ content: [branch], totalElements: 30 } as never));
    const changing = manualOrderReducer(loadedState, manualOrderActions.pageChanged(1));
    expect(changing.page).toBe(1);
    expect(changing.branches).toEqual({ rows: [branch], total: 30, status: 'loading', error: null });
    expect(changing.groupedProducts.rows).toEqual([]);

    const next = { id: 8, idCliente: 80 } as never;
    expect(manualOrderReducer(changing, manualOrderActions.branchesLoaded({ content: [next], totalElements: 30 } as never)).branches.rows).toEqual([next]);
    const failed = manualOrderReducer(changing, manualOrderActions.branchesFailed('Não foi possível carregar as filiais do pedido manual.'));
    expect(failed.branches).toMatchObject({ rows: [], status: 'failed', error: 'Não foi possível carregar as filiais do pedido manual.' });
  });
});
