import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../test/automaticOrderPage';
import { recordRequests } from '../../test/requestLog';
import { ROW_LEGEND } from './components/RowLegend';
import { selectOrderCount } from './automaticOrderSelectors';
import { massEditActions, massEditReducer } from './massEdit/massEditSlice';

/** Issue 28 on the automatic order: the row colours' legend, an unknown quotation, the mass edit's headings. */
describe('automatic order: what the buyer reads (issue 28)', () => {
  it('explains the row colours beside the column choice', async () => {
    const { quotation } = quotationWithOrders();
    renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const legend = await screen.findByRole('region', { name: 'Legenda das cores das linhas' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(ROW_LEGEND.map((entry) => entry.label));
    for (const entry of ROW_LEGEND) expect(legend.querySelector(`.order-row--${entry.attention}`)).not.toBeNull();
  });

  it("an unknown quotation says 'Cotação não encontrada.' without the order's toolbar, and asks for its header once", async () => {
    const headers = recordRequests('/resumoresposta/contexto/');
    renderApp({ route: '/pedido-automatico/999999' });
    expect(await screen.findByText('Cotação não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Produtos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar Pedido' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(headers).toHaveLength(1));
  });

  it("'Excluir Produtos' says how many orders lose products", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os produtos' }));
    await view.user.click(screen.getByRole('button', { name: 'Excluir Produtos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir produtos' });
    // Every order the suppliers list (what 'Selecionar todos' takes).
    const orders = selectOrderCount(view.store.getState());
    expect(orders).toBeGreaterThan(1);
    expect(within(dialog).getByText(`Serão excluídos produtos de ${orders.toLocaleString('pt-BR')} ${orders === 1 ? 'pedido' : 'pedidos'}.`)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os produtos' }));
    await view.user.click(screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0]);
    await view.user.click(screen.getByRole('button', { name: 'Excluir Produtos' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Excluir produtos' })).findByText('Serão excluídos produtos de 1 pedido.')).toBeInTheDocument();
  });

  it("the branches a mass answer change left alone come under the answer's heading, not the quantity's", () => {
    const unchanged = { '12345678000190': 'Drogaria 1: não há a 2ª resposta para este produto' };
    const answer = massEditReducer(massEditReducer(undefined, massEditActions.massAnswerRequested(2)), massEditActions.massActionDone({ mensagem: 'Resposta alterada.', unchanged }));
    expect(answer.result?.kind).toBe('answer');
    const quantity = massEditReducer(massEditReducer(undefined, massEditActions.massQuantityRequested(12)), massEditActions.massActionDone({ mensagem: 'Quantidade alterada.', unchanged }));
    expect(quantity.result?.kind).toBe('quantity');
  });
});
