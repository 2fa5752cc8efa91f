import { screen, waitFor } from '@testing-library/react';
import { server } from '../../mocks/node';
import { quotationWithOrders } from '../test/automaticOrderPage';
import { renderApp } from '../test/renderWithProviders';
import { signedInAs } from '../test/session';
import { startAutomaticOrderFirstReads } from '../api/firstReads';
import { automaticOrderAt } from './earlyReads';

/** What boot does for the address (app/boot.tsx). */
function startScreenReads(pathname: string, search: string): void {
  const at = automaticOrderAt(pathname, search);
  if (at) startAutomaticOrderFirstReads(at.idCotacao, at.filter);
}

/** The API paths the mock was asked, in order (msw's request events). */
function requestsSeen(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname));
  return seen;
}

describe('the automatic order screen’s first reads start at startup (issue 31, first view)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks the suppliers, the conflict button, the supplier choices and the header before the page mounts, and the page reads none of them again', async () => {
    const { quotation } = quotationWithOrders();
    signedInAs('comprador'); // the token boot finds in storage
    const seen = requestsSeen();
    const id = quotation.id;
    startScreenReads(`/pedido-automatico/${id}`, '');
    const early = [`/api/pedidoAutomatico/${id}/fornecedores`, `/api/pedidoAutomatico/${id}/isPackAndMinimumProblemButton`, `/api/pedidoAutomatico/getFornecedores/${id}`, `/api/resumoresposta/contexto/${id}`];
    expect(seen).toEqual(early);

    renderApp({ route: `/pedido-automatico/${id}` });
    expect((await screen.findAllByRole('button', { name: /\d pedidos?/, expanded: false })).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: new RegExp(`Cotação ${id}`) })).toBeInTheDocument();
    for (const path of early) expect(seen.filter((p) => p === path)).toHaveLength(1);
  });

  it('reads under the address’s filter, the same read the page makes', async () => {
    const { quotation } = quotationWithOrders();
    signedInAs('comprador'); // the token boot finds in storage
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.url.includes('/fornecedores?') && seen.push(new URL(request.url).search)));
    startScreenReads(`/pedido-automatico/${quotation.id}`, '?busca=a&conflitoDeEmbalagem=true');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('busca=a');
    const { store } = renderApp({ route: `/pedido-automatico/${quotation.id}?busca=a&conflitoDeEmbalagem=true` });
    await waitFor(() => expect(store.getState().automaticOrder?.suppliers.status).toBe('loaded'));
    expect(seen).toHaveLength(1);
  });

  it('starts nothing for another screen or a quotation id that is not one', () => {
    const seen = requestsSeen();
    startScreenReads('/cotacao', '');
    startScreenReads('/pedido-automatico/abc', '');
    startScreenReads('/pedido-automatico/12/combo', '');
    expect(seen).toEqual([]);
  });
});
