import { screen, waitFor, within } from '@testing-library/react';
import { productBranches } from '../../../../mocks/db/automaticOrder/automaticOrderMassEdit';
import { db } from '../../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../../api/dto';
import { hasPackagingConflict, NOT_A_WHOLE_NUMBER } from '../../../domain/orderQuantity';
import { openFirstOrder, quantityCell, quotationWithOrders, type View } from '../../../test/automaticOrderPage';
import { renderApp } from '../../../test/renderWithProviders';
import { recordRequests } from '../../../test/requestLog';
import { MASS_EDIT_TITLE, SELECT_ALL_BRANCHES } from '../massEdit/massEditTexts';

/**
 * Issue 25 point 7 on the automatic order: a quantity text that is not plain digits is refused
 * with its reason, the old value stays, and nothing is sent. Before the fix, '1,8' was saved as
 * 18, '12.5' as 125, '-12' as 12 and '12a4' as 124.
 */
const REFUSED = ['1,8', '12.5', '-12', '12a4'];

const storedQuantity = (item: PedidoItemDto) => db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida;

function freeItem({ store }: View, grid: HTMLElement): PedidoItemDto {
  const [idPedido] = store.getState().automaticOrder.openOrders;
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  return db()
    .orderItems.get(idPedido)
    .find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima <= 1 && i.qtdeEmbalagem === 1 && !hasPackagingConflict(i) && (productBranches(db(), db().orderById.get(idPedido)!.idCotacao, i.codigoBarras)?.length ?? 0) >= 2)!;
}

async function openOrder() {
  const { quotation } = quotationWithOrders();
  const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
  const { grid } = await openFirstOrder(view);
  return { view, grid, item: freeItem(view, grid) };
}

describe('automatic order: quantity text that is not plain digits (issue 25 point 7)', () => {
  it.each(REFUSED)("the order table's cell refuses %p with its reason and keeps the old value, sending nothing", async (text) => {
    const { view, grid, item } = await openOrder();
    const saves = recordRequests('Quatity');
    await view.user.click(quantityCell(grid, item.id));
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveFocus());
    await view.user.keyboard(`${text}{Enter}`);
    expect(await screen.findByText(NOT_A_WHOLE_NUMBER, { exact: false })).toHaveTextContent(`Quantidade não aceita para ${item.descricaoProdutoCliente}: ${NOT_A_WHOLE_NUMBER}`);
    expect(quantityCell(grid, item.id)).toHaveTextContent(String(item.qtdePedida));
    expect(saves).toEqual([]);
    expect(storedQuantity(item)).toBe(item.qtdePedida);
  });

  it("the order table's cell emptied is refused the same way", async () => {
    const { view, grid, item } = await openOrder();
    const saves = recordRequests('Quatity');
    await view.user.click(quantityCell(grid, item.id));
    await view.user.keyboard('{Enter}');
    const editor = await waitFor(() => grid.querySelector<HTMLInputElement>('.grid-quantity-editor')!);
    await view.user.clear(editor);
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText(NOT_A_WHOLE_NUMBER, { exact: false })).toBeInTheDocument();
    expect(quantityCell(grid, item.id)).toHaveTextContent(String(item.qtdePedida));
    expect(saves).toEqual([]);
  });

  it("'Pedir' in 'Ver Respostas por Produto' refuses each text with its reason beside it and keeps the answer's quantity", async () => {
    const { view } = await openOrder();
    const saves = recordRequests('alterarQuantidadeResposta');
    await view.user.click(screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0]);
    await view.user.click(screen.getByRole('button', { name: 'Ver Respostas por Produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver Respostas por Produto' });
    const input = await waitFor(() => within(dialog).getAllByRole('textbox', { name: /^Quantidade a pedir de / }).find((box) => !(box as HTMLInputElement).disabled)!);
    const before = (input as HTMLInputElement).value;
    for (const text of [...REFUSED, '']) {
      await view.user.clear(input);
      if (text) await view.user.type(input, text);
      await view.user.keyboard('{Enter}');
      expect(input).toHaveValue(before);
      expect(input).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
    }
    expect(saves).toEqual([]);
  });

  it('the mass edit refuses each text with its reason beside the disabled action, and applies nothing', async () => {
    const { view, item } = await openOrder();
    const saves = recordRequests('EmMassa');
    await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
    const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    const input = within(dialog).getByRole('textbox', { name: 'Quantidade' });
    const apply = within(dialog).getByRole('button', { name: 'Aplicar quantidade' });
    for (const text of REFUSED) {
      await view.user.clear(input);
      await view.user.type(input, `${text}{Enter}`);
      expect(input).toHaveValue(text);
      expect(apply).toBeDisabled();
      expect(apply).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
      expect(within(dialog).getByText(NOT_A_WHOLE_NUMBER)).toBeInTheDocument();
    }
    expect(saves).toEqual([]);
    expect(storedQuantity(item)).toBe(item.qtdePedida);
  });
});
