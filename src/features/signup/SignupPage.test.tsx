import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEFAULT_RETRY } from '../../api/retryPolicy';
import { db } from '../../../mocks/db/core/current';
import { signupsOf } from '../../../mocks/db/admin/signups';
import { renderApp } from '../../test/renderWithProviders';

/** Spec 01 §2.4, §5, §7 (Sign-up), §8; issue 16: the public sign-up through the real store, sagas, routes and mock API. */
const open = () => renderApp({ route: '/site/cadastro', user: null });

const field = (name: string, scope: HTMLElement = document.body) => within(scope).getByLabelText(name);
const store = (n: number) => screen.getByRole('group', { name: `Loja ${n}` });

async function fillContact(user: UserEvent): Promise<void> {
  await user.type(await screen.findByLabelText('Nome'), 'Ana');
  await user.type(field('Sobrenome'), 'Souza');
  await user.type(field('Cargo'), 'Compradora');
  await user.type(field('Telefone #1'), '11987654321');
  await user.type(field('E-mail'), 'ana@drogaria.com.br');
}

async function toStores(user: UserEvent): Promise<void> {
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { name: 'Dados das lojas' });
}

async function typeCnpj(user: UserEvent, scope: HTMLElement, cnpj: string): Promise<void> {
  await user.type(field('CNPJ', scope), cnpj);
  await user.tab();
}

async function fillByHand(user: UserEvent, scope: HTMLElement): Promise<void> {
  await user.type(field('Razão social', scope), 'Farmácia Esperança Ltda');
  await user.type(field('Nome fantasia', scope), 'Farmácia Esperança');
  await user.type(field('CEP', scope), '80020310');
  await user.type(field('Logradouro', scope), 'Rua XV de Novembro');
  await user.type(field('Número', scope), '700');
  await user.type(field('Bairro', scope), 'Centro');
  await user.type(field('Cidade', scope), 'Curitiba');
  await user.selectOptions(field('Estado', scope), 'PR');
}

