import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS } from '../../../mocks/auth/users';
import { db } from '../../../mocks/db/core/current';
import { buyerTieBreak, saveCustomPreference } from '../../../mocks/db/generation/tieBreakPreferences';
import { renderApp } from '../../test/renderWithProviders';

const buyer = () => db().userBySub(DEMO_USERS.find((user) => user.username === 'comprador')!.sub)!.idComprador;

async function addFault(rule: object) {
  await fetch('http://localhost/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
}

/** An entry's text without its position. */
const entryText = (item: HTMLElement) => item.textContent!.replace(/^\d+º/, '');
const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const SIC_LIST = 'Ordem dos fornecedores no desempate SIC';
const CUSTOM_LIST = 'Ordem dos fornecedores e representantes no desempate personalizado';

describe("'Preferência SIC' /preferencia-sic", () => {
  it("lists the suppliers as 'tax id - name', reorders by keyboard and saves", async () => {
    const { user } = renderApp({ route: '/preferencia-sic' });
    expect(await screen.findByRole('heading', { name: 'Preferência SIC' })).toBeInTheDocument();
    await screen.findByRole('list', { name: SIC_LIST });
    const supplier = db().data.suppliers.find((s) => items(SIC_LIST)[1].textContent?.includes(s.nomeFantasia))!;
    expect(items(SIC_LIST)[1]).toHaveTextContent(`${supplier.cnpj} - ${supplier.nomeFantasia}`);

    items(SIC_LIST)[1].focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(items(SIC_LIST)[0]).toHaveTextContent(supplier.nomeFantasia);
    expect(items(SIC_LIST)[0]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    expect(buyerTieBreak(db(), buyer()).sic[0]).toEqual({ fornecedorId: supplier.id, preferencia: 1 });
  });

  it('moves a supplier with the ▲ and ▼ buttons (a click alternative to dragging), each row one Tab stop', async () => {
    const { user } = renderApp({ route: '/preferencia-sic' });
    await screen.findByRole('list', { name: SIC_LIST });
    const second = db().data.suppliers.find((s) => items(SIC_LIST)[1].textContent?.includes(s.nomeFantasia))!;
    const label = items(SIC_LIST)[1].querySelector('.sortable__label')!.textContent!;
    expect(within(items(SIC_LIST)[0]).getByRole('button', { name: /para cima$/ })).toBeDisabled();
    await user.click(within(items(SIC_LIST)[1]).getByRole('button', { name: `Mover ${label} para cima` }));
    expect(items(SIC_LIST)[0]).toHaveTextContent(second.nomeFantasia);
    expect(screen.getByText(`${label}: movido, posição 1 de ${items(SIC_LIST).length}.`)).toBeInTheDocument();
    await user.click(within(items(SIC_LIST)[0]).getByRole('button', { name: `Mover ${label} para baixo` }));
    expect(items(SIC_LIST)[1]).toHaveTextContent(second.nomeFantasia);
    const last = items(SIC_LIST).length - 1;
    expect(within(items(SIC_LIST)[last]).getByRole('button', { name: /para baixo$/ })).toBeDisabled();
    // Tab goes from row to row: the buttons take no Tab stop of their own.
    items(SIC_LIST)[0].focus();
    await user.tab();
    expect(items(SIC_LIST)[1]).toHaveFocus();
  });

  it('shows the support message when saving fails', async () => {
    const { user } = renderApp({ route: '/preferencia-sic' });
    await screen.findByRole('list', { name: SIC_LIST });
    await addFault({ method: 'POST', path: '/desempate/sic', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
  });

  it('a load failure shows the message with the error in parentheses', async () => {
    await addFault({ method: 'GET', path: '/desempate/sic', status: 500, body: { mensagem: 'Banco indisponível' } });
    renderApp({ route: '/preferencia-sic' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte. (Banco indisponível)');
  });

  it("an empty list says 'Nenhum fornecedor encontrado.' and offers no 'Salvar'", async () => {
    await addFault({ method: 'GET', path: '/desempate/sic', status: 200, body: [] });
    renderApp({ route: '/preferencia-sic' });
    expect(await screen.findByText('Nenhum fornecedor encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});

describe("'Preferência' /preferencia-cliente", () => {
  it('switching custom on shows the pairs; reordered and saved, the custom chain is on', async () => {
    const { user } = renderApp({ route: '/preferencia-cliente' });
    expect(await screen.findByRole('heading', { name: 'Preferência' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Usar desempate personalizado' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(screen.queryByRole('list', { name: CUSTOM_LIST })).toBeNull();
    await user.click(toggle);
    const last = items(CUSTOM_LIST).at(-1)!;
    const label = entryText(last);
    last.focus();
    await user.keyboard(' {ArrowUp}{ArrowUp} ');
    expect(entryText(items(CUSTOM_LIST).at(-3)!)).toBe(label);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    const saved = buyerTieBreak(db(), buyer());
    expect(saved.custom).toBe(true);
    expect(saved.pairs).toHaveLength(items(CUSTOM_LIST).length);
  });

  it('switching custom off is one call: the default comes back and the saved order is discarded', async () => {
    saveCustomPreference(db(), buyer(), [{ fornecedorId: db().data.representatives[1].idFornecedor, representanteId: db().data.representatives[1].id, preferencia: 1 }]);
    const { user } = renderApp({ route: '/preferencia-cliente' });
    const toggle = await screen.findByRole('switch', { name: 'Usar desempate personalizado' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText(/Desempate padrão/)).toBeInTheDocument();
    expect(buyerTieBreak(db(), buyer())).toMatchObject({ custom: false, pairs: [] });
  });
});
