import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import type { DbQuotation } from '../../../mocks/db/core/types';
import { readJournal } from '../../shared/lib/errorReporting';
import { recentActions, recentAnswers } from '../../shared/lib/diagnostics';
import { renderApp } from '../../test/renderWithProviders';

const analysis = (): DbQuotation => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
const blocks = () => screen.findAllByRole('article');

/** Opens the branch panel of the first supplier block. */
async function openFirstPanel(user: ReturnType<typeof renderApp>['user']) {
  const [first] = await blocks();
  await user.click(within(first).getByRole('button', { name: 'Visualizar respostas por filial' }));
  return within(first).findByRole('table');
}

describe('summary suppliers', () => {
  it('filters by supplier through the modal; the filter lives in the address', async () => {
    const quotation = analysis();
    const { user, router } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    expect((await blocks()).length).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Filtrar Fornecedores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar fornecedores e representantes' });
    const supplierSelect = within(dialog).getByRole('combobox', { name: 'Fornecedor' });
    await waitFor(() => expect(within(supplierSelect).getAllByRole('option').length).toBeGreaterThan(1));
    const option = within(supplierSelect).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(supplierSelect, option);
    await user.click(within(dialog).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?idFornecedor=${option.value}`));
    await waitFor(async () => expect((await blocks()).every((b) => b.getAttribute('aria-label')!.startsWith(option.textContent!))).toBe(true));
  });

  it("says 'Categoria selecionada não encontrada!' for an empty result and clears the filters", async () => {
    const quotation = analysis();
    const { user, router } = renderApp({ route: `/pedido-resumo/${quotation.id}?idFornecedor=9999` });
    const empty = await screen.findByText('Categoria selecionada não encontrada!');
    await user.click(within(empty.closest('div')!).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await blocks()).length).toBeGreaterThan(0);
  });

  it('cuts long supplier labels at 75 characters with the whole label as tooltip', async () => {
    const quotation = analysis();
    const supplier = db().supplierById.get(quotation.participantes[0].idFornecedor)!;
    supplier.nomeFantasia = 'Distribuidora Nacional de Medicamentos Genéricos e Similares do Brasil Central';
    renderApp({ route: `/pedido-resumo/${quotation.id}` });
    const heading = await screen.findByRole('heading', { name: /^Distribuidora Nacional/ });
    expect(heading.textContent).toHaveLength(78);
    expect(heading.textContent!.endsWith('...')).toBe(true);
    expect(heading).toHaveAttribute('title', expect.stringContaining(supplier.nomeFantasia));
  });

  it('ignores one branch answer, then every answer of the representative', async () => {
    const quotation = analysis();
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    const table = await openFirstPanel(user);
    const [first] = await blocks();
    const checkbox = within(table).getAllByRole('checkbox')[0];
    await user.click(checkbox);
    await waitFor(() => expect(db().answersOf(quotation.id).some((a) => a.respostaIgnorada)).toBe(true));
    await user.click(within(first).getByRole('checkbox', { name: /Ignorar todas as respostas de/ }));
    await waitFor(() => expect(within(first).getByRole('checkbox', { name: /Ignorar todas as respostas de/ })).toBeChecked());
    const ignored = db().answersOf(quotation.id).filter((a) => a.respostaIgnorada);
    expect(new Set(ignored.map((a) => `${a.idFornecedor}:${a.idRepresentante}`)).size).toBe(1);
    expect(within(first).getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
  });

  it('payment condition: required choice, and the messages for none or the same one', async () => {
    const quotation = analysis();
    // An answer whose branch has several conditions with the supplier in the mock (mocks/handlers/summaryViews.ts).
    const answer = db().answersOf(quotation.id).find((a) => (a.idFornecedor * 3 + a.idCliente) % 7 >= 2)!;
    answer.qtdeItensRespondidos = 2;
    db().answersOf(quotation.id).forEach((a) => a !== answer && Object.assign(a, { qtdeItensRespondidos: 0 }));
    const options = [
      { id: 2, dias: 14, descricao: 'Boleto 14 dias', selecionadaCotacao: true },
      { id: 4, dias: 30, descricao: 'Boleto 30 dias', selecionadaCotacao: false },
    ];
    let answerWith = options;
    server.use(http.get('*/api/resumoresposta/condicoesPagamento/:id', () => HttpResponse.json(answerWith)));
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}?idFornecedor=${answer.idFornecedor}&idRepresentante=${answer.idRepresentante}` });
    const table = await openFirstPanel(user);
    const openDialog = async () => {
      await user.click(within(table).getByRole('button', { name: /À vista|dias/ }));
      return screen.findByRole('dialog', { name: /Condição de pagamento/ });
    };

    answerWith = [];
    await openDialog();
    expect(await screen.findByText('Não há condição de pagamento disponível para esta filial.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    answerWith = [options[0]];
    await openDialog();
    expect(await screen.findByText('A única condição de pagamento disponível é a mesma já selecionada na cotação.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    answerWith = options;
    let dialog = await openDialog();
    let select = await within(dialog).findByRole('combobox', { name: 'Condição de pagamento' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['-- SELECIONE --', 'Boleto 30 dias']);
    // Issue 28: the dialog says which condition is the current one (it is not offered again).
    expect(within(dialog).getByText(/Condição atual/)).toHaveTextContent('Condição atual: Boleto 14 dias');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    server.resetHandlers(); // the mock's own conditions from here on
    dialog = await openDialog();
    select = await within(dialog).findByRole('combobox', { name: 'Condição de pagamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Selecione uma condição de pagamento.')).toBeInTheDocument();
    const choice = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(select, choice);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Condição de pagamento alterada com sucesso.')).toBeInTheDocument();
    expect(answer.diasPrazoEscolhido).toBe(Number(choice.textContent!.replace(/\D/g, '') || 0));
    expect(await within(table).findByRole('button', { name: choice.textContent === 'À vista' ? 'À vista' : `${answer.diasPrazoEscolhido} dias` })).toBeInTheDocument();
  });

  it("integration data: 'Dados atualizados com sucesso' / 'Erro ao atualizar dados', never logging the password", async () => {
    const quotation = analysis();
    const answer = db().answersOf(quotation.id)[0];
    answer.categoria = 'USUARIO_SENHA';
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}?idFornecedor=${answer.idFornecedor}&idRepresentante=${answer.idRepresentante}` });
    const table = await openFirstPanel(user);
    const edit = async () => {
      await user.click(within(table).getAllByRole('button', { name: 'Editar dados de integração' })[0]);
      const dialog = await screen.findByRole('dialog', { name: /Dados de integração/ });
      const password = await within(dialog).findByLabelText('Senha');
      await user.clear(password);
      await user.type(password, 'Segredo#123');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      return dialog;
    };
    const dialog = await edit();
    expect(await within(dialog).findByText('Dados atualizados com sucesso')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    server.use(http.put('*/api/usuario/dadosRepresentanteCliente', () => HttpResponse.json({ mensagem: 'falhou' }, { status: 500 })));
    const again = await edit();
    expect(await within(again).findByText('Erro ao atualizar dados')).toBeInTheDocument();
    const traces = JSON.stringify([readJournal(), recentActions(), recentAnswers()]);
    expect(traces).not.toContain('Segredo#123');
  });

  it('response details: terms and items, 6 per page, sortable and searchable', async () => {
    const quotation = analysis();
    const answer = db().answersOf(quotation.id).find((a) => a.qtdeItensRespondidos > 0)!;
    answer.qtdeItensRespondidos = quotation.itens.length;
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}?idFornecedor=${answer.idFornecedor}&idRepresentante=${answer.idRepresentante}` });
    const table = await openFirstPanel(user);
    const branch = db().data.branches.find((b) => b.id === answer.idCliente)!;
    await user.click(within(table).getByRole('button', { name: `Ver itens da resposta de ${branch.nomeFantasia}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da resposta' });
    expect(await within(dialog).findByText(`${branch.nomeFantasia} (${branch.cnpj})`)).toBeInTheDocument();
    const items = within(dialog).getByRole('table', { name: 'Itens da resposta' });
    const names = () => within(items).queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
    await waitFor(() => expect(names()).toHaveLength(Math.min(6, quotation.itens.length)));

    await user.click(within(items).getByRole('button', { name: /Preço sem ST/ }));
    await waitFor(() => expect(within(items).getByRole('columnheader', { name: /Preço sem ST/ })).toHaveAttribute('aria-sort', 'ascending'));
    const prices = () => within(items).queryAllByRole('row').slice(1).map((row) => Number(within(row).getAllByRole('cell')[6].textContent!.replace(/[^\d,]/g, '').replace(',', '.')));
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)));
    // Issue 28: a third click takes the sort away (the server's order again), as the grids' headers do.
    await user.click(within(items).getByRole('button', { name: /Preço sem ST/ }));
    await waitFor(() => expect(within(items).getByRole('columnheader', { name: /Preço sem ST/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(items).getByRole('button', { name: /Preço sem ST/ }));
    await waitFor(() => expect(within(items).getByRole('columnheader', { name: /Preço sem ST/ })).not.toHaveAttribute('aria-sort'));
    expect(within(items).queryAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort'))).toEqual([]);
    await waitFor(() => expect(names()).toEqual(db().answerItems.get(answer.id).slice(0, 6).map((item) => `${item.descricaoProduto}${item.descricaoFabricante}`)));

    const wanted = db().answerItems.get(answer.id)[0];
    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar produto' }), wanted.codBarras);
    await waitFor(() => expect(names()).toEqual([`${wanted.descricaoProduto}${wanted.descricaoFabricante}`]));
  });
});
