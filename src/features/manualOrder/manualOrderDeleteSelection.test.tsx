import { screen, waitFor, within } from '@testing-library/react';
import type { TotaisPedidoManualDto } from '../../api/pedidoManualPaginaDto';
import { formatMoney } from '../../shared/lib/format';
import { renderApp } from '../../test/renderWithProviders';
import { MANUAL_ID, manualPath, productRows } from '../../test/manualOrderPage';
import { answersOfItem, branchesOf, itemsOf, ok } from '../../../mocks/handlers/pedidoManualTestApi';
import type { PedidoManualItemDto } from '../../api/pedidoManualDto';
import { EXCLUDED_TEXTS, GROUPED_VIEW } from './manualOrderTexts';

/** Issue 29 point 3: the manual order's selected or all filtered products are deleted in one go, the totals follow, and they come back. */
async function serverTotals(idCliente: number): Promise<{ order: number; branch: number }> {
  const totals = await ok<TotaisPedidoManualDto>('/pedidomanual/totais', { method: 'POST', body: { idCotacao: MANUAL_ID, idClientes: [idCliente] } });
  return { order: totals.pedido.valorTotal, branch: totals.porFilial[0].total.valorTotal };
}

const boughtValue = async (item: PedidoManualItemDto): Promise<number> => {
  const answer = (await answersOfItem(item.id)).content.find((row) => row.comprarCliente)!;
  return answer.quantidadePedir * answer.precoSemST;
};

/** The totals the page shows: the order's and the branch's. */
const shownTotals = () => ({
  order: document.querySelector('.manual-totals__value')?.textContent,
  branch: document.querySelector('.manual-branch__total strong')?.textContent,
});

const expectShown = (step: string, totals: { order: number; branch: number }) => waitFor(() => expect({ step, ...shownTotals() }).toEqual({ step, order: formatMoney(totals.order), branch: formatMoney(totals.branch) }));

