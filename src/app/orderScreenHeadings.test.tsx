import { screen, within } from '@testing-library/react';
import { db, resetDb } from '../../mocks/db/core/current';
import { renderApp } from '../test/renderWithProviders';
import { recordRequests } from '../test/requestLog';

/**
 * Issue 28: the packaging-problem and combo screens are part of the Pedido step and show the
 * quotation header and the stepper the other order screens show, read once through
 * entities/quotation (one request for the header, whatever reads it).
 */
function quotationWithOrders() {
  resetDb('demo');
  return db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
}

describe.each([
  ['the packaging-problem screen', (id: number) => `/problemas-de-embalagem/${id}`, 'Problemas de embalagem'],
  ['the combo screen', (id: number) => `/pedido-automatico/${id}/combo`, 'Combos'],
])('%s', (_name, path, title) => {
  it('shows the quotation header and the stepper with Pedido current, asking for the header once', async () => {
    const quotation = quotationWithOrders();
    const headers = recordRequests('/resumoresposta/contexto/');
    renderApp({ route: path(quotation.id) });
    const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(`^Cotação ${quotation.id} `) });
    expect(heading).toHaveTextContent(quotation.titulo);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Etapas do pedido' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Resumo', '2Pedido', expect.stringMatching(/^3Revisão e envio/)]);
    expect(within(steps).getByText('Pedido').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('link', { name: /Resumo/ })).toHaveAttribute('href', `/pedido-resumo/${quotation.id}`);
    expect(headers).toEqual([`GET /api/resumoresposta/contexto/${quotation.id}`]);
  });

  it("an unknown quotation says 'Cotação não encontrada.' without the screen's actions", async () => {
    resetDb('demo');
    renderApp({ route: path(999_999) });
    expect(await screen.findByText('Cotação não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: title })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Etapas do pedido' })).toBeNull();
  });
});
