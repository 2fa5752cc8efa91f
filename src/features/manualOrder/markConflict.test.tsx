import { screen, waitFor, within } from '@testing-library/react';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { findProduct, onlyProduct, productRows, serverAnswers } from '../../test/manualOrderPage';
import { renderApp } from '../../test/renderWithProviders';

/** A product with two answers that can be bought, none bought; the page shows only it. */
async function openProduct() {
  const free = (a: PedidoManualItemRespostaDto) => a.editavel;
  const { branch, item, answers } = await findProduct((_, list) => list.filter(free).length >= 2);
  for (const answer of answers) if (answer.comprarCliente) await callMockApi(`/pedidomanual/marcarResposta/${answer.id}?isMarcado=false`);
  const [mine, theirs] = answers.filter(free);
  const view = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
  const rows = await productRows(item.descricaoProduto);
  const box = (answer: PedidoManualItemRespostaDto) => within(rows).getByRole('checkbox', { name: new RegExp(`^Comprar de ${answer.nomeFantasiaFornecedor}`) });
  await waitFor(() => expect(box(mine)).not.toBeChecked());
  return { view, item, mine, theirs, box, rows };
}

const marked = async (idItem: number) => (await serverAnswers(idItem)).filter((a) => a.comprarCliente).map((a) => a.id);

describe('manual order: a mark over a product changed in another session (docs/api.md "Versioned writes")', () => {
  it("shows the server's marks with the buyer's toggle at the mark; 'Manter o meu' buys from the buyer's answer", async () => {
    const { view, item, mine, theirs, box } = await openProduct();
    // Another session buys the product from the other answer after the page read it.
    expect((await callMockApi(`/pedidomanual/marcarResposta/${theirs.id}?isMarcado=true`)).status).toBe(200);
    await view.user.click(box(mine));
    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    expect(popover).toHaveTextContent(`Valor atual: desmarcado (comprado de ${theirs.nomeFantasiaFornecedor}). Seu valor: marcado para comprar.`);
    expect(box(mine)).not.toBeChecked();
    expect(box(mine)).toHaveAccessibleDescription(/Este valor foi alterado em outra sessão/);
    expect(await marked(item.id)).toEqual([theirs.id]);

    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(async () => expect(await marked(item.id)).toEqual([mine.id]));
    expect(box(mine)).toBeChecked();
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });

  it("the product's checkbox: 'Usar o valor atual' sends nothing and the next toggle lands over the version now shown", async () => {
    const { view, item, theirs, rows } = await openProduct();
    const product = within(rows).getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` });
    expect((await callMockApi(`/pedidomanual/marcarResposta/${theirs.id}?isMarcado=true`)).status).toBe(200);
    await view.user.click(product);
    const popover = await screen.findByRole('dialog', { name: `Este valor foi alterado em outra sessão. ${item.descricaoProduto}` });
    expect(popover).toHaveTextContent(`Valor atual: marcado para comprar (comprado de ${theirs.nomeFantasiaFornecedor}). Seu valor: marcado para comprar.`);
    await view.user.click(within(popover).getByRole('button', { name: 'Usar o valor atual' }));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
    expect(await marked(item.id)).toEqual([theirs.id]);
    expect(product).toBeChecked();

    await view.user.click(product);
    await waitFor(async () => expect(await marked(item.id)).toEqual([]));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });
});
