import { screen, waitFor, within } from '@testing-library/react';
import type { PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { leaveManualQuantity, manualRulesOf } from '../../domain/manualOrderQuantity';
import { NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';
import { manualPath, productAtEveryBranch, serverAnswers } from '../../test/manualOrderPage';
import { manualOrderDataActions } from './manualOrderDataSlice';
import { massChangeApplied } from './manualOrderEvents';
import { manualOrderActions } from './manualOrderSlice';

/** Issue 13 part 5: a product across branches in one change, applied to the screen in one store action. */
/** At some branch the second best price can be bought and is not bought yet. */
const secondBestBuyable = (answers: PedidoManualItemRespostaDto[][]): boolean => answers.some((list) => list.some((answer) => answer.ordemPreco === 2 && answer.editavel && !answer.comprarCliente));

/** The page filtered to the product: one panel per branch, each with that product and its answers. */
async function openMass(codBarras: string) {
  const view = renderApp({ route: manualPath(`?busca=${codBarras}`) });
  await waitFor(() => expect(document.querySelectorAll('.manual-answers__table')).toHaveLength(4));
  await view.user.click(screen.getAllByRole('button', { name: /^Alterar em todas as filiais: / })[0]);
  const dialog = await screen.findByRole('dialog', { name: /^Alterar em massa — / });
  await waitFor(() => expect(within(dialog).getAllByRole('checkbox', { name: /^Selecionar \d/ })).toHaveLength(4));
  return { ...view, dialog };
}

/** What each branch panel shows bought for the product, as `supplier` per panel. */
const shownBought = (): string[] =>
  [...document.querySelectorAll('.manual-answers__table')].map((table) =>
    within(table as HTMLElement)
      .getAllByRole('checkbox', { name: /^Comprar de / })
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.getAttribute('aria-label'))
      .join(','),
  );

describe('manual order mass changes (issue 13 part 5)', () => {
  it('lists the branches with their cheapest answer, all chosen; the search narrows them', async () => {
    const { codBarras } = await productAtEveryBranch();
    const { user, dialog } = await openMass(codBarras);
    expect(within(dialog).getByRole('checkbox', { name: 'Selecionar todas as filiais' })).toBeChecked();
    expect(within(dialog).getByText('4 filiais selecionadas')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Menor preço na filial' })).toBeInTheDocument();
    const [first] = within(dialog).getAllByRole('checkbox', { name: /^Selecionar \d/ });
    const branchName = first.getAttribute('aria-label')!.split(' - ')[1];
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar filial' }), branchName);
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox', { name: /^Selecionar \d/ })).toHaveLength(1));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Selecionar todas as filiais' }));
    expect(within(dialog).getByText('3 filiais selecionadas')).toBeInTheDocument();
  });

  it('changing the answer bought at the chosen branches lands on the server and reaches the screen in one store action', async () => {
    const { codBarras, items } = await productAtEveryBranch(secondBestBuyable);
    const { user, dialog, dispatched } = await openMass(codBarras);
    const before = shownBought();
    const patchesBefore = dispatched(manualOrderDataActions.answersLoaded).length;
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resposta a comprar' }), '2º menor preço');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar resposta' }));
    await within(dialog).findByText(/Resposta alterada em \d filia/);
    expect(dispatched(massChangeApplied)).toHaveLength(1);
    expect(dispatched(manualOrderDataActions.answersLoaded)).toHaveLength(patchesBefore);
    for (const [index, item] of items.entries()) {
      const marked = (await serverAnswers(item.id)).filter((answer) => answer.comprarCliente);
      expect(shownBought()[index]).toBe(marked.map((answer) => `Comprar de ${answer.nomeFantasiaFornecedor} (${answer.tituloRepresentante})`).join(','));
    }
    expect(shownBought()).not.toEqual(before);
    expect(within(dialog).getByText('Filiais não alteradas:')).toBeInTheDocument();
  });

  it('the quantity for the chosen branches follows each answer’s rule, in one store action; the totals refresh', async () => {
    const { codBarras, items } = await productAtEveryBranch();
    const { user, dialog, dispatched } = await openMass(codBarras);
    const totalsBefore = dispatched(manualOrderActions.totalsLoaded).length;
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantidade' }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar quantidade' }));
    await within(dialog).findByText(/Quantidade alterada em \d filia/);
    expect(dispatched(massChangeApplied)).toHaveLength(1);
    await waitFor(() => expect(dispatched(manualOrderActions.totalsLoaded).length).toBeGreaterThan(totalsBefore));
    const inputs = [...document.querySelectorAll('.manual-answers__table')].map((table) => (table.querySelector('tr.manual-answer--bought input[type="text"]') as HTMLInputElement | null)?.value);
    for (const [index, item] of items.entries()) {
      const marked = (await serverAnswers(item.id)).find((answer) => answer.comprarCliente);
      if (!marked) continue;
      expect(marked.quantidadePedir).toBe(leaveManualQuantity(25, manualRulesOf(marked)) || marked.quantidadePedir);
      expect(inputs[index]).toBe(String(marked.quantidadePedir));
    }
  });

  it('a quantity text that is not plain digits is refused beside the disabled action and nothing is sent (issue 25 point 7)', async () => {
    const { codBarras } = await productAtEveryBranch();
    const { user, dialog, dispatched } = await openMass(codBarras);
    const saves = recordRequests('alterarQuantidadeRespostaEmMassa');
    const input = within(dialog).getByRole('textbox', { name: 'Quantidade' });
    const apply = within(dialog).getByRole('button', { name: 'Alterar quantidade' });
    for (const text of ['1,8', '12.5', '-12', '12a4']) {
      await user.clear(input);
      await user.type(input, `${text}{Enter}`);
      expect(input).toHaveValue(text);
      expect(apply).toBeDisabled();
      expect(apply).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
    }
    expect(saves).toEqual([]);
    expect(dispatched(massChangeApplied)).toHaveLength(0);
  });

  it("'Comprar desta resposta' buys the product from that representative at every branch it answered, and says so", async () => {
    const { codBarras, items } = await productAtEveryBranch();
    const { user, dispatched } = renderApp({ route: manualPath(`?busca=${codBarras}`) });
    await waitFor(() => expect(document.querySelectorAll('.manual-answers__table')).toHaveLength(4));
    const candidates = (await serverAnswers(items[0].id)).filter((answer) => answer.editavel && !answer.comprarCliente);
    const target = candidates[0] ?? (await serverAnswers(items[0].id)).find((answer) => answer.editavel)!;
    const table = document.querySelectorAll('.manual-answers__table')[0] as HTMLElement;
    const row = within(table).getByRole('checkbox', { name: `Comprar de ${target.nomeFantasiaFornecedor} (${target.tituloRepresentante})` }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Comprar desta resposta' }));
    expect(await screen.findByText(/Produto comprado desta resposta em \d filia/)).toBeInTheDocument();
    expect(dispatched(massChangeApplied)).toHaveLength(1);
    await waitFor(() => expect(within(row).getByRole('checkbox', { name: /^Comprar de / })).toBeChecked());
    expect((await serverAnswers(items[0].id)).find((answer) => answer.id === target.id)!.comprarCliente).toBe(true);
  });
});