describe('public sign-up', () => {
  it('opens without a session, outside the shell, at step 1 with Brasil as the only country', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Cadastro' })).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Login')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Criar Cotação' })).toBeNull();
    const country = field('País') as HTMLSelectElement;
    expect(Array.from(country.options).map((o) => o.text)).toEqual(['Brasil']);
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(Array.from((field('Tipo do telefone #1') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Celular', 'Comercial']);
  });

  it('asks for every step 1 field, and for phones of their full length (#1 and an added #2)', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Próximo' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(4);
    expect(screen.getByText('Telefone #1 inválido')).toBeInTheDocument();
    expect(field('Nome')).toHaveFocus();
    await fillContact(user);
    await user.clear(field('Telefone #1'));
    await user.type(field('Telefone #1'), '1198765');
    await user.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    await user.selectOptions(field('Tipo do telefone #2'), 'comercial');
    await user.type(field('Telefone #2'), '113456');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Telefone #1 inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone #2 inválido')).toBeInTheDocument();
    expect(screen.queryByText('Campo obrigatório.')).toBeNull();
    await user.type(field('Telefone #2'), '7890');
    expect(field('Telefone #2')).toHaveValue('(11) 3456-7890');
    await user.selectOptions(field('Tipo do telefone #1'), 'comercial');
    expect(field('Telefone #1')).toHaveValue('(11) 9876-5');
    await user.type(field('Telefone #1'), '432');
    await waitFor(() => expect(screen.queryByText(/Telefone #\d inválido/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remover telefone' }));
    expect(screen.queryByLabelText('Telefone #2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Passo 2 de 2')).toBeInTheDocument();
  });

  it('keeps both steps when going back to step 1 and forward again', async () => {
    const { user } = open();
    await toStores(user);
    await user.type(field('CNPJ', store(1)), '76543210000198');
    await user.type(field('Nome fantasia', store(1)), 'Loja do Centro');
    await user.click(screen.getByRole('radio', { name: 'Hospitalar' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Passo 1 de 2')).toBeInTheDocument();
    expect(field('Nome')).toHaveValue('Ana');
    expect(field('Telefone #1')).toHaveValue('(11) 98765-4321');
    expect(field('E-mail')).toHaveValue('ana@drogaria.com.br');
    expect(screen.queryByText('Campo obrigatório.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Passo 2 de 2')).toBeInTheDocument();
    expect(field('CNPJ', store(1))).toHaveValue('76.543.210/0001-98');
    expect(field('Nome fantasia', store(1))).toHaveValue('Loja do Centro');
    expect(screen.getByRole('radio', { name: 'Hospitalar' })).toBeChecked();
  });

  it('fills and locks the company from a numeric or an alphanumeric CNPJ; a new CNPJ unlocks it', async () => {
    const { user } = open();
    await toStores(user);
    await typeCnpj(user, store(1), '45723174000110');
    await waitFor(() => expect(field('Razão social', store(1))).toHaveValue('Drogaria Bom Preço Comércio de Medicamentos Ltda'));
    for (const [label, value] of [['CEP', '01310-100'], ['Bairro', 'Bela Vista'], ['Cidade', 'São Paulo'], ['Estado', 'SP'], ['Logradouro', 'Avenida Paulista'], ['Número', '1578']]) {
      expect(field(label, store(1))).toHaveValue(value);
      expect(field(label, store(1))).toBeDisabled();
    }
    expect(field('Razão social', store(1))).toBeDisabled();
    expect(field('Nome fantasia', store(1))).toHaveValue('Drogaria Bom Preço');
    expect(field('Nome fantasia', store(1))).toBeEnabled();
    expect(field('Complemento', store(1))).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Adicionar loja' }));
    expect(field('CNPJ', store(2))).toHaveFocus();
    await typeCnpj(user, store(2), '3rc7k2px000106');
    expect(field('CNPJ', store(2))).toHaveValue('3R.C7K.2PX/0001-06');
    await waitFor(() => expect(field('Cidade', store(2))).toHaveValue('Recife'));
    expect(field('Cidade', store(2))).toBeDisabled();

    await user.clear(field('CNPJ', store(1)));
    expect(field('Razão social', store(1))).toBeEnabled();
  });

  it("says 'CNPJ não encontrado.' and leaves the fields to the buyer; removes a store", async () => {
    const { user } = open();
    await toStores(user);
    await typeCnpj(user, store(1), '4XZ9BRT2000101');
    expect(await within(store(1)).findByText('CNPJ não encontrado.')).toBeInTheDocument();
    expect(field('Razão social', store(1))).toBeEnabled();
    expect(field('CEP', store(1))).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar loja' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar loja' }));
    expect(screen.getAllByRole('group', { name: /^Loja \d$/ })).toHaveLength(3);
    await user.type(field('CNPJ', store(3)), '08334621000113');
    await user.click(within(store(2)).getByRole('button', { name: 'Remover loja 2' }));
    expect(screen.getAllByRole('group', { name: /^Loja \d$/ })).toHaveLength(2);
    expect(field('CNPJ', store(2))).toHaveValue('08.334.621/0001-13');
    expect(field('CNPJ', store(1))).toHaveValue('4X.Z9B.RT2/0001-01');
  });

  it('keeps the fields open when the lookup cannot reach the server, and looks up again on the next exit', async () => {
    const { user } = open();
    await toStores(user);
    // Every try of the read fails (a passing 503 is tried again by the HTTP layer and never shows).
    db().faults.add({ method: 'GET', path: '/cadastro/getLojaInfo/:cnpj', status: 503, times: DEFAULT_RETRY.attempts });
    await typeCnpj(user, store(1), '08334621000113');
    expect(await within(store(1)).findByText('Erro de comunicação com o servidor.')).toBeInTheDocument();
    expect(field('Razão social', store(1))).toBeEnabled();
    await user.click(field('CNPJ', store(1)));
    await user.tab();
    await waitFor(() => expect(field('Razão social', store(1))).toHaveValue('Farmácia Vida e Saúde Ltda'));
    expect(within(store(1)).queryByText('Erro de comunicação com o servidor.')).toBeNull();
  });

  it("asks for valid CNPJs ('Insira somente CNPJs válidos') and a segment ('Informe um segmento')", async () => {
    const { user } = open();
    await toStores(user);
    await typeCnpj(user, store(1), '112223330001');
    await user.click(screen.getByRole('button', { name: 'Adicionar loja' }));
    await typeCnpj(user, store(2), '11222333000182');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await within(store(1)).findByText('Insira somente CNPJs válidos')).toBeInTheDocument();
    expect(field('CNPJ', store(1))).toHaveFocus();
    expect(within(store(2)).getByText('Insira somente CNPJs válidos')).toBeInTheDocument();
    expect(screen.getByText('Informe um segmento')).toBeInTheDocument();
    expect(within(store(1)).getAllByText('Campo obrigatório.').length).toBeGreaterThan(0);
    expect(signupsOf(db())).toHaveLength(0);
  });

  it("keeps everything typed on 'Erro de comunicação com o servidor.', then sends it and thanks the buyer", async () => {
    const { user, router } = open();
    await toStores(user);
    await typeCnpj(user, store(1), '45723174000110');
    await waitFor(() => expect(field('Cidade', store(1))).toHaveValue('São Paulo'));
    await user.click(screen.getByRole('button', { name: 'Adicionar loja' }));
    await typeCnpj(user, store(2), '76543210000198');
    expect(await within(store(2)).findByText('CNPJ não encontrado.')).toBeInTheDocument();
    await fillByHand(user, store(2));
    await user.click(within(store(2)).getByRole('radio', { name: 'Sim' }));
    await user.type(field('Nome da rede', store(2)), 'Rede Paraná');
    await user.click(screen.getByRole('radio', { name: 'Farma' }));
    expect(screen.getByText(/Ao clicar em Finalizar/)).toBeInTheDocument();

    db().faults.add({ method: 'POST', path: '/cadastro/cliente', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Erro de comunicação com o servidor.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site/cadastro');
    expect(field('Cidade', store(2))).toHaveValue('Curitiba');
    expect(field('Nome da rede', store(2))).toHaveValue('Rede Paraná');
    expect(field('Razão social', store(1))).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Farma' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByRole('heading', { name: 'Dados enviados com sucesso!' })).toBeInTheDocument();
    expect(screen.getByText('Obrigado pelas suas informações. Em breve um especialista entrará em contato com você.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site/resposta');
    const [sent] = signupsOf(db());
    expect(sent).toMatchObject({ pais: 'Brasil', nome: 'Ana Souza', cargo: 'Compradora', telefone1: '(11) 98765-4321', telefone2: '', email: 'ana@drogaria.com.br', segmento: 'FARMA' });
    expect(sent.clientes).toEqual([
      { cnpj: '45.723.174/0001-10', rede: '', razaoSocial: 'Drogaria Bom Preço Comércio de Medicamentos Ltda', nomeFantasia: 'Drogaria Bom Preço', cep: '01310-100', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', logradouro: 'Avenida Paulista', numero: '1578', complemento: '' },
      { cnpj: '76.543.210/0001-98', rede: 'Rede Paraná', razaoSocial: 'Farmácia Esperança Ltda', nomeFantasia: 'Farmácia Esperança', cep: '80020-310', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR', logradouro: 'Rua XV de Novembro', numero: '700', complemento: '' },
    ]);
  });
});
