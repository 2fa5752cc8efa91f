import { screen, waitFor, within } from '@testing-library/react';
import { productBranches } from '../../../mocks/db/automaticOrder/automaticOrderMassEdit';
import { db } from '../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../api/dto';
import { CONFIRM_ORDER } from '../../features/automaticOrder/confirm/confirmTexts';
import { MASS_EDIT_TITLE, SELECT_ALL_BRANCHES } from '../../features/automaticOrder/massEdit/massEditTexts';
import { openFirstOrder, quotationWithOrders } from '../automaticOrderPage';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

interface MassContext {
  item: PedidoItemDto;
  quantity: number;
}

const massDialog = () => screen.queryByRole('dialog', { name: MASS_EDIT_TITLE });
const quantityInput = () => within(massDialog()!).getByRole('textbox', { name: 'Quantidade' });

const massEdit: Flow<MassContext> = {
  id: 'massEdit',
  label: 'edição em massa',
  method: 'POST',
  path: '/pedidoAutomatico/alterarQuantidadeRespostaEmMassa/:id',
  safe: false,
  emptyIs: 'failure',
  open: async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
    const idPedido = Math.floor([...rendered][0] / 10_000);
    const item = db()
      .orderItems.get(idPedido)
      .find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && (productBranches(db(), quotation.id, i.codigoBarras)?.length ?? 0) >= 3)!;
    const quantity = Math.max(item.qtdeMinima, item.qtdeEmbalagem) * 2;
    await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
    const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
    await within(dialog).findAllByRole('checkbox', { name: /^Selecionar / });
    await view.user.click(within(dialog).getByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    await view.user.type(quantityInput(), String(quantity));
    return { view, item, quantity };
  },
  trigger: async ({ view }) => view.user.click(within(massDialog()!).getByRole('button', { name: 'Aplicar quantidade' })),
  afterLogin: async ({ view }) => view.user.click(within(massDialog()!).getByRole('button', { name: 'Aplicar quantidade' })),
  landmark: () => screen.queryByRole('region', { name: /Produtos do pedido de/ }),
  succeeded: async ({ item, quantity }) => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    await waitFor(() => expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(quantity));
  },
  failureText: async () => (await within(massDialog()!).findByRole('alert')).textContent ?? '',
  typedKept: ({ quantity }) => expect(quantityInput()).toHaveValue(String(quantity)),
};

const confirm: Flow<{ id: number; router: ReturnType<typeof renderApp>['router'] }> = {
  id: 'confirm',
  label: 'confirmação do pedido automático',
  method: 'GET',
  path: '/pedidoAutomatico/confirmar/:id',
  safe: false,
  emptyIs: 'failure',
  open: async () => {
    window.scrollTo = jest.fn();
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await screen.findByRole('button', { name: CONFIRM_ORDER });
    return { view, id: quotation.id, router: view.router };
  },
  trigger: async ({ view }) => view.user.click(await screen.findByRole('button', { name: CONFIRM_ORDER })),
  afterLogin: async ({ view }) => view.user.click(await screen.findByRole('button', { name: CONFIRM_ORDER })),
  landmark: () => document.querySelector('main'),
  succeeded: async ({ router, id }) => {
    await waitFor(() => expect(router.state.location.pathname).toBe(`/revisao-envio/${id}`));
    expect(db().ordersOf(id).every((order) => order.situacaoPedido === 'CONFIRMADO')).toBe(true);
  },
  failureText: async () => (await screen.findByRole('alert')).textContent ?? '',
};

describeMatrix([massEdit, confirm]);
