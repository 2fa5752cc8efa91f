import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../api/dto';
import { hasPackagingConflict } from '../../domain/orderQuantity';
import { openFirstOrder, quantityCell, quotationWithOrders } from '../automaticOrderPage';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

interface QuantityContext {
  grid: HTMLElement;
  item: PedidoItemDto;
  typed: number;
}

const unsaved = () => screen.queryByRole('alert', { name: 'Alterações não salvas' });

const quantityEdit: Flow<QuantityContext> = {
  id: 'quantityEdit',
  label: 'quantidade do pedido automático',
  method: 'POST',
  path: '/pedidoAutomatico/updateItemQuatity',
  safe: false,
  queuedSave: true,
  emptyIs: 'success',
  open: async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const [idPedido] = view.store.getState().automaticOrder.openOrders;
    const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
    const item = db()
      .orderItems.get(idPedido)
      .find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    return { view, grid, item, typed: item.qtdePedida + item.qtdeEmbalagem };
  },
  trigger: async ({ view, grid, item, typed }) => {
    const cell = quantityCell(grid, item.id);
    await view.user.click(cell);
    await waitFor(() => expect(cell).toHaveFocus());
    await view.user.keyboard(`${typed}{Enter}`);
  },
  landmark: () => screen.queryByRole('region', { name: /Produtos do pedido de/ }),
  succeeded: async ({ item, typed }) => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    await waitFor(() => expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(typed));
    await waitFor(() => expect(unsaved()).toBeNull());
  },
  failureText: async () => (await screen.findByRole('alert', { name: 'Alterações não salvas' })).textContent ?? '',
  typedKept: ({ grid, item, typed }) => expect(quantityCell(grid, item.id)).toHaveTextContent(String(typed)),
};

describeMatrix([quantityEdit]);
