import { waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { branchPanels, findProduct, manualPath, onlyProduct, productRows, serverAnswers, quantityBoxName } from '../../test/manualOrderPage';
import { MARK_FAILED } from './manualOrderTexts';

/** Spec 02 §4.1 at the screen: the answer toggle, the product's checkbox and 'Selecionar todos os produtos da filial'. */
const label = (answer: { nomeFantasiaFornecedor: string; tituloRepresentante: string }) => `Comprar de ${answer.nomeFantasiaFornecedor} (${answer.tituloRepresentante})`;

async function productWithChoice() {
  const found = await findProduct((item, answers) => item.comprarCliente && answers.filter((a) => a.editavel).length >= 2 && answers.some((a) => a.comprarCliente));
  const marked = found.answers.find((a) => a.comprarCliente)!;
  const other = found.answers.find((a) => a.editavel && !a.comprarCliente)!;
  const view = renderApp({ route: onlyProduct(found.branch.cnpjCliente, found.item.codBarras) });
  const rows = await productRows(found.item.descricaoProduto);
  return { ...view, ...found, marked, other, rows };
}

describe('manual order marks at the screen (spec 02 §4.1)', () => {
  it('checking another answer unchecks the one the server names; the product stays bought', async () => {
    const { user, rows, item, marked, other } = await productWithChoice();
    await user.click(within(rows).getByRole('checkbox', { name: label(other) }));
    await waitFor(() => expect(within(rows).getByRole('checkbox', { name: label(marked) })).not.toBeChecked());
    expect(within(rows).getByRole('checkbox', { name: label(other) })).toBeChecked();
    expect(within(rows).getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toBeChecked();
    const stored = await serverAnswers(item.id);
    expect(stored.find((a) => a.id === other.id)!.comprarCliente).toBe(true);
    expect(stored.find((a) => a.id === marked.id)!.comprarCliente).toBe(false);
    expect(within(rows).getByRole('textbox', { name: quantityBoxName(other.nomeFantasiaFornecedor) })).toHaveValue(String(stored.find((a) => a.id === other.id)!.quantidadePedir));
  });

  it('a toggle that fails puts the checkbox back and says so', async () => {
    const { user, rows, marked, other } = await productWithChoice();
    db().faults.add({ method: 'GET', path: '/pedidomanual/marcarResposta/:id', status: 500, times: 1 });
    await user.click(within(rows).getByRole('checkbox', { name: label(other) }));
    expect(await within(rows).findByText(MARK_FAILED.answer)).toBeInTheDocument();
    expect(within(rows).getByRole('checkbox', { name: label(other) })).not.toBeChecked();
    expect(within(rows).getByRole('checkbox', { name: label(marked) })).toBeChecked();
  });

  it("a toggle the server refuses shows the server's reason and is undone", async () => {
    const { user, rows, other } = await productWithChoice();
    db().faults.add({ method: 'GET', path: '/pedidomanual/marcarResposta/:id', status: 409, body: { sucesso: false, mensagem: 'Esta resposta está vencida e não pode ser alterada.' }, times: 1 });
    await user.click(within(rows).getByRole('checkbox', { name: label(other) }));
    expect(await within(rows).findByText('Esta resposta está vencida e não pode ser alterada.')).toBeInTheDocument();
    expect(within(rows).getByRole('checkbox', { name: label(other) })).not.toBeChecked();
  });

  it("unchecking the product unchecks every answer; checking it again buys it from an answer with a quantity", async () => {
    const { user, rows, item } = await productWithChoice();
    const product = within(rows).getByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` });
    await user.click(product);
    await waitFor(async () => expect((await serverAnswers(item.id)).some((a) => a.comprarCliente)).toBe(false));
    for (const checkbox of within(rows).getAllByRole('checkbox', { name: /^Comprar de / })) expect(checkbox).not.toBeChecked();
    expect(product).not.toBeChecked();

    await user.click(product);
    await waitFor(async () => expect((await serverAnswers(item.id)).filter((a) => a.comprarCliente)).toHaveLength(1));
    const bought = (await serverAnswers(item.id)).find((a) => a.comprarCliente)!;
    expect(bought.quantidadePedir).toBeGreaterThan(0);
    await waitFor(() => expect(within(rows).getByRole('checkbox', { name: label(bought) })).toBeChecked());
    expect(product).toBeChecked();
  });

  it("'Selecionar todos os produtos da filial' buys every product of the branch that can be bought", async () => {
    const { user } = renderApp({ route: manualPath() });
    const panels = await branchPanels();
    const panel = panels.find((p) => within(p).queryAllByRole('checkbox', { name: /^Comprar (?!de )/ }).some((c) => !(c as HTMLInputElement).checked)) ?? panels[0];
    const all = within(panel).getByRole('checkbox', { name: 'Selecionar todos os produtos da filial' });
    await user.click(all);
    expect(all).toBeChecked();
    await waitFor(() => {
      const products = within(panel).getAllByRole('checkbox', { name: /^Comprar (?!de )/ });
      const buyable = products.filter((c) => within(c.closest('tbody')!).queryAllByRole('checkbox', { name: /^Comprar de / }).some((a) => !(a as HTMLInputElement).disabled));
      expect(buyable.every((c) => (c as HTMLInputElement).checked)).toBe(true);
    });
  });

  it("unchecking a product clears the branch's 'Selecionar todos os produtos da filial'", async () => {
    const { user } = renderApp({ route: manualPath() });
    const [panel] = await branchPanels();
    const all = within(panel).getByRole('checkbox', { name: 'Selecionar todos os produtos da filial' });
    await user.click(all);
    await waitFor(() => expect(within(panel).getAllByRole('checkbox', { name: /^Comprar (?!de )/ }).some((c) => (c as HTMLInputElement).checked)).toBe(true));
    const bought = within(panel).getAllByRole('checkbox', { name: /^Comprar (?!de )/ }).find((c) => (c as HTMLInputElement).checked)!;
    await user.click(bought);
    await waitFor(() => expect(all).not.toBeChecked());
  });
});
