import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { openFirstOrder, quotationWithOrders } from '../../test/automaticOrderPage';
import { recordRequests } from '../../test/requestLog';
import { ROW_LEGEND } from './components/RowLegend';
import { db } from '../../../mocks/db/core/current';
import { isOrderEditable } from '../../domain/orderStatus';
import { massEditActions, massEditReducer } from './massEdit/massEditSlice';
import { MASS_EDIT_TITLE, SELECT_ALL_BRANCHES, UNCHANGED_ANSWER_INTRO, UNCHANGED_INTRO, UNCHANGED_TITLE } from './massEdit/massEditTexts';

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

  it("'Excluir Produtos' names how many items of how many orders go, as the deletion then counts them", async () => {
    const { quotation, orders } = quotationWithOrders();
    // What a deletion can take: the items of the editable orders, combo orders aside (the server's rule).
    const deletable = orders.filter((o) => isOrderEditable(o.situacaoPedido) && !db().isComboOrder(o.idPedido));
    const itemsOf = (idPedido: number) => db().orderItems.get(idPedido).length;
    const allItems = deletable.reduce((sum, o) => sum + itemsOf(o.idPedido), 0);
    expect(deletable.length).toBeGreaterThan(1);
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    await view.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os produtos' }));
    await view.user.click(screen.getByRole('button', { name: 'Excluir Produtos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Excluir produtos' });
    expect(within(dialog).getByText('Excluir todos os produtos de todos os pedidos?')).toBeInTheDocument();
    expect(await within(dialog).findByText(`Serão excluídos ${allItems.toLocaleString('pt-BR')} itens de ${deletable.length.toLocaleString('pt-BR')} pedidos.`)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    // Everything but one order.
    const box = screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0];
    await view.user.click(box);
    const left = Number(Object.keys(view.store.getState().automaticOrderSelection.selection.orders)[0]);
    await view.user.click(screen.getByRole('button', { name: 'Excluir Produtos' }));
    dialog = await screen.findByRole('dialog', { name: 'Excluir produtos' });
    const rest = allItems - itemsOf(left);
    expect(await within(dialog).findByText(`Serão excluídos ${rest.toLocaleString('pt-BR')} itens de ${(deletable.length - 1).toLocaleString('pt-BR')} pedidos.`)).toBeInTheDocument();
    // The deletion takes what was announced.
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(`${rest.toLocaleString('pt-BR')} produtos excluídos. Veja-os em 'Ver Produtos Excluídos'.`)).toBeInTheDocument();
  });

  it("the branches a mass answer change left alone come under the answer's heading, not the quantity's", () => {
    const unchanged = { '12345678000190': 'Drogaria 1: não há a 2ª resposta para este produto' };
    const answer = massEditReducer(massEditReducer(undefined, massEditActions.massAnswerRequested(2)), massEditActions.massActionDone({ mensagem: 'Resposta alterada.', unchanged }));
    expect(answer.result?.kind).toBe('answer');
    const quantity = massEditReducer(massEditReducer(undefined, massEditActions.massQuantityRequested(12)), massEditActions.massActionDone({ mensagem: 'Quantidade alterada.', unchanged }));
    expect(quantity.result?.kind).toBe('quantity');
  });

  it("a mass answer change lists the branches left alone under the answer's heading", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
    const item = db().orderItems.get(Math.floor([...rendered][0] / 10_000)).find((candidate) => rendered.has(candidate.id) && !candidate.combo)!;
    await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
    const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resposta' }), '3');
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar resposta' }));
    const warning = await screen.findByRole('dialog', { name: UNCHANGED_TITLE });
    expect(within(warning).getByText(UNCHANGED_ANSWER_INTRO)).toBeInTheDocument();
    expect(within(warning).queryByText(UNCHANGED_INTRO)).toBeNull();
    for (const entry of within(warning).getAllByRole('listitem')) expect(entry).toHaveTextContent(/não há a 3ª resposta para este produto/);
  });
});
