import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { signInThrough } from '../../test/sessionExpiry';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { leaveManualQuantity, manualRulesOf } from '../../domain/manualOrderQuantity';
import { findProduct, onlyProduct, productRows, serverAnswers, quantityBoxName } from '../../test/manualOrderPage';
import { NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';

/** Spec 02 §4.1 at the screen: the quantity input of an answer, its rule when left, its hints, and its save. */
async function openAnswer(test: (answer: PedidoManualItemRespostaDto) => boolean) {
  const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.editavel && test(a)));
  const answer = answers.find((a) => a.editavel && test(a))!;
  const view = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
  const rows = await productRows(item.descricaoProduto);
  const input = within(rows).getByRole('textbox', { name: quantityBoxName(answer.nomeFantasiaFornecedor) });
  return { ...view, item, answer, rows, input };
}

const stored = async (answer: PedidoManualItemRespostaDto) => (await serverAnswers(answer.idPedidoManualItem)).find((a) => a.id === answer.id)!;

describe('manual order quantities at the screen (spec 02 §4.1)', () => {
  it('selects the text on focus, keeps at most 5 characters, and saves what leaving the field makes of it', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem === 1);
    await user.click(input);
    expect((input as HTMLInputElement).selectionStart).toBe(0);
    expect((input as HTMLInputElement).selectionEnd).toBe(String(answer.quantidadePedir).length);
    await user.keyboard('1234567');
    expect(input).toHaveValue('12345');
    await user.tab();
    expect(input).toHaveValue('12345');
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(12345));
    expect((await stored(answer)).comprarCliente).toBe(true);
  });

  it('an empty entry becomes 0', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadePedir > 0);
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('0');
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(0));
  });

  it('a text that is not plain digits is refused with its reason and the stored value kept, sending nothing (issue 25 point 7)', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem === 1 && a.quantidadePedir > 0);
    const saves = recordRequests('/alterarQuantidade');
    for (const text of ['1,8', '12.5', '-12', '12a4', 'abc']) {
      await user.clear(input);
      await user.type(input, `${text}{Enter}`);
      expect(input).toHaveValue(String(answer.quantidadePedir));
      expect(input).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
    }
    expect(saves).toEqual([]);
    expect((await stored(answer)).quantidadePedir).toBe(answer.quantidadePedir);
  });

  it('rounds down to the packaging multiple and says so', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem > 1);
    const pack = answer.quantidadeEmbalagem;
    await user.clear(input);
    await user.type(input, `${2 * pack + 1}{Enter}`);
    expect(input).toHaveValue(String(2 * pack));
    expect(await screen.findByText(`Preencher a quantidade com múltiplo de ${pack} unidades`)).toBeInTheDocument();
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(2 * pack));
  });

  it('below the minimum becomes 0 and says so', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima > a.quantidadeEmbalagem);
    await user.clear(input);
    await user.type(input, `${answer.qtdeMinima - answer.quantidadeEmbalagem}{Enter}`);
    expect(input).toHaveValue('0');
    expect(await screen.findByText(`Preencher a quantidade com pelo menos ${answer.qtdeMinima} unidades`)).toBeInTheDocument();
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(0));
  });

  it('a fixed quantity is forced to the minimum and says the quantity is fixed for this discount', async () => {
    const { user, input, answer } = await openAnswer((a) => a.quantidadeFixa && a.qtdeMinima > 0);
    const typed = answer.qtdeMinima + answer.quantidadeEmbalagem;
    await user.clear(input);
    await user.type(input, `${typed}{Enter}`);
    expect(input).toHaveValue(String(leaveManualQuantity(typed, manualRulesOf(answer))));
    expect(input).toHaveValue(String(answer.qtdeMinima));
    expect(await screen.findByText('Para este desconto, a quantidade pedida é fixa')).toBeInTheDocument();
    expect(input).toHaveAttribute('title', expect.stringContaining('Para este desconto, a quantidade pedida é fixa'));
  });

  it('Esc puts the stored value back without saving', async () => {
    const { user, input, answer, dispatched } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0);
    await user.click(input);
    await user.keyboard('999{Escape}');
    expect(input).toHaveValue(String(answer.quantidadePedir));
    expect(dispatched({ match: (a: unknown): a is { type: string; payload: unknown } => (a as { type: string }).type === 'manualOrder/quantityCommitted' })).toEqual([]);
  });

  it('a save that fails stays on the input marked not saved, named in the notice, and Tentar novamente lands it', async () => {
    const { user, input, answer, item } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem === 1);
    db().faults.add({ method: 'POST', path: '/pedidomanual/alterarQuantidade', status: 500, times: 1 });
    await user.clear(input);
    await user.type(input, '77{Enter}');
    const retry = await screen.findByRole('button', { name: 'Não salvo — Tentar novamente' });
    expect(input).toHaveValue('77');
    expect(screen.getByRole('alert', { name: 'Alterações não salvas' })).toHaveTextContent(`${item.descricaoProduto} — ${answer.nomeFantasiaFornecedor}: 77 un`);
    expect(screen.getByRole('alert', { name: 'Alterações não salvas' })).toHaveTextContent('Tivemos um problema ao processar sua solicitação.');
    await user.click(retry);
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(77));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Alterações não salvas' })).toBeNull());
  });

  it('a 401 in the middle of an edit: the login opens over the page, the typed value stays, and it is saved once the same user signs in', async () => {
    const { user, input, answer } = await openAnswer((a) => !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem === 1);
    server.use(mock.post('*/api/pedidomanual/alterarQuantidade', () => HttpResponse.json({ mensagem: 'Sessão expirada.' }, { status: 401 }), { once: true }));
    await user.clear(input);
    await user.type(input, '33{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sessão expirada' });
    expect(input).toHaveValue('33');
    expect((await stored(answer)).quantidadePedir).toBe(answer.quantidadePedir);
    await within(dialog).findByLabelText('Login');
    await signInThrough(dialog, user, 'comprador', 'comprador123');
    await waitFor(async () => expect((await stored(answer)).quantidadePedir).toBe(33));
    expect(input).toHaveValue('33');
  });
});
