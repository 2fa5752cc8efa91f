import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { ok } from '../../../mocks/handlers/pedidoManualTestApi';
import type { MarcacaoRespostaDto } from '../../api/pedidoManualDto';
import { MANUAL_ORDER_MESSAGES } from '../../domain/manualOrderInsert';
import { renderApp } from '../../test/renderWithProviders';
import { branchPanels, findProduct, MANUAL_ID, manualPath, ordersOfManual } from '../../test/manualOrderPage';

/** Spec 02 §4.6 and §8: 'Inserir no Pedido' with its two confirmations, the insertion, 'Reiniciar', and their messages. */
async function withZeroQuantity(): Promise<void> {
  const { answers } = await findProduct((_, list) => list.some((a) => a.comprarCliente && a.editavel));
  const marked = answers.find((a) => a.comprarCliente && a.editavel)!;
  await ok<MarcacaoRespostaDto>('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: marked.id, qtde: 0 } });
}

async function pressInsert() {
  const view = renderApp({ route: manualPath() });
  await branchPanels();
  await view.user.click(screen.getByRole('button', { name: 'Inserir no Pedido' }));
  return view;
}

describe("'Inserir no Pedido' (spec 02 §4.6)", () => {
  it('asks about the products without a selected answer, then about the answers with quantity 0, then inserts and opens the review page', async () => {
    await withZeroQuantity();
    const { user, router } = await pressInsert();
    const first = await screen.findByRole('dialog', { name: 'Inserir no Pedido' });
    expect(first).toHaveTextContent(/produtos? sem resposta selecionada/);
    await user.click(within(first).getByRole('button', { name: 'Continuar' }));
    const second = await screen.findByRole('dialog', { name: 'Inserir no Pedido' });
    await waitFor(() => expect(second).toHaveTextContent(/com quantidade 0/));
    await user.click(within(second).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/revisao-envio/${MANUAL_ID}`));
    expect(ordersOfManual().length).toBeGreaterThan(0);
    expect(ordersOfManual().every((order) => order.situacaoPedido === 'CONFIRMADO')).toBe(true);
  });

  it('Cancelar stops before anything is inserted', async () => {
    const { user, router } = await pressInsert();
    const dialog = await screen.findByRole('dialog', { name: 'Inserir no Pedido' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/pedido-manual/${MANUAL_ID}`);
    expect(ordersOfManual()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Inserir no Pedido' })).toBeEnabled();
  });

  it("the zero-quantity check's 404 says the quotation was not found", async () => {
    db().faults.add({ method: 'GET', path: '/pedido/haRespostaComQuantidadePedidaZerada/:id', status: 404, times: 1 });
    const { user } = await pressInsert();
    await user.click(within(await screen.findByRole('dialog', { name: 'Inserir no Pedido' })).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MANUAL_ORDER_MESSAGES.quotationNotFound)).toBeInTheDocument();
    expect(ordersOfManual()).toHaveLength(0);
  });

  it('a 500 while inserting shows the server problem; a dropped connection the unknown insert error; a check that fails the generic one', async () => {
    db().faults.add({ method: 'GET', path: '/pedido/inserirPedidos/:id', status: 500, times: 1 });
    const { user } = await pressInsert();
    await user.click(within(await screen.findByRole('dialog', { name: 'Inserir no Pedido' })).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MANUAL_ORDER_MESSAGES.serverError)).toBeInTheDocument();

    db().faults.add({ method: 'GET', path: '/pedido/inserirPedidos/:id', networkError: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Inserir no Pedido' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Inserir no Pedido' })).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(MANUAL_ORDER_MESSAGES.insertUnknown)).toBeInTheDocument();

    db().faults.add({ method: 'GET', path: '/pedido/haProdutoSemRespostaSelecionada/:id', status: 400, body: {}, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Inserir no Pedido' }));
    expect(await screen.findByText(MANUAL_ORDER_MESSAGES.insertGeneric)).toBeInTheDocument();
    expect(ordersOfManual()).toHaveLength(0);
  });

  it("a validation the server refuses shows the server's reason", async () => {
    db().faults.add({ method: 'POST', path: '/pedido/:id/validarRespostas', status: 409, body: { sucesso: false, mensagem: 'Há 1 produto comprado de resposta vencida. Escolha outra resposta para esses produtos.' }, times: 1 });
    const { user } = await pressInsert();
    await user.click(within(await screen.findByRole('dialog', { name: 'Inserir no Pedido' })).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Há 1 produto comprado de resposta vencida. Escolha outra resposta para esses produtos.')).toBeInTheDocument();
  });

  it('a quantity not saved holds the insertion back and says so', async () => {
    db().faults.add({ method: 'POST', path: '/pedidomanual/alterarQuantidade', status: 500, times: 1 });
    const view = renderApp({ route: manualPath() });
    await branchPanels();
    const input = screen.getAllByRole('textbox', { name: /^Quantidade a pedir de / }).find((i) => !(i as HTMLInputElement).disabled)!;
    await view.user.clear(input);
    await view.user.type(input, '1{Enter}');
    await screen.findByRole('button', { name: 'Não salvo — Tentar novamente' });
    await view.user.click(screen.getByRole('button', { name: 'Inserir no Pedido' }));
    expect(await screen.findByText(/Há quantidades não salvas/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("'Reiniciar' (spec 02 §4.6, §8)", () => {
  it('asks, restores the manual order on the server and returns to Resumo', async () => {
    const view = renderApp({ route: manualPath() });
    await branchPanels();
    await view.user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reiniciar' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/pedido-resumo/${MANUAL_ID}`));
    expect(db().quotationById.get(MANUAL_ID)!.pedidoGerado).toBeUndefined();
  });

  it('a failed restart says so and stays', async () => {
    db().faults.add({ method: 'POST', path: '/pedidomanual/reiniciar/:id', status: 409, times: 1 });
    const view = renderApp({ route: manualPath() });
    await branchPanels();
    await view.user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Reiniciar' })).getByRole('button', { name: 'Reiniciar' }));
    expect(await screen.findByText(MANUAL_ORDER_MESSAGES.restartFailed)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/pedido-manual/${MANUAL_ID}`);
    expect(db().quotationById.get(MANUAL_ID)!.pedidoGerado).toBe('MANUAL');
  });
});
