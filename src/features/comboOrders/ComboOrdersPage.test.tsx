import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { automaticOrderIndex } from '../../../mocks/db/automaticOrder/automaticOrderIndex';
import { comboOffersOf, type ComboOffer } from '../../../mocks/db/combo/comboOffers';
import { comboState } from '../../../mocks/db/combo/combos';
import { db, resetDb } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { selectQuotationContext } from '../../entities/quotation/quotationContextSelectors';
import { quotationContextRequested } from '../../entities/quotation/quotationContextSlice';
import { renderApp } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';
import { NO_COMBO_FOUND, NO_COMBO_IN_BRANCH, NO_EXCLUDED } from './comboTexts';

/** The demo quotation in analysis with the most combos (more branches than one page of 5). */
function demoQuotation() {
  resetDb('demo');
  const quotation = db()
    .data.quotations.filter((q) => q.situacao === 'EM_ANALISE')
    .sort((a, b) => comboOffersOf(db(), b.id).length - comboOffersOf(db(), a.id).length)[0];
  return { id: quotation.id, offers: comboOffersOf(db(), quotation.id) };
}

const branchCount = (offers: readonly ComboOffer[]) => new Set(offers.map((o) => o.answer.idCliente)).size;

async function openPage(id: number) {
  const view = renderApp({ route: `/pedido-automatico/${id}/combo` });
  await screen.findByRole('heading', { name: 'Combos' });
  await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  return view;
}

/** The branch panel of an offer, then its combo panel, opened. */
async function openCombo({ user }: ReturnType<typeof renderApp>, offer: ComboOffer) {
  const branch = await screen.findByRole('region', { name: offer.branch!.nomeFantasia });
  const panel = within(branch).getByRole('article', { name: `Combo de ${offer.supplierName}` });
  const toggle = within(panel).getByRole('button', { expanded: false });
  await user.click(toggle);
  await within(panel).findByRole('table', { name: `Produtos do combo de ${offer.supplierName}` });
  await waitFor(() => expect(within(panel).getAllByRole('checkbox').length).toBeGreaterThan(0));
  return panel;
}

