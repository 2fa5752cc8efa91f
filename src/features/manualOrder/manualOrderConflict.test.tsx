import { screen, waitFor, within } from '@testing-library/react';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { findProduct, onlyProduct, productRows, serverAnswers } from '../../test/manualOrderPage';
import { renderApp } from '../../test/renderWithProviders';

const stored = async (answer: PedidoManualItemRespostaDto) => (await serverAnswers(answer.idPedidoManualItem)).find((a) => a.id === answer.id)!;

describe('manual order: a quantity changed elsewhere is never overwritten silently (docs/api.md "Versioned writes")', () => {
  it("shows the other value at the input; 'Manter o meu' writes the buyer's value, 'Usar o valor atual' takes the other", async () => {
    const free = (a: PedidoManualItemRespostaDto) => a.editavel && !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem === 1;
    const { branch, item, answers } = await findProduct((_, list) => list.some(free));
    const answer = answers.find(free)!;
    const view = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const input = within(rows).getByRole("textbox", { name: new RegExp(`^Quantidade a pedir de .* a ${answer.nomeFantasiaFornecedor}$`) });

    // Another session writes this answer after the page read it.
    await callMockApi('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: answer.id, qtde: '37' } });
    await view.user.clear(input);
    await view.user.type(input, '41{Enter}');
    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    expect(popover).toHaveTextContent('Valor atual: 37. Seu valor: 41.');
    expect(input).toHaveAccessibleDescription(/Este valor foi alterado em outra sessão/);
    expect((await stored(answer)).quantidadePedir).toBe(37);
    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(41));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull());

    // Again, and this time the buyer takes the other value.
    await callMockApi('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: answer.id, qtde: '52' } });
    await view.user.clear(input);
    await view.user.type(input, '43{Enter}');
    const again = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão/ });
    await view.user.click(within(again).getByRole('button', { name: 'Usar o valor atual' }));
    await waitFor(() => expect(input).toHaveValue('52'));
    expect((await stored(answer)).quantidadePedir).toBe(52);
  });
});
