import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import type { EnvioOportunidadeDto } from '../../../api/pedidoAutomaticoOportunidadeDto';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../../test/automaticOrderPage';

/** The bodies sent to POST …/oportunidade while the test runs. */
function recordSends(): EnvioOportunidadeDto[] {
  const bodies: EnvioOportunidadeDto[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/pedidoAutomatico\/\d+\/oportunidade$/.test(new URL(request.url).pathname)) void request.clone().json().then((body) => bodies.push(body as EnvioOportunidadeDto));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners('request:start'));

const SEND = { name: 'Enviar para Oportunidade' };

describe("automatic order: 'Enviar para Oportunidade' (spec 03 §7.1)", () => {
  it('warns when nothing is selected and sends nothing', async () => {
    const { quotation } = quotationWithOrders();
    const sends = recordSends();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', SEND));
    expect(await screen.findByText('ATENÇÃO! Nenhum produto foi selecionado.')).toBeInTheDocument();
    expect(sends).toEqual([]);
    expect(view.router.state.location.pathname).toBe(`/pedido-automatico/${quotation.id}`);
  });

  it('sends the chosen opportunity product {filtrado: false, itens: [{cnpj, codBarras, grupoProduto}], filtros} and lands on the opportunities route', async () => {
    const { quotation, orders } = quotationWithOrders();
    const sends = recordSends();
    // The 'Oportunidade' filter: every product shown has an opportunity.
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}?oportunidade=true` });
    const { grid } = await openFirstOrder(view);
    const idPedido = view.store.getState().automaticOrder.openOrders[0];
    const first = view.store.getState().entities.orderItems.byOrder[idPedido].items[0];
    const box = await waitFor(() => grid.querySelector<HTMLInputElement>(`.ag-row[row-id="${first.id}"] input.grid-selection`)!);
    await view.user.click(box);
    await view.user.click(screen.getByRole('button', SEND));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}/oportunidades`));
    const cnpj = orders.find((o) => o.idPedido === idPedido)!.cnpjCliente;
    expect(sends).toEqual([{ filtrado: false, itens: [{ cnpj, codBarras: first.codigoBarras, grupoProduto: first.grupoProduto }], filtros: expect.objectContaining({ oportunidade: true }) }]);
    expect(await screen.findByRole('region', { name: 'Revisão de oportunidades' })).toBeInTheDocument();
  });

  it('sends the filtered set when everything is selected ({filtrado: true, itens: []})', async () => {
    const { quotation } = quotationWithOrders();
    const sends = recordSends();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}?oportunidade=true` });
    await view.user.click(await screen.findByRole('checkbox', { name: 'Selecionar todos os produtos' }));
    await view.user.click(screen.getByRole('button', SEND));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/revisao-envio/${quotation.id}/oportunidades`));
    expect(sends).toEqual([{ filtrado: true, itens: [], filtros: expect.objectContaining({ oportunidade: true }) }]);
  });
});