describe('combo screen (spec 03 §2.5, §4.4)', () => {
  it('shows one panel per branch, 5 per page, filters by supplier and product, and the empty state; the way back to the order', async () => {
    const { id, offers } = demoQuotation();
    expect(branchCount(offers)).toBeGreaterThan(5);
    const { user } = await openPage(id);
    expect(screen.getByRole('link', { name: 'Voltar ao Pedido' })).toHaveAttribute('href', `/pedido-automatico/${id}`);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('.combo-branch'))).toHaveLength(5));
    await user.click(screen.getAllByRole('button', { name: 'Página 2' }).at(-1)!);
    await waitFor(() => expect(document.querySelectorAll('.combo-branch')).toHaveLength(branchCount(offers) - 5));

    const supplier = offers[0];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fornecedor' }), String(supplier.answer.idFornecedor));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const expected = branchCount(offers.filter((o) => o.answer.idFornecedor === supplier.answer.idFornecedor));
    await waitFor(() => expect(document.querySelectorAll('.combo-branch')).toHaveLength(Math.min(5, expected)));
    await waitFor(() => expect(screen.getAllByRole('article').every((a) => a.getAttribute('aria-label') === `Combo de ${supplier.supplierName}`)).toBe(true));

    await user.type(screen.getByRole('searchbox', { name: 'Produto' }), 'zzzz nada');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText(NO_COMBO_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(document.querySelectorAll('.combo-branch')).toHaveLength(5));
  });

  it('the old address /combo/{id} opens the combo screen of that quotation', async () => {
    const { id } = demoQuotation();
    const { router } = renderApp({ route: `/combo/${id}` });
    expect(await screen.findByRole('heading', { name: 'Combos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/pedido-automatico/${id}/combo`);
  });

  it('a branch whose combos list comes back empty says so', async () => {
    const { id } = demoQuotation();
    server.use(mock.get('*/api/pedidoAutomatico/buscarCombosFiliais/:id', () => HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true })));
    renderApp({ route: `/pedido-automatico/${id}/combo` });
    expect((await screen.findAllByText(NO_COMBO_IN_BRANCH)).length).toBeGreaterThan(0);
  });

  it('excludes a free item by checkbox and restores it from the excluded view; mandatory items cannot be chosen', async () => {
    const { id, offers } = demoQuotation();
    const offer = offers.find((o) => o.items.some((i) => !i.obrigatorio && !i.problemaDeMinimo))!;
    const free = offer.items.find((i) => !i.obrigatorio && !i.problemaDeMinimo)!;
    const mandatory = offer.items.find((i) => i.obrigatorio)!;
    const view = await openPage(id);
    const { user } = view;
    const panel = await openCombo(view, offer);
    const locked = within(panel).getByRole('checkbox', { name: new RegExp(`^${escape(mandatory.produtoDescricao)}: Produto obrigatório`) });
    expect(locked).toBeDisabled();
    expect(locked.parentElement).toHaveAttribute('title', 'Produto obrigatório do combo: não pode ser excluído nem restaurado.');

    await user.click(within(panel).getByRole('checkbox', { name: `Selecionar ${free.produtoDescricao}` }));
    await user.click(within(panel).getByRole('button', { name: 'Excluir produtos selecionados' }));
    await waitFor(() => expect(within(panel).queryByRole('checkbox', { name: `Selecionar ${free.produtoDescricao}` })).toBeNull());
    expect(comboState(db(), offer.answer.id).excluded.has(free.idRespostaClienteItem)).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Ver produtos excluídos' }));
    await user.click(await within(panel).findByRole('checkbox', { name: `Selecionar ${free.produtoDescricao}` }));
    await user.click(within(panel).getByRole('button', { name: 'Restaurar produtos selecionados' }));
    expect(await within(panel).findByText(NO_EXCLUDED)).toBeInTheDocument();
    expect(comboState(db(), offer.answer.id).excluded.size).toBe(0);
  });

  it('the quantity input shows the minimum and maximum messages, and saves a quantity within the bounds', async () => {
    const { id, offers } = demoQuotation();
    const offer = offers.find((o) => o.items.some((i) => i.quantidadeMinima > 1 && i.quantidadeMaxima > 0))!;
    const item = offer.items.find((i) => i.quantidadeMinima > 1 && i.quantidadeMaxima > 0)!;
    const view = await openPage(id);
    const { user } = view;
    const panel = await openCombo(view, offer);
    const input = within(panel).getByRole('textbox', { name: `Quantidade pedida de ${item.produtoDescricao}` });

    await user.clear(input);
    await user.type(input, `${item.quantidadeMinima - 1}{Enter}`);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(`ATENÇÃO: Quantidade mínima permitida: ${item.quantidadeMinima}`);

    await user.clear(input);
    await user.type(input, `${item.quantidadeMaxima + 1}{Enter}`);
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(`ATENÇÃO: Quantidade máxima permitida ${item.quantidadeMaxima}`));

    await user.clear(input);
    await user.type(input, `${item.quantidadeMaxima}{Enter}`);
    await waitFor(() => expect(comboState(db(), offer.answer.id).quantities.get(item.idRespostaClienteItem)).toBe(item.quantidadeMaxima));
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
  });
});

/** Opens the page and clicks 'Criar pedido combo' on the offer's combo panel. */
async function createFrom(id: number, offer: ComboOffer) {
  const { user } = await openPage(id);
  const panel = within(await screen.findByRole('region', { name: offer.branch!.nomeFantasia })).getByRole('article', { name: `Combo de ${offer.supplierName}` });
  await user.click(within(panel).getByRole('button', { name: 'Criar pedido combo' }));
  return { user, panel };
}

