import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';

/**
 * The e2e scenario's quotation in analysis has four problem items in its second order
 * (three from mocks/db/packaging/packagingSamples.ts and one the generator seeds below its minimum): 10000 fixed at 30 (ordered 24, box 6), 10003 below a minimum of 72 (ordered 60,
 * box 12) and 10004 out of its box of 5 (ordered 19) are the ones adjusted here.
 */
function quotationInAnalysis(): number {
  return db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!.id;
}

const itemOf = (id: number) => db().orderItems.get(Math.floor(id / 10_000)).find((item) => item.id === id)!;
const input = (id: number) => screen.getByRole('textbox', { name: `Quantidade ajustada de ${itemOf(id).descricaoProdutoCliente}` });
/** The refused value's reason, at its input (RefusalTip). */
const refusal = () => document.querySelector<HTMLElement>('.refusal-tip');

async function openPage(id = quotationInAnalysis()) {
  const view = renderApp({ route: `/problemas-de-embalagem/${id}` });
  await screen.findByRole('heading', { name: 'Problemas de embalagem' });
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5));
  return { ...view, id };
}

async function type(view: Awaited<ReturnType<typeof openPage>>, id: number, text: string) {
  await view.user.clear(input(id));
  await view.user.type(input(id), `${text}{Enter}`);
}

