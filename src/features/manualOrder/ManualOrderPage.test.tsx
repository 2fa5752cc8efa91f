import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { ok } from '../../../mocks/handlers/pedidoManualTestApi';
import { renderApp } from '../../test/renderWithProviders';
import { DEFAULT_TIMING, FAST_TIMING } from '../../shared/saga/timing';
import { filterApplied } from './manualOrderEvents';
import { branchPanels, findProduct, MANUAL_ID, manualPath, onlyProduct, productRows, quantityBoxName, showAllAnswerColumns } from '../../test/manualOrderPage';
import { GROUPED_VIEW_KEY } from './manualOrderSagas';

/** Spec 02 §2.2 and issue 13 part 1–3: the page, its states, its columns, its filter and its address. */
describe('manual order page', () => {
  // Every answer column shown (by default some are behind 'Colunas', issue 28).
  beforeEach(showAllAnswerColumns);

  it('shows the header with Pedido current, the buttons, the legend and one panel per branch titled CNPJ - trade name', async () => {
    renderApp({ route: manualPath() });
    const panels = await branchPanels();
    expect(screen.getByText(`Cotação ${MANUAL_ID}`)).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Etapas do pedido' });
    expect(within(stepper).getByText('Pedido').closest('li')).toHaveAttribute('aria-current', 'step');
    const actions = screen.getByRole('navigation', { name: 'Ações do pedido manual' });
    expect(within(actions).getByRole('link', { name: 'Ver Produtos não Respondidos' })).toHaveAttribute('href', `/produtos-nao-respondidos/${MANUAL_ID}`);
    expect(within(actions).queryByRole('link', { name: 'Ver Pedidos' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Reiniciar' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Inserir no Pedido' })).toBeEnabled();
    const legend = screen.getByRole('region', { name: 'Legenda' });
    for (const label of ['Melhor preço', 'Segundo melhor preço', 'Acordo de compra', 'Desconto negociado', 'EAN substituto']) expect(within(legend).getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visualizar Agrupado' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Filiais por página' })).toHaveValue('10');
    expect(panels).toHaveLength(4);
    for (const panel of panels) {
      expect(within(panel).getByRole('heading').textContent).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2} - .+/);
      expect(within(panel).getByRole('checkbox', { name: 'Selecionar todos os produtos da filial' })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByText('Total do pedido').nextSibling).not.toHaveTextContent('R$ -'));
  });

  it('lists the product columns and the answer rows of spec 02 §2.2; expired and ignored answers say so and are locked', async () => {
    const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.ignorada) && list.some((a) => a.vencida && !a.ignorada));
    renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const products = rows.closest('table')!;
    const headers = within(products).getAllByRole('columnheader').map((th) => th.textContent);
    // The first column selects the product for deletion (issue 29 point 3); then spec 02 §2.2's columns in its order.
    expect(headers.slice(0, 13)).toEqual(['Selecionar para excluir', 'EAN', 'Código', 'Descrição', 'Fabricante', 'E', 'Qtd.', 'Vl. histórico', 'Maior desc.', 'Menor s/ ST', 'Menor c/ ST', 'Vl. ref.', 'Comprar']);
    expect(within(rows).getByText(item.codBarras)).toBeInTheDocument();
    const table = within(rows).getByRole('table', { name: `Respostas de ${item.descricaoProduto}` });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Comprar', 'Fornecedor / Representante', 'Prazo', 'Qtd. resp.', 'Mín.', 'Fixa', 'Embalagem', 'Qtd. pedir', 'Oport.', 'Desc. inf. / util.', 'Alíq.',
      'Preço s/ ST', 'Preço c/ ST', 'Preço líquido', 'Preço custo', 'Ordem', 'EAN subst.', 'Fat. mín.', 'Tipo', 'Análise', 'Ações',
    ]); // every column chosen (showAllAnswerColumns); the defaults: manualOrderColumns.test.tsx
    const ignored = answers.find((a) => a.ignorada)!;
    const expired = answers.find((a) => a.vencida && !a.ignorada)!;
    for (const [answer, suffix] of [[ignored, ' - Ignorada'], [expired, ' - Vencida']] as const) {
      const name = `${answer.nomeFantasiaFornecedor}${suffix}`;
      expect(within(table).getByRole('checkbox', { name: `Comprar de ${name} (${answer.tituloRepresentante})` })).toBeDisabled();
      expect(within(table).getByRole('textbox', { name: quantityBoxName(name) })).toBeDisabled();
    }
  });

  it('an expired answer is editable when sending expired answers is allowed', async () => {
    db().flags.C_ENVIO_RESPOSTAS_VENCIDAS = true;
    const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.vencida && !a.ignorada));
    renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const expired = answers.find((a) => a.vencida && !a.ignorada)!;
    expect(within(rows).getByRole('textbox', { name: quantityBoxName(`${expired.nomeFantasiaFornecedor} - Vencida`) })).toBeEnabled();
  });

  it('shows the payment-condition tooltip, the substitute EAN with its hint, and the discount breakdown', async () => {
    const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.codigoSubstituto) && list.some((a) => a.fornecedorSemCondicaoPagamento));
    const { user } = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    expect(within(rows).getAllByRole('img', { name: 'Há filial(ais) sem condição de pagamento disponível. Para mais detalhes, favor entrar em contato com nosso suporte técnico.' }).length).toBeGreaterThan(0);
    const substitute = answers.find((a) => a.codigoSubstituto)!;
    expect(within(rows).getByText(substitute.codigoSubstituto!)).toBeInTheDocument();
    expect(within(rows).getByRole('img', { name: 'Fique atento! Para que não haja problema no recebimento das mercadorias, atualize o EAN cadastrado pelo seu substituto.' })).toBeInTheDocument();

    await user.click(within(rows).getAllByRole('button', { name: /%/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Detalhe do desconto' });
    expect(await within(dialog).findByRole('columnheader', { name: 'Tipo de negociação' })).toBeInTheDocument();
    expect(within(dialog).getByText('Comercial')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Ver Pedidos' shows once the quotation has orders; once they were sent 'Reiniciar' hides and the page is read-only", async () => {
    await ok(`/pedido/inserirPedidos/${MANUAL_ID}`);
    const first = renderApp({ route: manualPath() });
    expect(await screen.findByRole('link', { name: 'Ver Pedidos' })).toHaveAttribute('href', `/revisao-envio/${MANUAL_ID}`);
    expect(screen.getByRole('button', { name: 'Reiniciar' })).toBeInTheDocument();
    first.unmount();
    for (const order of db().ordersOf(MANUAL_ID)) order.situacaoPedido = 'ENVIADO';
    renderApp({ route: manualPath() });
    await screen.findByRole('link', { name: 'Ver Pedidos' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reiniciar' })).toBeNull());
    // Read-only once sent (DECISIONS 13): nothing can be bought or inserted any more.
    expect(screen.getByRole('button', { name: 'Inserir no Pedido' })).toBeDisabled();
    // Why, in text on the page and on every control it disables (not only in a tooltip).
    expect(screen.getByRole('note')).toHaveTextContent('Os pedidos desta cotação já foram enviados e não podem mais ser alterados.');
    expect(screen.getByRole('button', { name: 'Inserir no Pedido' })).toHaveAccessibleDescription('Os pedidos desta cotação já foram enviados e não podem mais ser alterados.');
    await branchPanels();
    for (const checkbox of screen.getAllByRole('checkbox', { name: /^Comprar / })) {
      expect(checkbox).toBeDisabled();
      expect(checkbox).toHaveAccessibleDescription('Os pedidos desta cotação já foram enviados e não podem mais ser alterados.');
    }
    for (const input of screen.getAllByRole('textbox', { name: /^Quantidade a pedir de / })) expect(input).toBeDisabled();
  });

  it('says it is loading, then a failure in the catalogue’s words with Tentar novamente', async () => {
    db().faults.add({ method: 'GET', path: `/pedidomanual/pagina/${MANUAL_ID}`, status: 500, delayMs: 300, times: 1 });
    const { user } = renderApp({ route: manualPath() });
    expect(await screen.findByText('Carregando filiais…')).toBeInTheDocument();
    const alert = await screen.findByText('Tivemos um problema ao processar sua solicitação. Contate o suporte ou tente novamente em instantes.');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
    expect(await branchPanels()).toHaveLength(4);
  });

  it('a quotation without a manual order says so, with the way back to its summary', async () => {
    renderApp({ route: '/pedido-manual/900' });
    expect(await screen.findByText('Esta cotação não tem pedido manual gerado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao resumo' })).toHaveAttribute('href', '/pedido-resumo/900');
  });

  it("filters through the address: the search (literal %20 removed) after the quiet period, the branch at once; a reload rebuilds it; 'Limpar filtro' clears it", async () => {
    const { branch, item } = await findProduct(() => true);
    const word = item.descricaoProduto.split(' ')[0];
    const { user, router, unmount } = renderApp({ route: manualPath() });
    await branchPanels();
    await user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.paste(`%20${word}`);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('busca')).toBe(word));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filial' }), branch.cnpjCliente);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('cnpj')).toBe(branch.cnpjCliente));
    await waitFor(() => expect(document.querySelectorAll('.manual-branch')).toHaveLength(1));
    await screen.findAllByRole('table', { name: /^Respostas de / });
    for (const checkbox of screen.getAllByRole('checkbox', { name: /^Comprar (?!de )/ })) expect(checkbox.getAttribute('aria-label')!.toLowerCase()).toContain(word.toLowerCase());
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    const again = renderApp({ route: address });
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue(word);
    expect(screen.getByRole('combobox', { name: 'Filial' })).toHaveValue(branch.cnpjCliente);
    await waitFor(() => expect(document.querySelectorAll('.manual-branch')).toHaveLength(1));
    await again.user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    expect(await branchPanels()).toHaveLength(4);
  });

  it("the search waits for its quiet period (the timing context's 1,000 ms): typing on cancels it, Enter applies it at once", async () => {
    const { user, router, dispatched } = renderApp({ route: manualPath(), timing: { ...FAST_TIMING, searchDebounceMs: DEFAULT_TIMING.searchDebounceMs } });
    await branchPanels();
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.click(search);
    await user.paste('ACE');
    await user.paste('BRO');
    expect(dispatched(filterApplied)).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('busca')).toBe('ACEBRO'));
    expect(dispatched(filterApplied).map((filter) => filter.busca)).toEqual(['ACEBRO']);
  });

  it('the supplier and the three flags go into the address and narrow the answers', async () => {
    const { user, router } = renderApp({ route: manualPath() });
    await branchPanels();
    const supplier = screen.getByRole('combobox', { name: 'Fornecedor' });
    const [, first] = within(supplier).getAllByRole('option');
    await user.selectOptions(supplier, first);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('cnpjFornecedor')).toBe((first as HTMLOptionElement).value));
    await screen.findAllByRole('table', { name: /^Respostas de / });
    await waitFor(() => {
      const names = [...document.querySelectorAll('.manual-answer__name .truncated-text')].map((n) => n.textContent ?? '');
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.startsWith(first.textContent!))).toBe(true);
    });
    for (const label of ['Resposta sem quantidade', 'Sem resposta selecionada', 'Resposta com oportunidade']) {
      await user.click(screen.getByRole('checkbox', { name: label }));
    }
    await waitFor(() => expect(router.state.location.search).toContain('respostaSemQuantidade=true&semRespostaSelecionada=true&respostaComOportunidade=true'));
  });

  it("a filter that finds nothing: 'Nenhum dado foi encontrado!' with 'Limpar filtro'", async () => {
    const { user, router } = renderApp({ route: manualPath('?busca=nada-com-isso-xyz') });
    expect(await screen.findByText('Nenhum dado foi encontrado!')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtro' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await branchPanels()).toHaveLength(4);
  });

  it("'Visualizar Agrupado' shows each product once with its answers across branches, pages through the address, and is remembered for the user", async () => {
    const { user, router, unmount } = renderApp({ route: manualPath() });
    await branchPanels();
    await user.click(screen.getByRole('switch', { name: 'Visualizar Agrupado' }));
    const table = (await screen.findAllByRole('table', { name: /^Respostas de / }))[0];
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Filial');
    expect(document.querySelectorAll('.manual-grouped__product')).toHaveLength(5);
    expect(window.localStorage.getItem(`u:1001:${GROUPED_VIEW_KEY}`)).toBe('true');
    const pager = screen.getAllByRole('navigation', { name: 'Paginação' }).at(-1)!;
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('pagePedidosManuais')).toBe('2'));
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();

    renderApp({ route: address });
    expect(await screen.findByRole('switch', { name: 'Visualizar Agrupado' })).toBeChecked();
    await screen.findAllByRole('table', { name: /^Respostas de / });
    const pagers = screen.getAllByRole('navigation', { name: 'Paginação' });
    expect(within(pagers.at(-1)!).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages the products of a branch, 5 per page', async () => {
    const { user } = renderApp({ route: manualPath() });
    const [panel] = await branchPanels();
    const products = () => within(panel).getAllByRole('checkbox', { name: /^Comprar (?!de )/ }).map((c) => c.getAttribute('aria-label'));
    await waitFor(() => expect(products()).toHaveLength(5));
    const firstPage = products();
    const pager = within(panel).getAllByRole('navigation', { name: 'Paginação' }).at(-1)!;
    await user.click(within(pager).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(products()).not.toEqual(firstPage));
    expect(products()).toHaveLength(5);
  });
});
