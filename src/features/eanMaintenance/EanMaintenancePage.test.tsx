import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { relationsOf } from '../../../mocks/db/admin/eanRelations';
import { renderApp } from '../../test/renderWithProviders';

/** The demo catalogue by code descending (the screen's default order); the mock relates 7 products to the first and 2 to the second. */
const byCode = () => [...db().data.products].sort((a, b) => b.ean.localeCompare(a.ean));
const panels = () => within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('listitem');
const toggle = (ean: string) => screen.getByRole('button', { name: new RegExp(`^${ean} `) });
const relatedTable = (ean: string) => screen.findByRole('table', { name: `Produtos relacionados a ${ean}` });

async function openPage() {
  const view = renderApp({ route: '/manutencao-eans', user: 'admin' });
  await screen.findByRole('list', { name: 'Produtos' });
  return view;
}

describe("'Manutenção dos EANs' (spec 03 §2.8, §7.6, §9)", () => {
  it('lists 10 products by code descending, sorts and filters', async () => {
    const { user } = await openPage();
    const products = byCode();
    expect(panels()).toHaveLength(10);
    expect(toggle(products[0].ean)).toHaveAttribute('aria-expanded', 'false');
    expect(within(panels()[9]).getByText(products[9].ean)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Ordem'), 'Crescente');
    await waitFor(() => expect(within(panels()[0]).getByText(products[products.length - 1].ean)).toBeInTheDocument());

    const maker = products[3].fabricante;
    await user.type(screen.getByLabelText('Fabricante'), maker);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(panels().every((panel) => within(panel).queryByText(maker) !== null)).toBe(true));

    await user.type(screen.getByLabelText('Código'), '00000000000000');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhum produto encontrado!')).toBeInTheDocument();
  });

  it('opens a panel with its related products 5 per page, deletes one and then all', async () => {
    const { user } = await openPage();
    const first = byCode()[0];
    await user.click(toggle(first.ean));
    const table = await relatedTable(first.ean);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    await user.click(within(toggle(first.ean).closest('li')!).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 2));

    const [removed] = within(table).getAllByRole('button', { name: /^Excluir relacionado / });
    const removedEan = removed.getAttribute('aria-label')!.replace('Excluir relacionado ', '');
    await user.click(removed);
    expect(await screen.findByText('Produto relacionado excluído.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 1));
    expect(relationsOf(db()).get(first.id)).toHaveLength(6);
    expect(relationsOf(db()).get(first.id)).not.toContain(byCode().find((p) => p.ean === removedEan)!.id);

    await user.click(screen.getByRole('button', { name: 'Excluir todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir todos os produtos relacionados' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir todos' }));
    expect(await screen.findByText('Nenhum produto relacionado.')).toBeInTheDocument();
    expect(relationsOf(db()).has(first.id)).toBe(false);
  });

  it('adds a related product through the candidate search; a refusal shows the server’s message in the dialog', async () => {
    const { user } = await openPage();
    const [, second] = byCode();
    const candidate = byCode()[20];
    await user.click(toggle(second.ean));
    await relatedTable(second.ean);
    await user.click(screen.getByRole('button', { name: 'Adicionar produto relacionado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar produto relacionado' });
    const search = within(dialog).getByLabelText('Buscar por código ou descrição');
    expect(within(dialog).getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    await user.type(search, second.ean);
    await user.click(await within(dialog).findByRole('radio', { name: new RegExp(`^${second.ean} - `) }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Um produto não pode ser relacionado a ele mesmo.')).toBeInTheDocument();

    db().faults.add({ method: 'POST', path: '/produto/:id/relacionados', status: 500, body: {}, times: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Erro Interno do servidor, contate o administrador')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, candidate.ean);
    await user.click(await within(dialog).findByRole('radio', { name: new RegExp(`^${candidate.ean} - `) }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: `Excluir relacionado ${candidate.ean}` })).toBeInTheDocument();
    expect(relationsOf(db()).get(second.id)).toContain(candidate.id);
  });

  it('a buyer is sent home', async () => {
    const { router } = renderApp({ route: '/manutencao-eans', user: 'comprador' });
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cotacao');
  });
});