describe('packaging-problem screen', () => {
  it('lists the problem items starting at zero and applies each revert rule of §5 on Enter or blur', async () => {
    const view = await openPage();
    expect(screen.getByText('0 produtos resolvidos')).toBeInTheDocument();
    for (const id of [10000, 10003, 10004]) expect(input(id)).toHaveValue('0');

    await type(view, 10003, '60');
    expect(refusal()).toHaveTextContent('Preencher com quantidade maior ou igual a 72 un');
    expect(refusal()).toHaveAttribute('role', 'alert');
    expect(input(10003).getAttribute('aria-describedby')).toContain(refusal()!.id);
    expect(input(10003)).toHaveValue('0');
    await type(view, 10003, '78');
    expect(refusal()).toHaveTextContent('Preencher com múltiplos de 12 un');
    await type(view, 10000, '36');
    expect(refusal()).toHaveTextContent('Preencher com a quantidade fixa de 30 un');
    expect(input(10000)).toHaveValue('0');

    await type(view, 10003, '84');
    expect(input(10003)).toHaveValue('84');
    expect(refusal()).toBeNull();
    const row = input(10003).closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('7');
    expect(screen.getByText('1 produto resolvido')).toBeInTheDocument();

    // At most 4 characters (text that is not plain digits is refused: packagingQuantityText.test.tsx); zero clears the row.
    await view.user.clear(input(10004));
    await view.user.type(input(10004), '12345');
    expect(input(10004)).toHaveValue('1234');
    await view.user.tab();
    expect(refusal()).toHaveTextContent('Preencher com múltiplos de 5 un');
    await type(view, 10003, '0');
    expect(input(10003)).toHaveValue('0');
    expect(screen.getByText('0 produtos resolvidos')).toBeInTheDocument();
  });

  it("'Aplicar' shows the server's computed quantities ('Para baixo, senão para cima' goes up when down is not accepted); 'Limpar Ajustes' puts every row back to zero", async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(input(10004)).toHaveValue('15'));
    expect(input(10003)).toHaveValue('72');
    expect(input(10000)).toHaveValue('30');

    await view.user.type(screen.getByLabelText('Limite para arredondar para cima (R$)'), '100000');
    await view.user.click(screen.getByRole('radio', { name: 'Para cima, senão para baixo' }));
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(input(10004)).toHaveValue('20'));

    await view.user.click(screen.getByRole('button', { name: 'Limpar Ajustes' }));
    for (const id of [10000, 10003, 10004]) expect(input(id)).toHaveValue('0');
  });

  it("says it is computing while 'Aplicar' runs, and stops saying so when the quantities are in (issue 31)", async () => {
    const view = await openPage();
    for (const path of ['arredondarEmbalagem', 'aplicarLimitesEmbalagem']) db().faults.add({ method: 'POST', path: `/pedidoAutomatico/${path}/${view.id}`, delayMs: 300, times: 1 });
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Calculando as quantidades…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(input(10004)).toHaveValue('15'));
    expect(screen.queryByText('Calculando as quantidades…')).not.toBeInTheDocument();
  });

  it("a quantity the buyer typed survives 'Aplicar'; typing 0 gives the row back to the limits", async () => {
    const view = await openPage();
    await type(view, 10004, '25');
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Limites aplicados: 3 produtos com quantidade calculada. 1 quantidade digitada por você mantida.')).toBeInTheDocument();
    expect(input(10004)).toHaveValue('25');
    expect(input(10003)).toHaveValue('72');

    await type(view, 10004, '0');
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(input(10004)).toHaveValue('15'));
  });

  it('a row the limits cannot resolve stays at 0 and says why', async () => {
    const view = await openPage();
    await view.user.type(screen.getByLabelText('Limite para arredondar para baixo (R$)'), '1');
    await view.user.type(screen.getByLabelText('Limite para arredondar para cima (R$)'), '1');
    await view.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(input(10004)).toHaveAccessibleDescription(/^Não resolvido: Fora dos limites: para baixo tiraria R\$ [\d.,]+ \(limite R\$ 0,01\); para cima/));
    expect(input(10004)).toHaveValue('0');
  });

  it("'Confirmar ajustes' warns when nothing is resolved, else sends only the accepted rows and goes back to the automatic order", async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('button', { name: 'Confirmar ajustes' }));
    expect(await screen.findByText('ATENÇÃO! Nenhum produto foi resolvido, ajuste os campos adequados.')).toBeInTheDocument();

    await type(view, 10004, '20');
    await type(view, 10003, '50');
    await view.user.click(screen.getByRole('button', { name: 'Confirmar ajustes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/pedido-automatico/${view.id}`));
    expect(itemOf(10004).qtdePedida).toBe(20);
    expect(itemOf(10003).qtdePedida).toBe(60);
    expect(itemOf(10000).qtdePedida).toBe(24);
  });

  it('filters by product, supplier and branch with the spec messages', async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum produto, fornecedor ou filial selecionado.')).toBeInTheDocument();

    const product = itemOf(10004).descricaoProdutoCliente;
    await view.user.type(screen.getByRole('searchbox', { name: 'Produto' }), product.split(' ')[0]);
    await view.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Produtos filtrados com sucesso.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Quantidade ajustada de ${product}` })).toBeInTheDocument();

    const order = db().orderById.get(1)!;
    await view.user.clear(screen.getByRole('searchbox', { name: 'Produto' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Filial' }), order.cnpjCliente);
    await view.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5));

    await view.user.type(screen.getByRole('searchbox', { name: 'Produto' }), 'zzzzqq');
    await view.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Produtos filtrados com sucesso, porém nenhum produto foi encontrado.')).toBeInTheDocument();
  });

  it("says 'Não existem produtos com problemas de embalagem.' when there are none, with the way back", async () => {
    const done = db().data.quotations.find((q) => q.situacao === 'FINALIZADA' && db().ordersOf(q.id).length > 0)!.id;
    renderApp({ route: `/problemas-de-embalagem/${done}` });
    expect(await screen.findByText('Não existem produtos com problemas de embalagem.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Pedidos' })).toHaveAttribute('href', `/pedido-automatico/${done}`);
  });

  it('opens the help with its picture', async () => {
    const view = await openPage();
    await view.user.click(screen.getByRole('button', { name: 'Ajuda' }));
    const dialog = screen.getByRole('dialog', { name: 'Como resolver problemas de embalagem' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/ajuda/arredondamento-embalagem.svg');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