describe("the manual order's delete of selected and all filtered products", () => {
  it('deletes the two selected products of a branch after a confirmation naming them; the totals lose their value and get it back on re-insert', async () => {
    const branch = (await branchesOf(MANUAL_ID)).content[0];
    const [a, b] = (await itemsOf(branch.id, '&page=0&size=5')).content.slice(0, 5).filter((item) => item.comprarCliente);
    const removed = (await boughtValue(a)) + (await boughtValue(b));
    expect(removed).toBeGreaterThan(0);
    const before = await serverTotals(branch.idCliente);
    const view = renderApp({ route: manualPath(`?cnpj=${encodeURIComponent(branch.cnpjCliente)}`) });
    const title = `${branch.cnpjCliente} - ${branch.nomefantasiaCliente}`;
    await productRows(a.descricaoProduto);
    await expectShown('before', before);

    await view.user.click(screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectLabel(a.descricaoProduto, title) }));
    await view.user.click(screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectLabel(b.descricaoProduto, title) }));
    expect(screen.getByText(EXCLUDED_TEXTS.selected(2))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectAll })).toHaveProperty('indeterminate', true);
    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.deleteSelected }));
    const dialog = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.confirmTitle });
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.confirmQuestion(2, 1))).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: EXCLUDED_TEXTS.delete }));

    expect(await screen.findByText(EXCLUDED_TEXTS.deletedMany(2, 1))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: EXCLUDED_TEXTS.confirmTitle })).toBeNull();
    expect(screen.getByText(EXCLUDED_TEXTS.selected(0))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Comprar ${a.descricaoProduto}` })).toBeNull());
    expect(screen.queryByRole('checkbox', { name: `Comprar ${b.descricaoProduto}` })).toBeNull();
    const after = await serverTotals(branch.idCliente);
    expect(Math.abs(after.order - (before.order - removed))).toBeLessThanOrEqual(0.011);
    expect(Math.abs(after.branch - (before.branch - removed))).toBeLessThanOrEqual(0.011);
    await expectShown('after delete', after);

    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.open }));
    const list = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.title });
    await within(list).findByRole('button', { name: EXCLUDED_TEXTS.restoreLabel(a.descricaoProduto, branch.nomefantasiaCliente) });
    expect(within(list).getByRole('button', { name: EXCLUDED_TEXTS.restoreLabel(b.descricaoProduto, branch.nomefantasiaCliente) })).toBeInTheDocument();
    await view.user.click(within(list).getByRole('button', { name: EXCLUDED_TEXTS.restoreAll }));
    expect(await within(list).findByText(EXCLUDED_TEXTS.empty)).toBeInTheDocument();
    await view.user.click(within(list).getByRole('button', { name: EXCLUDED_TEXTS.close }));
    await expectShown('after re-insert', before);
    expect(await screen.findByRole('checkbox', { name: `Comprar ${a.descricaoProduto}` })).toBeInTheDocument();
  });

  it("'Selecionar todos os produtos filtrados' selects what the filter lists in every branch (its count shown); an unticked row stays", async () => {
    const first = (await branchesOf(MANUAL_ID)).content[0];
    const busca = (await itemsOf(first.id)).content[0].descricaoFabricante;
    const query = `&busca=${encodeURIComponent(busca)}`;
    const branches = (await branchesOf(MANUAL_ID, query)).content;
    const listed = (await Promise.all(branches.map((branch) => itemsOf(branch.id, query)))).flatMap((page) => page.content);
    const view = renderApp({ route: manualPath(`?busca=${encodeURIComponent(busca)}`) });
    const kept = listed.find((item) => item.idPedidoManual === branches[0].id)!;
    await productRows(kept.descricaoProduto);

    await view.user.click(screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectAll }));
    expect(await screen.findByText(EXCLUDED_TEXTS.selected(listed.length))).toBeInTheDocument();
    const keptBox = screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectLabel(kept.descricaoProduto, `${branches[0].cnpjCliente} - ${branches[0].nomefantasiaCliente}`) });
    expect(keptBox).toBeChecked();
    await view.user.click(keptBox);
    expect(screen.getByText(EXCLUDED_TEXTS.selected(listed.length - 1))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.deleteSelected }));
    const dialog = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.confirmTitle });
    const rest = listed.filter((item) => item.id !== kept.id);
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.confirmQuestion(rest.length, new Set(rest.map((item) => item.idPedidoManual)).size))).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: EXCLUDED_TEXTS.delete }));
    await screen.findByText(EXCLUDED_TEXTS.deletedMany(rest.length, new Set(rest.map((item) => item.idPedidoManual)).size));
    const now = (await Promise.all(branches.map((branch) => itemsOf(branch.id, query)))).flatMap((page) => page.content);
    expect(now.map((item) => item.id)).toEqual([kept.id]);
  });

  it("'Excluir Produtos' with nothing selected warns and deletes nothing", async () => {
    const view = renderApp({ route: manualPath() });
    await screen.findAllByRole('table', { name: /^Respostas de / });
    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.deleteSelected }));
    expect(await screen.findByText(EXCLUDED_TEXTS.nothingSelected)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: EXCLUDED_TEXTS.confirmTitle })).toBeNull();
  });

  it('in the grouped view, the select-all deletes the filtered product at every branch', async () => {
    const branches = (await branchesOf(MANUAL_ID)).content;
    const { codBarras, descricaoProduto } = (await itemsOf(branches[0].id)).content[0];
    const at = (await Promise.all(branches.map((branch) => itemsOf(branch.id, `&busca=${codBarras}`)))).flatMap((page) => page.content);
    expect(at.length).toBeGreaterThan(1);
    const view = renderApp({ route: manualPath(`?busca=${codBarras}`) });
    await productRows(descricaoProduto);
    await view.user.click(screen.getByRole('switch', { name: GROUPED_VIEW }));
    await screen.findByRole('heading', { name: descricaoProduto });
    await view.user.click(screen.getByRole('checkbox', { name: EXCLUDED_TEXTS.selectAll }));
    expect(await screen.findByText(EXCLUDED_TEXTS.selected(at.length))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: EXCLUDED_TEXTS.deleteSelected }));
    const dialog = await screen.findByRole('dialog', { name: EXCLUDED_TEXTS.confirmTitle });
    expect(await within(dialog).findByText(EXCLUDED_TEXTS.confirmQuestion(at.length, at.length))).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: EXCLUDED_TEXTS.delete }));
    expect(await screen.findByText(EXCLUDED_TEXTS.deletedMany(at.length, at.length))).toBeInTheDocument();
    expect(await screen.findByText('Nenhum dado foi encontrado!')).toBeInTheDocument();
    expect((await Promise.all(branches.map((branch) => itemsOf(branch.id, `&busca=${codBarras}`)))).every((page) => page.content.length === 0)).toBe(true);
  });
});
