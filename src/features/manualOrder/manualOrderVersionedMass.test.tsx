import { screen, waitFor, within } from '@testing-library/react';
import { branchesOf, itemsOf, ok } from '../../../mocks/handlers/pedidoManualTestApi';
import type { PedidoManualItemDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import { VERSION_CONFLICT_MESSAGE } from '../../domain/versionConflict';
import { renderApp } from '../../test/renderWithProviders';
import { branchPanels, MANUAL_ID, manualPath, productAtEveryBranch, serverAnswers } from '../../test/manualOrderPage';

/**
 * The manual order's writes of many products send the versions the page read them at (docs/api.md
 * "Versioned writes"): a branch or product changed in another session since is left as it is, the
 * screen names it with why and its value now, and shows that value.
 */
const label = (answer: { nomeFantasiaFornecedor: string; tituloRepresentante: string }) => `Comprar de ${answer.nomeFantasiaFornecedor} (${answer.tituloRepresentante})`;

/** A product bought at every branch, where at some branch (`at`) another answer than the bought one can be marked. */
const changeable = (answers: PedidoManualItemRespostaDto[][]): boolean => answers.every((list) => list.some((a) => a.comprarCliente && a.editavel)) && answers.some((list) => list.some((a) => a.editavel && !a.comprarCliente));

async function productChangeable(): Promise<{ codBarras: string; items: PedidoManualItemDto[]; at: number; other: PedidoManualItemRespostaDto }> {
  const { codBarras, items, answers } = await productAtEveryBranch(changeable);
  const at = answers.findIndex((list) => list.some((a) => a.editavel && !a.comprarCliente));
  return { codBarras, items, at, other: answers[at].find((a) => a.editavel && !a.comprarCliente)! };
}

/** Another session buys the product from `other` (no version: unconditional); the reason the screen then gives, with the value now. */
async function changedElsewhere(other: PedidoManualItemRespostaDto): Promise<{ bought: PedidoManualItemRespostaDto; reason: string }> {
  await ok(`/pedidomanual/marcarResposta/${other.id}?isMarcado=true`);
  const bought = (await serverAnswers(other.idPedidoManualItem)).find((a) => a.comprarCliente)!;
  return { bought, reason: `${VERSION_CONFLICT_MESSAGE} Valor atual: ${bought.nomeFantasiaFornecedor} — ${bought.tituloRepresentante}: ${bought.quantidadePedir} un.` };
}

const answerTables = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.manual-answers__table')];

async function pageOf(codBarras: string) {
  const view = renderApp({ route: manualPath(`?busca=${codBarras}`) });
  await waitFor(() => expect(answerTables()).toHaveLength(4));
  return view;
}

describe('manual order: writes of many products skip what changed in another session (issue 27)', () => {
  it('the mass quantity names the branch changed elsewhere with its value now, shows that value and does not write over it', async () => {
    const { codBarras, items, at, other } = await productChangeable();
    const { user } = await pageOf(codBarras);
    await user.click(screen.getAllByRole('button', { name: /^Alterar em todas as filiais: / })[0]);
    const dialog = await screen.findByRole('dialog', { name: /^Alterar em massa — / });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox', { name: /^Selecionar \d/ })).toHaveLength(4));
    const { bought, reason } = await changedElsewhere(other);

    await user.type(within(dialog).getByRole('textbox', { name: 'Quantidade' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar quantidade' }));
    const list = await within(dialog).findByRole('list', { name: 'Filiais não alteradas' });
    const branch = (await branchesOf(MANUAL_ID)).content.find((b) => b.id === items[at].idPedidoManual)!;
    expect(within(list).getByText(`${branch.nomefantasiaCliente}: ${reason}`)).toBeInTheDocument();
    // The branch's panel shows the value the other session left; the server keeps it.
    await waitFor(() => expect(within(answerTables()[at]).getByRole('checkbox', { name: label(bought) })).toBeChecked());
    expect((await serverAnswers(items[at].id)).find((a) => a.comprarCliente)).toMatchObject({ id: other.id, quantidadePedir: bought.quantidadePedir });
  });

  it("'Comprar desta resposta' lists the branch changed elsewhere with its value now and shows that value", async () => {
    const { codBarras, items, at, other } = await productChangeable();
    const { user } = await pageOf(codBarras);
    const { bought, reason } = await changedElsewhere(other);
    // The buyer presses it on another branch's bought answer.
    const from = at === 0 ? 1 : 0;
    const marked = (await serverAnswers(items[from].id)).find((a) => a.comprarCliente)!;
    await user.click(within(within(answerTables()[from]).getByRole('checkbox', { name: label(marked) }).closest('tr')!).getByRole('button', { name: 'Comprar desta resposta' }));

    const list = await screen.findByRole('list', { name: 'Filiais não alteradas' });
    const branch = (await branchesOf(MANUAL_ID)).content.find((b) => b.id === items[at].idPedidoManual)!;
    expect(within(list).getByText(`${branch.nomefantasiaCliente}: ${reason}`)).toBeInTheDocument();
    await waitFor(() => expect(within(answerTables()[at]).getByRole('checkbox', { name: label(bought) })).toBeChecked());
    expect((await serverAnswers(items[at].id)).find((a) => a.comprarCliente)!.id).toBe(other.id);
  });

  it("'Selecionar todos os produtos da filial' leaves a product changed elsewhere as it is and names it at the branch", async () => {
    const { user } = renderApp({ route: manualPath() });
    const [panel] = await branchPanels();
    const branch = (await branchesOf(MANUAL_ID)).content[0];
    const item = (await itemsOf(branch.id)).content[0];
    const all = within(panel).getByRole('checkbox', { name: 'Selecionar todos os produtos da filial' });
    expect(all).not.toBeChecked();
    await within(panel).findByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` });
    // Another session unchecks the product after the page read it.
    await ok(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false`);

    await user.click(all);
    const alert = await within(panel).findByRole('list', { name: /^Produtos não alterados/ });
    expect(within(alert).getByText(`${item.descricaoProduto}: ${VERSION_CONFLICT_MESSAGE} Valor atual: nenhuma resposta comprada.`)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).not.toBeChecked());
    expect((await serverAnswers(item.id)).some((a) => a.comprarCliente)).toBe(false);
  });
});
