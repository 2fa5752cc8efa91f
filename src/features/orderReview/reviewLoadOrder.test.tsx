import { screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import { server } from '../../../mocks/node';
import { renderApp } from '../../test/renderWithProviders';
import { quotationWithOrders } from '../../test/automaticOrderPage';

/**
 * What the review reads first (issue 31, first suppliers): the suppliers go out beside the tab
 * counts, not after them; the flat read of every order (the selection's, 3 MB at the power
 * quotation) goes out once the suppliers are in, and until it answers the boxes keep their room.
 */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** The paths the page asked for, in order (the flat read of every order is /filiais without an owner). */
function requested(): string[] {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/revisaoEnvio/')) paths.push(`${url.pathname.replace(/^\/api\/revisaoEnvio\/\d+/, '')}${url.searchParams.has('idFornecedor') ? '?owner' : ''}`);
  };
  beforeEach(() => {
    paths.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return paths;
}

describe('the review reads its list first', () => {
  const paths = requested();

  it("shows the suppliers while the tab counts are still on their way", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const counts = gate();
    // Held until the suppliers are on screen; then the mock's own handler answers.
    server.use(mock.post('*/api/revisaoEnvio/:id/contagem', async () => void (await counts.opened)));
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    expect(await screen.findAllByRole('button', { name: /Total do pedido/ })).not.toHaveLength(0);
    counts.open();
    await waitFor(() => expect(paths).toContain('/contagem'));
  });

  it("asks for every order only once the suppliers are in; until it answers each supplier's box keeps its room, empty", async () => {
    const { quotation, orders } = quotationWithOrders();
    orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
    const suppliers = gate();
    const everyOrder = gate();
    server.use(
      mock.post('*/api/revisaoEnvio/:id/fornecedores', async () => void (await suppliers.opened)),
      mock.post('*/api/revisaoEnvio/:id/filiais', async ({ request }) => void (new URL(request.url).searchParams.has('idFornecedor') || (await everyOrder.opened))),
    );
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    await waitFor(() => expect(paths).toContain('/fornecedores'));
    expect(paths).not.toContain('/filiais');
    suppliers.open();
    const headings = await screen.findAllByRole('button', { name: /Total do pedido/ });
    const heading = headings[0].closest('.review-heading--selectable')!;
    await waitFor(() => expect(paths).toContain('/filiais'));
    expect(heading.querySelector('.review-select--pending')).not.toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    everyOrder.open();
    // The box comes into the room kept for it.
    expect(await screen.findAllByRole('checkbox', { name: /^Selecionar pedidos de / })).not.toHaveLength(0);
    expect(heading.querySelector('.review-select--pending')).toBeNull();
    expect(heading.querySelector('input.review-select')).not.toBeNull();
  });
});
