import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { findProduct, onlyProduct, productRows } from '../../test/manualOrderPage';
import { itemsOf } from '../../../mocks/handlers/pedidoManualTestApi';
import { EXCLUDED_TEXTS } from './manualOrderTexts';

/** Issue 29 point 3: the manual order's deleted products are listed, and come back one by one or all together. */
describe("the manual order's deleted products", () => {
  it("'Excluir' takes the product out of the branch's order; 'Ver Produtos Excluídos' lists it; 'Reinserir' brings it back", async () => {
    const { branch, item } = await findProduct(() => true);
    const view = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    await view.user.click(within(rows).getByRole('button', { name: EXCLUDED_TEXTS.deleteLabel(item.descricaoProduto) }));
    expect(await screen.findByText(EXCLUDED_TEXTS.deleted(item.descricaoProduto))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toBeNull());
    expect((await itemsOf(branch.id)).content.some((row) => row.id === item.id)).toBe(false);

    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.title });
    const restore = await within(dialog).findByRole('button', { name: EXCLUDED_TEXTS.restoreLabel(item.descricaoProduto, branch.nomefantasiaCliente) });
    await view.user.click(restore);
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.restoredOne)).toBeInTheDocument();
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.empty)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: EXCLUDED_TEXTS.close }));
    expect(await screen.findByRole('checkbox', { name: `Comprar ${item.descricaoProduto}` })).toBeInTheDocument();
    expect((await itemsOf(branch.id)).content.some((row) => row.id === item.id)).toBe(true);
  });

  it("'Reinserir todos' brings back every deleted product of every branch", async () => {
    const first = await findProduct(() => true);
    const second = await findProduct((item) => item.idPedidoManual !== first.item.idPedidoManual);
    const view = renderApp({ route: onlyProduct(first.branch.cnpjCliente, first.item.codBarras) });
    await view.user.click(within(await productRows(first.item.descricaoProduto)).getByRole('button', { name: EXCLUDED_TEXTS.deleteLabel(first.item.descricaoProduto) }));
    await screen.findByText(EXCLUDED_TEXTS.deleted(first.item.descricaoProduto));
    await view.router.navigate(onlyProduct(second.branch.cnpjCliente, second.item.codBarras));
    await view.user.click(within(await productRows(second.item.descricaoProduto)).getByRole('button', { name: EXCLUDED_TEXTS.deleteLabel(second.item.descricaoProduto) }));
    await screen.findByText(EXCLUDED_TEXTS.deleted(second.item.descricaoProduto));

    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.title });
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /^Reinserir .+ na filial / })).toHaveLength(2));
    await view.user.click(within(dialog).getByRole('button', { name: EXCLUDED_TEXTS.restoreAll }));
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.empty)).toBeInTheDocument();
    expect((await itemsOf(first.branch.id)).content.some((row) => row.id === first.item.id)).toBe(true);
    expect((await itemsOf(second.branch.id)).content.some((row) => row.id === second.item.id)).toBe(true);
  });
});
