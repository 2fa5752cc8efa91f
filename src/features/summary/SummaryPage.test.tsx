import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import type { DbQuotation } from '../../../mocks/db/core/types';
import { orderGenerationRequested, quotationCommandRequested, recentQuotationChanged } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';

const quotationIn = (situacao: DbQuotation['situacao']): DbQuotation => db().data.quotations.find((q) => q.situacao === situacao)!;
const topBar = () => screen.findByRole('group', { name: 'Ações da cotação (topo)' });
const barButtons = async () => within(await topBar()).getAllByRole('button').map((b) => b.textContent);

/** An EM_ANALISE quotation without orders and with a usable answer: the order can start. */
function readyForOrder(): DbQuotation {
  const quotation = quotationIn('EM_ANALISE');
  db().ordersByQuotation.delete(quotation.id);
  delete quotation.pedidoGerado;
  Object.assign(db().answersOf(quotation.id)[0], { categoria: 'RESPONDIDA', qtdeItensRespondidos: 2, dataEnvio: quotation.dataCadastro });
  return quotation;
}

describe('quotation summary', () => {
  it('shows the header, the stepper and the buttons the server allows, top and bottom', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    renderApp({ route: `/pedido-resumo/${quotation.id}` });
    expect(await screen.findByRole('heading', { name: new RegExp(`Cotação ${quotation.id}`) })).toBeInTheDocument();
    expect(screen.getByText('Em Andamento')).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Etapas do pedido' });
    expect(within(stepper).queryAllByRole('link')).toHaveLength(0); // no orders yet: Pedido and Revisão are disabled
    await waitFor(async () => expect(await barButtons()).toEqual(['Exportar Produtos', 'Verificar Respostas', 'Ver Produtos não Respondidos', 'Alterar Vencimento', 'Encerrar Cotação', 'Cancelar Cotação'].filter((label) => label !== 'Ver Produtos não Respondidos' || db().answersOf(quotation.id).some((a) => a.dataEnvio))));
    expect(screen.getByRole('group', { name: 'Ações da cotação (rodapé)' })).toBeInTheDocument();
  });

  it('asks the quotation actions feature to close, cancel or change the due date', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const { user, dispatched } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await user.click(within(await topBar()).getByRole('button', { name: 'Encerrar Cotação' }));
    await user.click(within(await topBar()).getByRole('button', { name: 'Alterar Vencimento' }));
    await user.click(within(await topBar()).getByRole('button', { name: 'Cancelar Cotação' }));
    expect(dispatched(quotationCommandRequested).map((p) => [p.idCotacao, p.command])).toEqual([
      [quotation.id, 'encerrar'],
      [quotation.id, 'alterarVencimento'],
      [quotation.id, 'cancelar'],
    ]);
    expect(typeof dispatched(quotationCommandRequested)[0].importando).toBe('boolean');
  });

  it('offers only the export for a cancelled quotation', async () => {
    renderApp({ route: `/pedido-resumo/${quotationIn('CANCELADA').id}` });
    await waitFor(async () => expect(await barButtons()).toEqual(['Exportar Produtos']));
  });

  it('starts automatic and manual orders through orderGenerationRequested; manual needs C_GERA_PEDIDO_MANUAL', async () => {
    const quotation = readyForOrder();
    const { user, dispatched } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await user.click(await within(await topBar()).findByRole('button', { name: 'Iniciar Pedido Manual' }));
    await user.click(within(await topBar()).getByRole('button', { name: 'Iniciar Pedido Automático' }));
    expect(dispatched(orderGenerationRequested)).toEqual([
      { idCotacao: quotation.id, manual: true, pedidosExistentes: false },
      { idCotacao: quotation.id, manual: false, sic: false, sicSempre: false, pedidosExistentes: false },
    ]);
  });

  it('hides the manual order when the configuration is off', async () => {
    const quotation = readyForOrder();
    db().flags.C_GERA_PEDIDO_MANUAL = false;
    renderApp({ route: `/pedido-resumo/${quotation.id}` });
    expect(await within(await topBar()).findByRole('button', { name: 'Iniciar Pedido Automático' })).toBeInTheDocument();
    expect(within(await topBar()).queryByRole('button', { name: 'Iniciar Pedido Manual' })).not.toBeInTheDocument();
  });

  it("'Ver Pedidos' follows the target rule; the stepper links the order steps", async () => {
    const quotation = quotationIn('EM_ANALISE');
    // The review is offered once an order is confirmed (issue 25 point 8).
    db().ordersOf(quotation.id)[0].situacaoPedido = 'CONFIRMADO';
    const { user, router } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    const stepper = await screen.findByRole('navigation', { name: 'Etapas do pedido' });
    expect(await within(stepper).findByRole('link', { name: /Pedido/ })).toHaveAttribute('href', `/pedido-automatico/${quotation.id}`);
    expect(within(stepper).getByRole('link', { name: /Revisão e envio/ })).toHaveAttribute('href', `/revisao-envio/${quotation.id}`);
    await user.click(await within(await topBar()).findByRole('button', { name: 'Ver Pedidos' }));
    expect(router.state.location.pathname).toBe(`/pedido-automatico/${quotation.id}`);
  });

  it('reloads header and buttons when the quotation changed elsewhere', async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    const { store } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await within(await topBar()).findByRole('button', { name: 'Encerrar Cotação' });
    quotation.situacao = 'CANCELADA';
    store.dispatch(recentQuotationChanged({ idCotacao: quotation.id }));
    await waitFor(async () => expect(await barButtons()).toEqual(['Exportar Produtos']));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
  });

  it("'Exportar Produtos' opens the link in a new window; 'Ver Produtos não Respondidos' goes to that page", async () => {
    const quotation = quotationIn('EM_ANALISE');
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await user.click(await within(await topBar()).findByRole('button', { name: 'Exportar Produtos' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringContaining(`/cotacao/exportProdutosCotacao/${quotation.id}/arquivo`), '_blank', 'noopener'));
    await user.click(within(await topBar()).getByRole('button', { name: 'Ver Produtos não Respondidos' }));
    expect(router.state.location.pathname).toBe(`/produtos-nao-respondidos/${quotation.id}`);
  });

  it("'Verificar Respostas' says how many answers changed", async () => {
    const quotation = quotationIn('EM_ANDAMENTO');
    // One simulated answer due in a minute: verifying brings it now.
    const answer = db().answersOf(quotation.id)[0];
    const disponivelEm = new Date(db().now().getTime() + 60_000).toISOString();
    Object.assign(answer, { categoria: 'AGUARDANDO', pendente: { categoria: 'RESPONDIDA', disponivelEm, qtdeItensRespondidos: 2 } });
    db().pendingAnswersByQuotation.set(quotation.id, [answer]);
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    const verify = await within(await topBar()).findByRole('button', { name: 'Verificar Respostas' });
    await user.click(verify);
    expect(await screen.findByText('1 resposta foi atualizada.')).toBeInTheDocument();
    expect(answer.categoria).toBe('RESPONDIDA');
    await user.click(within(await topBar()).getByRole('button', { name: 'Verificar Respostas' }));
    expect(await screen.findByText('Nenhuma resposta nova desde a última leitura.')).toBeInTheDocument();
  });
});