describe('creating and deleting a combo order (spec 03 §4.4)', () => {
  /** A combo without minimum problems whose products sit in the branch's other orders. */
  function comboWithConflicts() {
    const { id, offers } = demoQuotation();
    const offer = offers.find((o) => o.items.every((i) => !i.problemaDeMinimo))!;
    return { id, offer };
  }

  it('asks when products sit in other orders; removing them from the old orders creates the order and the lists refresh', async () => {
    const { id, offer } = comboWithConflicts();
    const { user, panel } = await createFrom(id, offer);
    const dialog = await screen.findByRole('dialog', { name: 'Produtos já em outros pedidos' });
    const listed = within(dialog).getAllByRole('row').length - 1;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(8);
    await user.click(within(dialog).getByRole('button', { name: 'Remover dos pedidos antigos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByRole('button', { name: 'Excluir pedido combo' })).toBeInTheDocument();
    expect(await screen.findByText('Pedido combo criado com sucesso.')).toBeInTheDocument();
    const idPedido = comboState(db(), offer.answer.id).idPedido!;
    expect(db().orderById.get(idPedido)).toBeDefined();
    expect(automaticOrderIndex(db(), id).removed.size).toBeGreaterThanOrEqual(listed);

    await user.click(within(panel).getByRole('button', { name: 'Excluir pedido combo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir pedido combo' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir pedido combo' }));
    expect(await within(panel).findByRole('button', { name: 'Criar pedido combo' })).toBeInTheDocument();
    expect(db().orderById.get(idPedido)).toBeUndefined();
    // The products taken out of the old orders are back in them.
    expect(automaticOrderIndex(db(), id).removed.size).toBe(0);
  });

  it('a combo order made announces that the orders changed: the quotation header on show is read again (issue 26)', async () => {
    const { id, offer } = comboWithConflicts();
    const view = await openPage(id);
    view.store.dispatch(quotationContextRequested({ idCotacao: id }));
    await waitFor(() => expect(selectQuotationContext(view.store.getState(), id)).not.toBeNull());
    const reads = recordRequests(`/resumoresposta/contexto/${id}`);
    const panel = within(await screen.findByRole('region', { name: offer.branch!.nomeFantasia })).getByRole('article', { name: `Combo de ${offer.supplierName}` });
    await view.user.click(within(panel).getByRole('button', { name: 'Criar pedido combo' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Produtos já em outros pedidos' })).getByRole('button', { name: 'Manter nos dois pedidos' }));
    expect(await within(panel).findByRole('button', { name: 'Excluir pedido combo' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(1));
  });

  it('keeping the products in both orders creates the order and leaves the old orders as they were', async () => {
    const { id, offer } = comboWithConflicts();
    const { user, panel } = await createFrom(id, offer);
    const dialog = await screen.findByRole('dialog', { name: 'Produtos já em outros pedidos' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter nos dois pedidos' }));
    expect(await within(panel).findByRole('button', { name: 'Excluir pedido combo' })).toBeInTheDocument();
    expect(automaticOrderIndex(db(), id).removed.size).toBe(0);
    expect(comboState(db(), offer.answer.id).idPedido).not.toBeNull();
  });

  it('a combo with an item below its minimum is not ordered: the message says why', async () => {
    const { id, offers } = demoQuotation();
    const offer = offers.find((o) => o.items.some((i) => i.problemaDeMinimo))!;
    await createFrom(id, offer);
    expect(await screen.findByText(/abaixo da quantidade mínima/)).toBeInTheDocument();
    expect(comboState(db(), offer.answer.id).idPedido).toBeNull();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('combo columns (spec 03 §3.3)', () => {
  it('shows the default columns; the user’s choice is kept on this device and at least 5 stay visible', async () => {
    const { id, offers } = demoQuotation();
    const view = await openPage(id);
    const { user } = view;
    const panel = await openCombo(view, offers[0]);
    const headers = () => within(panel).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Sel.', 'EAN', 'Descrição', 'Cotada', 'Respondida', 'Pedida', 'Emb.', 'Pontos', 'Ref. / Hist.', 'Desc. combo', 'Melhor desc.', 'Sem ST / Líq.', 'Com ST / Custo', 'Valor combo', 'Diferença', 'Bonif.']);
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pontos' }));
    expect(headers()).not.toContain('Pontos');
    const stored = Object.keys(window.localStorage).find((key) => key.endsWith(':colunasCombo'))!;
    expect(JSON.parse(window.localStorage.getItem(stored)!)).not.toContain('pontos');
    for (const name of ['EAN', 'Descrição', 'Cotada', 'Respondida', 'Pedida', 'Emb.', 'Ref. / Hist.', 'Desc. combo', 'Melhor desc.']) await user.click(screen.getByRole('checkbox', { name }));
    expect(within(panel).getAllByRole('columnheader')).toHaveLength(1 + 5);
    await user.click(screen.getByRole('checkbox', { name: 'Valor combo' }));
    expect(screen.getByText('Você deve deixar pelo menos 5 colunas visíveis.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('columnheader')).toHaveLength(1 + 5);
    view.unmount();
    const again = await openPage(id);
    const reopened = await openCombo(again, offers[0]);
    expect(within(reopened).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sel.', 'Sem ST / Líq.', 'Com ST / Custo', 'Valor combo', 'Diferença', 'Bonif.']);
  });
});

describe('the combo order costs what its panel says (spec 03 §3.3, §4.4; issue 25)', () => {
  it('demo 1005, Drogaria Franco 04 → Santos (two bonus items): the created order’s total shown is the panel’s R$ 10.354,35, to the cent', async () => {
    resetDb('demo');
    const offer = comboOffersOf(db(), 1005).find((o) => o.branch?.nomeFantasia.includes('Franco 04') && o.supplierName.startsWith('Santos'))!;
    expect(offer.items.filter((i) => i.bonificado).length).toBeGreaterThan(0);
    const { panel } = await createFrom(1005, offer);
    const orderTotal = await within(panel).findByText(/^Total do pedido:/);
    const panelTotal = panel.querySelector('.combo-panel__total')!.textContent!;
    expect(panelTotal).toMatch(/10\.354,35/);
    expect(orderTotal.textContent).toBe(`Total do pedido: ${panelTotal}`);
  });
});
