import { screen, waitFor, within } from '@testing-library/react';
import { applyFilter } from '../../../../mocks/db/automaticOrder/automaticOrderQuery';
import { automaticOrderIndex } from '../../../../mocks/db/automaticOrder/automaticOrderIndex';
import { comboOffersOf } from '../../../../mocks/db/combo/comboOffers';
import { changeQuantity, createComboOrder } from '../../../../mocks/db/combo/comboOrderCommands';
import { currentItems } from '../../../../mocks/db/combo/combos';
import { db, resetDb } from '../../../../mocks/db/core/current';
import { DEFAULT_FILTER } from '../../../domain/automaticOrderFilter';
import { hasPackagingConflict } from '../../../domain/orderQuantity';
import { formatMoney } from '../../../shared/lib/format';
import { renderApp } from '../../../test/renderWithProviders';
import { openFirstOrder, quantityCell, quotationWithOrders, typeQuantity } from '../../../test/automaticOrderPage';

/**
 * The supplier and representative rows follow every change that moves money, without a reload
 * (issue 25 point 2): what each row shows is compared with the server's figures for it.
 */
function serverRows(idCotacao: number) {
  const result = applyFilter(db(), automaticOrderIndex(db(), idCotacao), DEFAULT_FILTER);
  return {
    suppliers: result.supplierRows.map(({ group, total, orders }) => ({ name: group.nome, total, orders })),
    representatives: result.representativeRows.map(({ group, total, orders }) => ({ name: group.nome, idFornecedor: group.idFornecedor, total, orders })),
  };
}

const shownRows = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].map((button) => ({
    name: button.querySelector('.accordion-toggle__name')!.textContent,
    count: button.querySelector('.accordion-toggle__count')!.textContent,
    total: button.querySelector('.accordion-toggle__total')!.textContent,
  }));

/** Every supplier row and every open supplier's representative row on screen shows the server's total. */
async function expectRowsAgreeWithServer(idCotacao: number) {
  await waitFor(() => {
    const server = serverRows(idCotacao);
    const suppliers = shownRows('.supplier__toggle');
    expect(suppliers.length).toBeGreaterThan(0);
    for (const row of suppliers) expect(row.total).toBe(formatMoney(server.suppliers.find((s) => s.name === row.name)!.total));
    const representatives = shownRows('.representative__toggle');
    expect(representatives.length).toBeGreaterThan(0);
    for (const row of representatives) expect(server.representatives.filter((r) => r.name === row.name).map((r) => formatMoney(r.total))).toContain(row.total);
  });
}

describe('the supplier and representative totals follow the changes (issue 25 point 2)', () => {
  it('after a quantity edit', async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const [idPedido] = view.store.getState().automaticOrder.openOrders;
    const rendered = new Set([...grid.querySelectorAll('.ag-row')].map((row) => Number(row.getAttribute('row-id'))));
    const free = db().orderItems.get(idPedido).find((i) => rendered.has(i.id) && !i.combo && !i.quantidadeFixa && i.qtdeMinima === 0 && !hasPackagingConflict(i))!;
    const before = shownRows('.supplier__toggle')[0].total;
    const representativeBefore = shownRows('.representative__toggle')[0].total;
    const typed = free.qtdePedida + free.qtdeEmbalagem;
    await typeQuantity(view, quantityCell(grid, free.id), String(typed));
    await waitFor(() => expect(quantityCell(grid, free.id)).toHaveTextContent(String(typed)));
    await waitFor(() => expect(db().orderItems.get(idPedido).find((i) => i.id === free.id)!.qtdePedida).toBe(typed));
    await waitFor(() => expect(shownRows('.supplier__toggle')[0].total).not.toBe(before));
    // The open order's representative row (the first shown) follows too, and the order stayed open (no reload).
    await waitFor(() => expect(shownRows('.representative__toggle')[0].total).not.toBe(representativeBefore));
    expect(grid.isConnected).toBe(true);
    await expectRowsAgreeWithServer(quotation.id);
  });

  it("after choosing another representative's answer: the item leaves the open order and every row shows the server's total", async () => {
    const { quotation } = quotationWithOrders();
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    const { grid } = await openFirstOrder(view);
    const [idPedido] = view.store.getState().automaticOrder.openOrders;
    await view.user.click(screen.getAllByRole('checkbox', { name: /Selecionar o pedido de/ })[0]);
    await view.user.click(screen.getByRole('button', { name: 'Ver Respostas por Produto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ver Respostas por Produto' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    const rows = view.store.getState().automaticOrderAnswers.rows;
    const other = rows.find((row) => !row.comprarCliente && !row.ignorada && row.idPedido === idPedido)!;
    const box = within(dialog).getAllByRole('checkbox').find((candidate) => candidate.closest('li')!.textContent!.includes(other.representanteTitulo) && !(candidate as HTMLInputElement).checked)!;
    await view.user.click(box);
    await waitFor(() => expect(view.store.getState().automaticOrderAnswers.rows.find((row) => row.id === other.id)?.comprarCliente).toBe(true));
    await view.user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(grid.querySelector(`.ag-row[row-id="${other.idPedidoItem}"]`)).toBeNull());
    await expectRowsAgreeWithServer(quotation.id);
  });

  it("after 'Voltar ao Pedido' from the combo screen with a new combo order: its supplier row counts it and shows the server's total", async () => {
    resetDb('demo');
    const quotation = db()
      .data.quotations.filter((q) => q.situacao === 'EM_ANALISE')
      .sort((a, b) => comboOffersOf(db(), b.id).length - comboOffersOf(db(), a.id).length)[0];
    const firstPage = serverRows(quotation.id).suppliers.slice(0, 10);
    const offer = comboOffersOf(db(), quotation.id).find((candidate) => firstPage.some((s) => s.name === db().supplierById.get(candidate.answer.idFornecedor)?.nomeFantasia))!;
    const supplierName = db().supplierById.get(offer.answer.idFornecedor)!.nomeFantasia;
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}` });
    await openFirstOrder(view);
    const countBefore = shownRows('.supplier__toggle').find((row) => row.name === supplierName)!.count;
    await view.router.navigate(`/pedido-automatico/${quotation.id}/combo`);
    const back = await screen.findByRole('link', { name: 'Voltar ao Pedido' });
    // What 'Criar pedido combo' does on the combo screen: the items below their minimum raised, the order made.
    for (const item of currentItems(db(), offer)) if (item.problemaDeMinimo) changeQuantity(db(), offer, item.idRespostaClienteItem, item.quantidadeMinima);
    expect(createComboOrder(db(), offer, true).sucesso).toBe(true);
    await view.user.click(back);
    const server = () => serverRows(quotation.id).suppliers.find((s) => s.name === supplierName)!;
    await waitFor(() => expect(shownRows('.supplier__toggle').find((row) => row.name === supplierName)!.count).not.toBe(countBefore));
    expect(shownRows('.supplier__toggle').find((row) => row.name === supplierName)!.total).toBe(formatMoney(server().total));
    await expectRowsAgreeWithServer(quotation.id);
  });
});
