import { screen, waitFor, within } from '@testing-library/react';
import { productBranches } from '../../../../mocks/db/automaticOrder/automaticOrderMassEdit';
import { updateQuantities } from '../../../../mocks/db/automaticOrder/automaticOrderViews';
import { db } from '../../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../../api/dto';
import { quantityProblem, rulesOf } from '../../../domain/orderQuantity';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders } from '../../../test/automaticOrderPage';
import { DELETE_BRANCHES, MASS_EDIT_TITLE, SELECT_ALL_BRANCHES, UNCHANGED_TITLE } from './massEditTexts';

/** The automatic order with its first order open, and a free item of it whose product other branches order too. */
async function openOrderWithSharedProduct() {
  const { quotation } = quotationWithOrders();
  const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
  const { grid } = await openFirstOrder(view);
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  const idPedido = Math.floor([...rendered][0] / 10_000);
  const item: PedidoItemDto = { ...db().orderItems.get(idPedido).find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && (productBranches(db(), quotation.id, i.codigoBarras)?.length ?? 0) >= 2)! };
  return { quotation, view, grid, idPedido, item };
}

describe('mass edit: an item changed elsewhere since it was read is skipped and named (docs/api.md "Versioned writes")', () => {
  it("names the branch with the other value, shows that value in the open order, and does not write over it", async () => {
    const { quotation, view, grid, idPedido, item } = await openOrderWithSharedProduct();
    const quantity = Math.max(1, item.qtdeEmbalagem) * 4;
    const theirs = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);
    expect(quantityProblem(String(theirs), rulesOf(item))).toBeNull();

    await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
    const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
    await within(dialog).findAllByRole('checkbox', { name: /^Selecionar / });
    // Another session writes the open order's item after the buyer read it.
    updateQuantities(db(), quotation.idComprador, [{ id: item.id, qtdePedida: theirs }]);
    await view.user.click(within(dialog).getByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Quantidade' }), String(quantity));
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar quantidade' }));

    const warning = await screen.findByRole('dialog', { name: UNCHANGED_TITLE });
    const branch = db().orderById.get(idPedido)!.nomeFantasiaCliente;
    expect(within(warning).getByText(`${branch}: Este valor foi alterado em outra sessão. Valor atual: ${theirs} un.`)).toBeInTheDocument();
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(theirs)));
    expect(db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(theirs);
  });
});

describe("mass edit: 'Excluir das filiais' over an item changed elsewhere", () => {
  it('leaves that branch as it is, names it with the other value, and the product stays in the open order', async () => {
    const { quotation, view, grid, idPedido, item } = await openOrderWithSharedProduct();
    const theirs = item.qtdePedida + Math.max(1, item.qtdeEmbalagem);

    await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
    const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
    await within(dialog).findAllByRole('checkbox', { name: /^Selecionar / });
    updateQuantities(db(), quotation.idComprador, [{ id: item.id, qtdePedida: theirs }]);
    await view.user.click(within(dialog).getByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    await view.user.click(within(dialog).getByRole('button', { name: DELETE_BRANCHES }));

    const warning = await screen.findByRole('dialog', { name: UNCHANGED_TITLE });
    const branch = db().orderById.get(idPedido)!.nomeFantasiaCliente;
    expect(within(warning).getByText(`${branch}: Este valor foi alterado em outra sessão. Valor atual: ${theirs} un.`)).toBeInTheDocument();
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(theirs)));
    // Only the changed branch kept the product.
    expect(productBranches(db(), quotation.id, item.codigoBarras)!.map((b) => b.nome)).toEqual([branch]);
  });
});
