import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { branchesOf, itemsOf, ok } from '../../../mocks/handlers/pedidoManualTestApi';
import type { TotalPedidoManualDto } from '../../api/pedidoManualTotaisDto';
import { MANUAL_ID, manualPath } from '../../test/manualOrderPage';
import { TOTALS } from './manualOrderTexts';

/**
 * Issue 28: the manual order's counter counted a product at every branch as a product ('900.000
 * de 900.000 produtos selecionados' for 300 products at 3,000 branches). It counts items (a
 * product at one branch), says so, with pt-BR thousands and the orders they make.
 */
describe('manual order: the selection counter', () => {
  it('reads items and orders with thousands separators and the right number', () => {
    expect(TOTALS.selected(900_000, 900_000, 4_500)).toBe('900.000 de 900.000 itens selecionados (4.500 pedidos)');
    expect(TOTALS.selected(1, 1, 1)).toBe('1 de 1 item selecionado (1 pedido)');
  });

  it('counts every product at every branch of the order, as the page shows it', async () => {
    renderApp({ route: manualPath() });
    const total = await ok<TotalPedidoManualDto>(`/pedidomanual/total/${MANUAL_ID}`);
    // The items: each branch's products (the mock's pages, none larger than a page here).
    let items = 0;
    for (const branch of (await branchesOf(MANUAL_ID)).content) items += (await itemsOf(branch.id)).totalElements;
    expect(total.quantidadeProdutos).toBe(items);
    const text = TOTALS.selected(total.quantidadeProdutosSelecionados, items, total.quantidadePedidos);
    await waitFor(() => expect(screen.getByText(new RegExp(text.replace(/[()]/g, '\\$&')))).toBeInTheDocument());
  });
});
