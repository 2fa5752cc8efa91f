import { within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { findProduct, onlyProduct, productRows } from '../../test/manualOrderPage';
import { NOT_BOUGHT_QUANTITY } from './manualOrderTexts';

/** Issue 29 point 4: what will be bought is unambiguous — an answer not chosen says its quantity is not bought. */
describe('the manual order shows which quantity is bought', () => {
  it("an unchosen answer's quantity reads 'Não será comprada'; the chosen answer's does not", async () => {
    const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.comprarCliente) && list.some((a) => !a.comprarCliente && a.quantidadePedir > 0));
    const chosen = answers.find((a) => a.comprarCliente)!;
    const idle = answers.find((a) => !a.comprarCliente && a.quantidadePedir > 0)!;
    renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const inputs = within(rows).getAllByRole('textbox', { name: /^Quantidade a pedir de / });
    const idleInputs = inputs.filter((input) => input.classList.contains('manual-quantity__input--idle'));
    expect(idleInputs.length).toBeGreaterThan(0);
    for (const input of idleInputs) expect(input).toHaveAccessibleDescription(NOT_BOUGHT_QUANTITY.short);
    expect(idleInputs.map((input) => (input as HTMLInputElement).value)).toContain(String(idle.quantidadePedir));
    const chosenInput = inputs.find((input) => input.getAttribute('aria-label')!.includes(chosen.nomeFantasiaFornecedor))!;
    expect(chosenInput).not.toHaveAccessibleDescription(NOT_BOUGHT_QUANTITY.short);
  });
});
