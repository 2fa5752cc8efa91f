import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { comboOffersOf } from '../../../../mocks/db/combo/comboOffers';
import { changeQuantity, createComboOrder } from '../../../../mocks/db/combo/comboOrderCommands';
import { currentItems } from '../../../../mocks/db/combo/combos';
import { db, resetDb } from '../../../../mocks/db/core/current';
import { server } from '../../../../mocks/node';
import { getTotalPedidos } from '../../../api/pedidoAutomaticoApi';
import { hasPackagingConflict } from '../../../domain/orderQuantity';
import { selectAutomaticOrderTotal, selectAutomaticSupplierRow } from '../../../entities/orderTree/orderTreeSelectors';
import { formatMoney } from '../../../shared/lib/format';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity, type View } from '../../../test/automaticOrderPage';
import { renderApp } from '../../../test/renderWithProviders';

/**
 * The quotation total ('Total dos pedidos') lives once, in the entities, and follows the changes
 * that move money with the supplier and representative rows (issue 26): after a quantity edit
 * and after a combo order, without a reload, it shows the server's total, and no state of the
 * store ever shows a quotation total that disagrees with the supplier rows listed under it.
 */
const cents = (value: number) => Math.round(value * 100);
const shownTotal = () => document.querySelector('.order-total__value')!.textContent;
const supplierTotals = () => [...document.querySelectorAll('.supplier__toggle .accordion-toggle__total')].map((cell) => cell.textContent);

/** The total on show and the sum of the listed supplier rows' totals, in cents (null: nothing to compare in this state). */
function figuresOf(view: View): { total: number; suppliers: number } | null {
  const state = view.store.getState();
  const { idCotacao, suppliers, total } = state.automaticOrder;
  const figure = selectAutomaticOrderTotal(state, idCotacao);
  if (!total.shown || !figure || suppliers.status !== 'loaded') return null;
  const rows = suppliers.ids.map((idFornecedor) => selectAutomaticSupplierRow(state, idCotacao!, idFornecedor));
  if (rows.some((row) => !row)) return null;
  return { total: cents(figure.valorTotal), suppliers: rows.reduce((sum, row) => sum + cents(row!.valorTotal), 0) };
}

/** Shows the total ('Atualizar') and records, from then on, every store state where the total and the supplier rows disagree. */
async function watchFigures(view: View) {
  await view.user.click(await screen.findByRole('button', { name: /^Atualizar o total/ }));
  await waitFor(() => expect(shownTotal()).toMatch(/R\$\s\d/));
  const disagreements: { total: number; suppliers: number }[] = [];
  const unsubscribe = view.store.subscribe(() => {
    const figures = figuresOf(view);
    if (figures && figures.total !== figures.suppliers) disagreements.push(figures);
  });
  return { disagreements, unsubscribe };
}

async function expectServerTotalShown(idCotacao: number) {
  const server = await getTotalPedidos(idCotacao);
  await waitFor(() => expect(shownTotal()).toBe(formatMoney(server.valorTotal)));
}

/** Types one more pack into an item of the open order that takes it; waits until the server has it. */
async function editOneQuantity(view: View, grid: HTMLElement) {
  const [idPedido] = view.store.getState().automaticOrder.openOrders;
  const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
  const free = db().orderItems.get(idPedido).find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i) && i.valorSemST > 0)!;
  const typed = free.qtdePedida + free.qtdeEmbalagem;
  await typeQuantity(view, quantityCell(grid, free.id), String(typed));
  await waitFor(() => expect(db().orderItems.get(idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(typed));
}

describe('the quotation total follows the changes with the supplier rows (issue 26)', () => {
  it('after a quantity edit: the total shown is the server’s new one, and never disagrees with the supplier rows', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const { disagreements, unsubscribe } = await watchFigures(view);
    expect(figuresOf(view)).toEqual({ total: expect.any(Number), suppliers: figuresOf(view)!.total });
    const totalBefore = shownTotal();
    const suppliersBefore = supplierTotals();

    await editOneQuantity(view, grid);
    await waitFor(() => expect(shownTotal()).not.toBe(totalBefore));
    unsubscribe();

    await expectServerTotalShown(quotation.id);
    expect(supplierTotals()).not.toEqual(suppliersBefore);
    expect(disagreements).toEqual([]);
    expect(grid.isConnected).toBe(true); // no reload: the open order stayed open
  });

  it("when the total cannot be read with the rows after an edit, it gives way to ' R$ - ' rather than a figure the rows no longer add up to", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const { disagreements, unsubscribe } = await watchFigures(view);
    const suppliersBefore = supplierTotals();
    server.use(mock.get('*/api/pedidoAutomatico/total/:id', () => HttpResponse.json({ mensagem: 'Falha.' }, { status: 500 }), { once: true }));

    await editOneQuantity(view, grid);
    await waitFor(() => expect(supplierTotals()).not.toEqual(suppliersBefore));
    await waitFor(() => expect(shownTotal()).toMatch(/^\s*R\$ -\s*$/));
    unsubscribe();
    expect(disagreements).toEqual([]);
  });

  it("after 'Voltar ao Pedido' from a new combo order: the total shown counts it, and never disagrees with the supplier rows", async () => {
    resetDb('demo');
    const quotation = db()
      .data.quotations.filter((q) => q.situacao === 'EM_ANALISE')
      .sort((a, b) => comboOffersOf(db(), b.id).length - comboOffersOf(db(), a.id).length)[0];
    const offer = comboOffersOf(db(), quotation.id)[0];
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    const { disagreements, unsubscribe } = await watchFigures(view);
    const before = (await getTotalPedidos(quotation.id)).valorTotal;
    await view.router.navigate(`/pedido-automatico/${quotation.id}/combo`);
    const back = await screen.findByRole('link', { name: 'Voltar ao Pedido' });
    // What 'Criar pedido combo' does on the combo screen: the items below their minimum raised, the order made.
    for (const item of currentItems(db(), offer)) if (item.problemaDeMinimo) changeQuantity(db(), offer, item.idRespostaClienteItem, item.quantidadeMinima);
    expect(createComboOrder(db(), offer, true).sucesso).toBe(true);
    const after = (await getTotalPedidos(quotation.id)).valorTotal;
    expect(after).not.toBe(before);

    await view.user.click(back);
    await waitFor(() => expect(shownTotal()).toBe(formatMoney(after)));
    unsubscribe();
    expect(disagreements).toEqual([]);
  });
});
