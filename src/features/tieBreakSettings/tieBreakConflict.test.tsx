import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS } from '../../../mocks/auth/users';
import { db } from '../../../mocks/db/core/current';
import { buyerTieBreak } from '../../../mocks/db/generation/tieBreakPreferences';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import type { PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from '../../api/desempateDto';
import { renderApp } from '../../test/renderWithProviders';

const SIC_LIST = 'Ordem dos fornecedores no desempate SIC';
const CUSTOM_LIST = 'Ordem dos fornecedores e representantes no desempate personalizado';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const buyer = () => db().userBySub(DEMO_USERS.find((user) => user.username === 'comprador')!.sub)!.idComprador;
const items = () => within(screen.getByRole('list', { name: SIC_LIST })).getAllByRole('listitem');
const savedOrder = () => buyerTieBreak(db(), buyer()).sic.map((entry) => entry.fornecedorId);
const nameOf = (id: number) => db().supplierById.get(id)!.nomeFantasia;

/** The page read the list; then another session of the buyer saves it reversed; the buyer moves the second supplier up and saves. */
async function saveOverAnotherSession() {
  const view = renderApp({ route: '/preferencia-sic' });
  await screen.findByRole('list', { name: SIC_LIST });
  const read = (await callMockApi<PreferenciaFornecedorDto[]>('/desempate/sic')).body;
  const theirs = [...read].reverse().map((row, i) => ({ fornecedorId: row.fornecedorId, preferencia: i + 1 }));
  expect((await callMockApi(`/desempate/sic?versao=${read[0].versao}`, { method: 'POST', body: theirs })).status).toBe(200);
  await view.user.click(within(items()[1]).getByRole('button', { name: /para cima$/ }));
  await view.user.click(screen.getByRole('button', { name: 'Salvar' }));
  const popover = await screen.findByRole('dialog', { name: `Este valor foi alterado em outra sessão. ${SIC_LIST}` });
  const mine = [read[1], read[0], ...read.slice(2)].map((row) => row.fornecedorId);
  return { view, popover, mine, theirs: theirs.map((row) => row.fornecedorId) };
}

describe("'Preferência SIC': a save over a list saved in another session (docs/api.md \"Versioned writes\")", () => {
  it("shows both orders at the list and saves nothing; 'Manter o meu' saves the buyer's order", async () => {
    const { view, popover, mine, theirs } = await saveOverAnotherSession();
    expect(within(popover).getByTestId('conflict-current')).toHaveTextContent(new RegExp(`^1º .* - ${nameOf(theirs[0])}, 2º .* - ${nameOf(theirs[1])}`));
    expect(popover).toHaveTextContent(new RegExp(`Seu valor: 1º .* - ${nameOf(mine[0])}, 2º .* - ${nameOf(mine[1])}`));
    expect(savedOrder()).toEqual(theirs);
    expect(screen.queryByText('Salvo com sucesso.')).toBeNull();

    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    expect(savedOrder()).toEqual(mine);
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });

  it("'Usar o valor atual' shows the other order; the next save lands over it", async () => {
    const { view, popover, theirs } = await saveOverAnotherSession();
    await view.user.click(within(popover).getByRole('button', { name: 'Usar o valor atual' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent(nameOf(theirs[0])));
    expect(items().map((item) => item.textContent)).toEqual(theirs.map((id) => expect.stringContaining(nameOf(id))));
    expect(savedOrder()).toEqual(theirs);

    await view.user.click(within(items()[1]).getByRole('button', { name: /para cima$/ }));
    await view.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo com sucesso.')).toBeInTheDocument();
    expect(savedOrder()).toEqual([theirs[1], theirs[0], ...theirs.slice(2)]);
  });
});

describe("'Preferência': switching the custom list off over one saved in another session", () => {
  it("shows the list saved elsewhere and discards nothing; 'Manter o meu' switches it off", async () => {
    const custom = (await callMockApi<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body;
    const pairs = custom.map(({ fornecedorId, representanteId }, i) => ({ fornecedorId, representanteId, preferencia: i + 1 }));
    expect((await callMockApi('/desempate/personalizado', { method: 'POST', body: pairs })).status).toBe(200);
    const view = renderApp({ route: '/preferencia-cliente' });
    const toggle = await screen.findByRole('switch', { name: 'Usar desempate personalizado' });
    await waitFor(() => expect(toggle).toBeChecked());
    // Another session saves the list reversed after the page read it.
    const read = (await callMockApi<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body;
    expect((await callMockApi(`/desempate/personalizado?versao=${read[0].versao}`, { method: 'POST', body: [...pairs].reverse().map((pair, i) => ({ ...pair, preferencia: i + 1 })) })).status).toBe(200);

    await view.user.click(toggle);
    const popover = await screen.findByRole('dialog', { name: `Este valor foi alterado em outra sessão. ${CUSTOM_LIST}` });
    expect(popover).toHaveTextContent(new RegExp(`Valor atual: 1º .* / ${escaped(read.at(-1)!.representanteNome)},.* Seu valor: desempate padrão\\.`));
    expect(buyerTieBreak(db(), buyer()).custom).toBe(true);
    expect(toggle).toBeChecked();

    await view.user.click(within(popover).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(buyerTieBreak(db(), buyer())).toMatchObject({ custom: false, pairs: [] });
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });
});
