import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { brasiliaClock, brasiliaDate, startOfBrasiliaDay } from '../../domain/brasiliaTime';

const tomorrow = brasiliaDate(startOfBrasiliaDay(new Date(), 1));

type User = ReturnType<typeof renderApp>['user'];

async function submitStep1(user: User): Promise<void> {
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^(Criar Cotação|Confirmar)$/ }));
}

async function expectAlert(text: string): Promise<void> {
  expect(await screen.findByText(text)).toBeInTheDocument();
}

async function fillStep1(user: User, title = 'Reposição de analgésicos'): Promise<void> {
  await user.type(await screen.findByLabelText('Título *'), title);
  await user.type(screen.getByLabelText('Vencimento *'), tomorrow.replace(/\//g, ''));
  await user.type(screen.getByLabelText('Hora *'), '1030');
  await user.selectOptions(screen.getByLabelText('Condição de pagamento *'), 'A prazo');
  await user.click(screen.getByRole('radio', { name: /Endereço da matriz/ }));
  const branch = db().data.branches[0];
  await user.click(screen.getByRole('checkbox', { name: new RegExp(branch.nomeFantasia) }));
  const rep = db().data.representatives[0];
  await user.click(screen.getByRole('checkbox', { name: new RegExp(rep.nome) }));
}

function currentTab(): HTMLElement {
  return screen.getByRole('tab', { selected: true });
}

describe('new-quotation wizard', () => {
  it('checks step 1 in the spec order, then creates the quotation in creation and moves to step 2', async () => {
    const { user, router } = renderApp({ route: '/cotacao/criar' });
    expect(await screen.findByRole('tab', { name: '1. cadastro' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['1. cadastro', '2. adicionar produtos', '3. enviar cotação']);
    await user.click(screen.getByRole('tab', { name: '2. adicionar produtos' }));
    expect(currentTab()).toHaveTextContent('1. cadastro');

    await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Criar Cotação' });
    await submitStep1(user);
    await expectAlert('Os campos marcados com * são de preenchimento obrigatório');

    await user.type(screen.getByLabelText('Título *'), 'Reposição de analgésicos');
    await user.type(screen.getByLabelText('Vencimento *'), tomorrow.replace(/\//g, ''));
    expect(screen.getByLabelText('Vencimento *')).toHaveValue(tomorrow);
    await user.type(screen.getByLabelText('Hora *'), '1030');
    await user.selectOptions(screen.getByLabelText('Condição de pagamento *'), 'A prazo');
    await submitStep1(user);
    await expectAlert('É necessário selecionar um tipo de endereço de entrega para os pedidos da cotação.');
    await user.click(screen.getByRole('radio', { name: /Endereço da matriz/ }));
    await submitStep1(user);
    await expectAlert('É necessário selecionar ao menos uma filial para participar da cotação.');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas as filiais' }));
    await submitStep1(user);
    await expectAlert('É necessário selecionar ao menos um Fornecedor para participar da cotação.');
    const rep = db().data.representatives[0];
    await user.click(screen.getByRole('checkbox', { name: new RegExp(rep.nome) }));
    await submitStep1(user);

    await waitFor(() => expect(currentTab()).toHaveTextContent('2. adicionar produtos'));
    const created = db().data.quotations.find((q) => q.titulo === 'Reposição de analgésicos')!;
    expect(created.situacao).toBe('EM_CRIACAO');
    expect(created.filiais).toHaveLength(db().data.branches.length);
    expect(router.state.location.pathname).toBe(`/cotacao/criar/${created.id}`);
    // The side column refreshes its recent items after the change (spec 01 §2.3, 2 s in the app).
    const recent = screen.getByRole('region', { name: 'Itens recentes' });
    expect(await within(recent).findByRole('button', { name: /Reposição de analgésicos/ })).toBeInTheDocument();
  });

  it('rejects a time off the 15-minute steps and a due date past tomorrow, keeping what was typed', async () => {
    const { user } = renderApp({ route: '/cotacao/criar' });
    await fillStep1(user);
    await user.clear(screen.getByLabelText('Hora *'));
    await user.type(screen.getByLabelText('Hora *'), '1010');
    await submitStep1(user);
    expect(await screen.findAllByText('Informe a hora em intervalos de 15 minutos (ex.: 14:30).')).not.toHaveLength(0);
    expect(screen.getByLabelText('Título *')).toHaveValue('Reposição de analgésicos');
    expect(db().data.quotations.some((q) => q.titulo === 'Reposição de analgésicos')).toBe(false);
  });

  it('step 2: mode required, nothing selected, disabled upload, file import with report, search and add, then step 3 and send', async () => {
    const { user, router } = renderApp({ route: '/cotacao/criar' });
    await fillStep1(user);
    await submitStep1(user);
    await waitFor(() => expect(currentTab()).toHaveTextContent('2. adicionar produtos'));
    const quotation = db().data.quotations.find((q) => q.titulo === 'Reposição de analgésicos')!;

    expect(screen.getByRole('heading', { name: 'Itens da cotação (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Encerrar Adição de Produtos' }));
    await expectAlert('Preencher busca de produto');
    await user.click(screen.getByRole('button', { name: 'Excluir Selecionados' }));
    await expectAlert('Nenhum Item selecionado');

    const upload = screen.getByLabelText(/Arquivo de falta \(TXT ou CSV/);
    await user.click(upload);
    expect(await screen.findAllByText('Esse item está desabilitado, para habilitar, seleciona uma opção acima')).not.toHaveLength(0);

    const [p1, p2] = db().data.products;
    await user.click(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' }));
    const file = new File([`EAN;Quantidade\n${p1.ean};12\nxyz;3\n7890000000001;4\n`], 'faltas.csv', { type: 'text/csv' });
    await user.upload(upload, file);
    expect(await screen.findByText('Arquivo faltas.csv: 1 linha importada em 1 produto, 2 linhas não utilizadas.')).toBeInTheDocument();
    expect(screen.getByText('EAN não encontrado no catálogo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produtos adicionados (1)' })).toBeInTheDocument();

    // One change, so one search: typed key by key, each prefix would search and re-render the results under the click.
    await user.click(screen.getByLabelText(/Buscar produto/));
    await user.paste(p2.ean);
    const add = await screen.findByRole('button', { name: `Adicionar ${p2.descricao} ${p2.apresentacao}` });
    const quantity = screen.getByLabelText(`Quantidade de ${p2.descricao} ${p2.apresentacao}`);
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(add);
    expect(await screen.findByRole('heading', { name: 'Produtos adicionados (2)' })).toBeInTheDocument();
    expect(quotation.itens).toEqual([
      { idProduto: p1.id, quantidade: 12, origem: 'ARQUIVO' },
      { idProduto: p2.id, quantidade: 7, origem: 'BUSCA' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Gerenciar prazo de pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerenciamento do prazo de pagamento' });
    const prazo = await within(dialog).findByLabelText('Prazo (dias)');
    await user.type(prazo, '3a0x456');
    expect(prazo).toHaveValue('3045');
    await user.click(within(dialog).getByRole('radio', { name: 'Qualquer prazo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar aos selecionados' }));
    expect(await within(dialog).findByText('3045 dias')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(quotation.prazos).toEqual([expect.objectContaining({ prazo: 3045, promocoes: 'qualquer' })]);

    await user.click(within(screen.getByRole('group', { name: 'Busca de produto *' })).getByRole('radio', { name: 'Compra por equivalência de produtos' }));
    await user.click(screen.getByRole('button', { name: 'Encerrar Adição de Produtos' }));
    await waitFor(() => expect(currentTab()).toHaveTextContent('3. enviar cotação'));
    expect(screen.getByRole('heading', { name: 'Dados Gerais' })).toBeInTheDocument();
    expect(screen.getByText('Compra por equivalência de produtos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produtos adicionados (2)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filtrar produtos adicionados'), p2.ean);
    expect(screen.getByRole('heading', { name: 'Produtos adicionados (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar Cotação' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmação do vencimento' });
    expect(confirm).toHaveTextContent('respondem automaticamente somente na data de vencimento');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cotacao'));
    expect(quotation.situacao).toBe('EM_ANDAMENTO');
    expect(await screen.findByText(`Cotação ${quotation.id} enviada aos fornecedores.`)).toBeInTheDocument();
    expect(db().data.answers.filter((a) => a.idCotacao === quotation.id).length).toBe(quotation.filiais.length * quotation.participantes.length);
  });

  it('reopening /cotacao/criar/{id} restores everything entered', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const { user } = renderApp({ route: `/cotacao/criar/${quotation.id}` });
    expect(await screen.findByLabelText('Título *')).toHaveValue(quotation.titulo);
    expect(screen.getByLabelText('Vencimento *')).toHaveValue(brasiliaDate(new Date(quotation.dataVencimento)));
    expect(screen.getByLabelText('Hora *')).toHaveValue(brasiliaClock(new Date(quotation.dataVencimento)));
    expect(screen.getByRole('radio', { name: /Endereço da matriz/ })).toBeChecked();
    for (const id of quotation.filiais) {
      const branch = db().data.branches.find((b) => b.id === id)!;
      expect(screen.getByRole('checkbox', { name: new RegExp(branch.nomeFantasia) })).toBeChecked();
    }
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    // Its due date may be days ahead (sample data): moving it into the allowed range lets 'Confirmar' save.
    await user.clear(screen.getByLabelText('Vencimento *'));
    await user.type(screen.getByLabelText('Vencimento *'), tomorrow.replace(/\//g, ''));
    await submitStep1(user);
    await waitFor(() => expect(currentTab()).toHaveTextContent('2. adicionar produtos'));
    expect(screen.getByRole('heading', { name: `Produtos adicionados (${quotation.itens.length})` })).toBeInTheDocument();
  });

  it('cancels from step 2 with a reason and goes home', async () => {
    const { user, router } = renderApp({ route: '/cotacao/criar' });
    await fillStep1(user, 'Cotação para cancelar');
    await submitStep1(user);
    await waitFor(() => expect(currentTab()).toHaveTextContent('2. adicionar produtos'));
    await user.click(screen.getByRole('button', { name: 'Cancelar Cotação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveTextContent('todas as informações serão perdidas');
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Fornecedor fora do prazo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Cotação' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cotacao'));
    const cancelled = db().data.quotations.find((q) => q.titulo === 'Cotação para cancelar')!;
    expect(cancelled.situacao).toBe('CANCELADA');
    expect(cancelled.motivoCancelamento).toBe('Fornecedor fora do prazo');
    expect(await screen.findByText(`Cotação ${cancelled.id} cancelada.`)).toBeInTheDocument();
  });

  it('shows the supplier tooltip and the payment condition per branch', async () => {
    const { user } = renderApp({ route: '/cotacao/criar' });
    const button = await screen.findByRole('button', { name: /^Condição de pagamento por filial:/ });
    expect(button).toHaveAttribute('title', 'Há filial(ais) sem condição de pagamento disponível. Para mais detalhes, favor entrar em contato com nosso suporte técnico.');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: /Condição de pagamento por filial/ });
    expect(await within(dialog).findByText('Sem condição de pagamento disponível')).toBeInTheDocument();
  });
});
