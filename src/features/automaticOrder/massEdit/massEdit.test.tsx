import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { productBranches } from '../../../../mocks/db/automaticOrder/automaticOrderMassEdit';
import { db } from '../../../../mocks/db/core/current';
import type { PedidoItemDto } from '../../../api/dto';
import { quantityProblem, rulesOf } from '../../../domain/orderQuantity';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders } from '../../../test/automaticOrderPage';
import { MASS_EDIT_TITLE, SELECT_ALL_BRANCHES, SELECT_BRANCH_TO_DELETE, UNCHANGED_TITLE, ZERO_NOT_ALLOWED } from './massEditTexts';

/** A rendered item of the open order whose product is ordered at several branches. */
function productAtBranches(idCotacao: number, grid: HTMLElement): PedidoItemDto {
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  const idPedido = Math.floor([...rendered][0] / 10_000);
  return db()
    .orderItems.get(idPedido)
    .find((item) => rendered.has(item.id) && !item.combo && !item.quantidadeFixa && (productBranches(db(), idCotacao, item.codigoBarras)?.length ?? 0) >= 3)!;
}

async function openMassEdit(view: ReturnType<typeof renderApp>, item: PedidoItemDto) {
  await view.user.click(screen.getByRole('button', { name: `Editar em massa: ${item.descricaoProdutoCliente}` }));
  const dialog = await screen.findByRole('dialog', { name: MASS_EDIT_TITLE });
  await within(dialog).findAllByRole('checkbox', { name: /^Selecionar / });
  return dialog;
}

/** The automatic order with its first order open and the mass edit of a product three or more branches order. */
async function massEditOfSharedProduct() {
  const { quotation } = quotationWithOrders();
  const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
  const { grid } = await openFirstOrder(view);
  const item = productAtBranches(quotation.id, grid);
  return { quotation, view, item, dialog: await openMassEdit(view, item) };
}

describe('mass edit of a product across branches', () => {
  it('applies a quantity to every branch as one store action and warns which branches were left unchanged', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const item = productAtBranches(quotation.id, grid);
    const { idPedido } = item;
    const quantity = Math.max(item.qtdeMinima, item.qtdeEmbalagem) * 2;
    // One other branch's item needs more than that: it must stay as it was.
    const branches = productBranches(db(), quotation.id, item.codigoBarras)!;
    const blocked = branches.find((branch) => branch.entries.every((entry) => entry.order.idPedido !== idPedido))!;
    blocked.entries[0].item.qtdeMinima = quantity * 2;
    const expectedUnchanged = branches.filter((branch) => branch.entries.some(({ item: i, order }) => order.situacaoPedido === 'CANCELADO' || i.combo || quantityProblem(String(quantity), rulesOf(i)) !== null));

    const dialog = await openMassEdit(view, item);
    expect(within(dialog).getByText(item.codigoBarras)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    const input = within(dialog).getByRole('textbox', { name: 'Quantidade' });
    await view.user.type(input, '00');
    expect(within(dialog).getByRole('button', { name: 'Aplicar quantidade' })).toBeDisabled();
    expect(within(dialog).getByText(ZERO_NOT_ALLOWED)).toBeInTheDocument();
    await view.user.clear(input);
    await view.user.type(input, String(quantity));
    expect(input).toHaveValue(String(quantity));

    let itemStoreChanges = 0;
    let last = view.store.getState().entities.orderItems;
    const stop = view.store.subscribe(() => {
      const now = view.store.getState().entities.orderItems;
      if (now !== last) itemStoreChanges += 1;
      last = now;
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar quantidade' }));
    const warning = await screen.findByRole('dialog', { name: UNCHANGED_TITLE });
    stop();
    const listed = within(warning).getAllByRole('listitem').map((li) => li.textContent);
    expect(listed).toHaveLength(expectedUnchanged.length);
    expect(listed.some((text) => text!.startsWith(`${blocked.nome}:`))).toBe(true);
    // The quantity shows in one store action; the server's answer settles it in one more (the items' new versions).
    expect(itemStoreChanges).toBe(2);
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(quantity)));
    expect(db().orderItems.get(idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(quantity);
    expect(blocked.entries[0].item.qtdePedida).not.toBe(quantity);
    await view.user.click(within(warning).getByRole('button', { name: 'Ok' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MASS_EDIT_TITLE })).toBeNull());
  });

  it('shows the quantity in the open order before the server answers, and puts it back when the server refuses', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const item = productAtBranches(quotation.id, grid);
    const quantity = Math.max(item.qtdeMinima, item.qtdeEmbalagem) * 3;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.post('*/api/pedidoAutomatico/alterarQuantidadeRespostaEmMassa/:id', async () => {
        await answered;
        return HttpResponse.json({ mensagem: 'Falha no servidor.' }, { status: 500 });
      }),
    );
    const dialog = await openMassEdit(view, item);
    await view.user.click(within(dialog).getByRole('checkbox', { name: SELECT_ALL_BRANCHES }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Quantidade' }), String(quantity));
    await view.user.click(within(dialog).getByRole('button', { name: 'Aplicar quantidade' }));

    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(quantity)));
    answer();
    await waitFor(() => expect(quantityCell(grid, item.id)).toHaveTextContent(String(item.qtdePedida)));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Falha no servidor.');
    expect(db().orderItems.get(item.idPedido).find((i) => i.id === item.id)!.qtdePedida).toBe(item.qtdePedida);
  });

  it("'Excluir das filiais' needs a branch checked; then the product leaves those branches' orders", async () => {
    const { quotation, view, item, dialog } = await massEditOfSharedProduct();
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir das filiais' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SELECT_BRANCH_TO_DELETE);
    const before = productBranches(db(), quotation.id, item.codigoBarras)!.length;
    const [first] = within(dialog).getAllByRole('checkbox', { name: /^Selecionar (?!todos|todas)/ });
    await view.user.click(first);
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir das filiais' }));
    await waitFor(() => expect(productBranches(db(), quotation.id, item.codigoBarras)!.length).toBe(before - 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');
  });

  it("a deletion here is told to the buyer's other tabs, which read their lists again", async () => {
    const { quotation, view, item, dialog } = await massEditOfSharedProduct();
    const other = new BroadcastChannel(`cotacoes-e-pedidos:salvos:${view.store.getState().session.user!.sub}`);
    const heard: { change: { idCotacao: number; reread?: boolean; pedidos: { idPedido: number }[]; removidos: { idPedido: number; id: number }[] } }[] = [];
    other.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
    const [first] = within(dialog).getAllByRole('checkbox', { name: /^Selecionar (?!todos|todas)/ });
    await view.user.click(first);
    await view.user.click(within(dialog).getByRole('button', { name: 'Excluir das filiais' }));
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].change).toMatchObject({ idCotacao: quotation.id, reread: true });
    // The product's rows the tab had loaded in the orders it left are named, so the other tabs drop them at once.
    expect(heard[0].change.removidos).toContainEqual({ idPedido: item.idPedido, id: item.id });
    expect(heard[0].change.pedidos.length).toBeGreaterThan(0);
    other.close();
  });

  it('the row action is not offered in an order that can no longer be edited', async () => {
    const { quotation, orders } = quotationWithOrders();
    for (const order of orders) order.situacaoPedido = 'ENVIADO';
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    expect(grid.querySelector('[col-id="massEdit"]')).toBeNull();
    expect(within(grid).queryAllByRole('button', { name: /^Editar em massa/ })).toHaveLength(0);
  });
});
