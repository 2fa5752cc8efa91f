import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderApp } from '../../test/renderWithProviders';
import { branchPanels, MANUAL_ID, manualPath } from '../../test/manualOrderPage';

/**
 * The manual order opens in few requests (issue 31: at most 10 for its first page at the power
 * quotation, where one request per branch and per product made about 60): the page of branches
 * with its products and answers in one, the totals in one, the filter's choices in one; whatever
 * the number of branches and products on the page.
 */
describe('manual order requests', () => {
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('opens its first page, with every product’s answers and the totals, in one request each', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes('/pedidomanual/')) requests.push(`${request.method} ${pathname.replace(/^.*\/pedidomanual\//, '')}`);
    });
    renderApp({ route: manualPath() });
    const panels = await branchPanels();
    expect(panels.length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByText('Total do pedido').nextSibling).not.toHaveTextContent('R$ -'));
    await waitFor(() => expect(requests.some((request) => request.startsWith('GET opcoesFiltro/'))).toBe(true));
    expect(requests.sort()).toEqual([`GET opcoesFiltro/${MANUAL_ID}`, `GET pagina/${MANUAL_ID}`, 'POST totais'].sort());
  });
});
