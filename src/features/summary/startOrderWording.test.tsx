import { act, screen, within } from '@testing-library/react';
import { orderGenerationRequested } from '../../shared/lib/appEvents';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';

const REPLACES = 'Os pedidos gerados antes para esta cotação serão substituídos.';
const topBar = () => screen.findByRole('group', { name: 'Ações da cotação (topo)' });

/** The e2e scenario's quotation in analysis, with an answer to order from; with or without its orders. */
function readyForOrder(withOrders: boolean): number {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
  if (!withOrders) {
    db().ordersByQuotation.delete(quotation.id);
    delete quotation.pedidoGerado;
  }
  Object.assign(db().answersOf(quotation.id)[0], { categoria: 'RESPONDIDA', qtdeItensRespondidos: 2, dataEnvio: quotation.dataCadastro });
  return quotation.id;
}

describe("'Iniciar pedido' says earlier orders are replaced only when there are some (issue 29 point 7)", () => {
  it('without orders yet: no word of replacing', async () => {
    const id = readyForOrder(false);
    const view = renderApp({ route: `/pedido-resumo/${id}` });
    await view.user.click(await within(await topBar()).findByRole('button', { name: 'Iniciar Pedido Automático' }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar pedido' });
    expect(within(dialog).getByText('Deseja iniciar a geração do pedido automático desta cotação?')).toBeInTheDocument();
    expect(within(dialog).queryByText(REPLACES)).toBeNull();
  });

  it('when the quotation already has orders (the summary offers Ver Pedidos): says they will be replaced', async () => {
    const id = readyForOrder(true);
    const view = renderApp({ route: `/pedido-resumo/${id}` });
    await within(await topBar()).findByRole('button', { name: 'Ver Pedidos' });
    // The mock offers no start once orders exist; a server that does passes its 'Ver Pedidos' flag along.
    act(() => void view.store.dispatch(orderGenerationRequested({ idCotacao: id, manual: true, pedidosExistentes: true })));
    expect(within(await screen.findByRole('dialog', { name: 'Iniciar pedido' })).getByText(REPLACES)).toBeInTheDocument();
  });
});
