import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../../mocks/db/core/current';
import { answersForItem } from '../../../../mocks/db/automaticOrder/productAnswers';
import { orderItemOf } from '../../../../mocks/db/automaticOrder/answerMoves';
import { callMockApi } from '../../../../mocks/handlers/testApiCall';
import { quantityProblem, rulesOf } from '../../../domain/orderQuantity';
import { renderApp } from '../../../test/renderWithProviders';
import { openAnswersOfFirstOrder, quotationWithOrders, type View } from '../../../test/automaticOrderPage';

const chosenNow = (id: number) => answersForItem(db(), orderItemOf(db(), id)!).find((answer) => answer.comprarCliente)!;

/** The modal open on the first order's products; an answer that can be chosen, and the item's quantity another session can set. */
async function openAnswers() {
  const { quotation } = quotationWithOrders();
  const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
  const dialog = await openAnswersOfFirstOrder(view);
  const rows = view.store.getState().automaticOrderAnswers.rows;
  const other = rows.find((row) => {
    const item = orderItemOf(db(), row.idPedidoItem);
    return !row.comprarCliente && !row.ignorada && row.quantidadePedir <= row.quantidade && item && !quantityProblem(String(item.qtdePedida + item.qtdeEmbalagem), rulesOf(item));
  })!;
  const chosen = chosenNow(other.idPedidoItem);
  const item = orderItemOf(db(), other.idPedidoItem)!;
  const theirs = item.qtdePedida + item.qtdeEmbalagem;
  const row = dialog.querySelectorAll<HTMLElement>('li.answer')[rows.indexOf(other)];
  return { view, dialog, other, chosen, item, theirs, row };
}

async function conflictOnChoice({ view, other, item, theirs, row }: Awaited<ReturnType<typeof openAnswers>> & { view: View }) {
  // Another session sets the item's quantity after the modal read it.
  expect((await callMockApi('/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: theirs } })).status).toBe(200);
  await view.user.click(within(row).getByRole('checkbox', { name: new RegExp(`^Escolher a resposta de ${other.fornecedorNomeFantasia}`) }));
  return screen.findByRole('dialog', { name: new RegExp(`Este valor foi alterado em outra sessão. ${other.descricaoProduto}`) });
}

describe("'Ver Respostas por Produto': a choice over an item changed in another session (docs/api.md \"Versioned writes\")", () => {
  it("shows both at the answer's checkbox and writes nothing; 'Manter o meu' chooses it over the version now seen", async () => {
    const opened = await openAnswers();
    const { other, chosen, item, theirs, row } = opened;
    const popover = await conflictOnChoice(opened);
    expect(popover).toHaveTextContent(`Valor atual: ${chosen.fornecedorNomeFantasia} — ${chosen.representanteTitulo}: ${theirs} un. Seu valor: ${other.fornecedorNomeFantasia} — ${other.representanteTitulo}: ${other.quantidadePedir} un.`);
    expect(within(row).getByRole('checkbox', { name: /^Escolher a resposta de/ })).toHaveAccessibleDescription(/Este valor foi alterado em outra sessão/);
    expect(chosenNow(item.id).id).toBe(chosen.id);

    await opened.view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(answersForItem(db(), orderItemOf(db(), item.id) ?? item).some((a) => a.id === other.id && a.comprarCliente)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull());
  });

  it("'Usar o valor atual' keeps the server's choice and quantity; the rows now hold the item's version, so the next choice lands", async () => {
    const opened = await openAnswers();
    const { view, other, chosen, item, theirs, row } = opened;
    const popover = await conflictOnChoice(opened);
    await view.user.click(within(popover).getByRole('button', { name: 'Usar o valor atual' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull());
    expect(within(row).getByRole('checkbox', { name: /^Escolher a resposta de/ })).not.toBeChecked();
    expect(chosenNow(item.id)).toMatchObject({ id: chosen.id, quantidadePedir: theirs });

    await view.user.click(within(row).getByRole('checkbox', { name: /^Escolher a resposta de/ }));
    await waitFor(() => expect(answersForItem(db(), orderItemOf(db(), item.id) ?? item).some((a) => a.id === other.id && a.comprarCliente)).toBe(true));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });
});
