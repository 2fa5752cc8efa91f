import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import { categoryPreferences } from '../../../mocks/db/summary/summaryCategories';
import type { CategoriaDto } from '../../api/dto';
import { renderApp } from '../../test/renderWithProviders';

const analysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
const region = () => screen.getByRole('region', { name: 'Categorias de resposta' });
const serverActive = (idComprador: number) => categoryPreferences(db(), idComprador).filter((c) => c.ativo).map((c) => c.categoria);

describe('summary categories: the document carries its version (docs/api.md "Versioned writes")', () => {
  it("a change over categories changed in another session shows both at the list; 'Usar o valor atual' takes theirs and the next change lands", async () => {
    const quotation = analysis();
    const view = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    await waitFor(() => expect(within(region()).getAllByRole('button', { pressed: true })).toHaveLength(7));
    // Another session switches 'Vencida' off.
    const read = (await callMockApi<CategoriaDto[]>(`/resumoresposta/getCategorias/${quotation.id}`)).body;
    const theirs = read.map(({ categoria, prioridade, ativo }) => ({ categoria, prioridade, ativo: categoria === 'VENCIDA' ? false : ativo }));
    expect((await callMockApi(`/resumoresposta/categoria/${quotation.id}?versao=${read[0].versao}`, { method: 'PUT', body: theirs })).status).toBe(200);

    await view.user.click(within(region()).getByRole('button', { name: /^Atrasada/ }));
    const popover = await screen.findByRole('dialog', { name: /Este valor foi alterado em outra sessão. Categorias de resposta/ });
    expect(popover).toHaveTextContent('Valor atual: Respondida, Usuário e/ou senha inválido., Verificar resposta, Não possui os itens em estoque, Aguardando, Atrasada.');
    expect(popover).toHaveTextContent('Seu valor: Respondida, Usuário e/ou senha inválido., Verificar resposta, Não possui os itens em estoque, Aguardando, Vencida.');
    expect(serverActive(quotation.idComprador)).not.toContain('VENCIDA');
    expect(serverActive(quotation.idComprador)).toContain('ATRASADA');

    await view.user.click(within(popover).getByRole('button', { name: 'Usar o valor atual' }));
    await waitFor(() => expect(within(region()).getByRole('button', { name: /^Vencida/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(within(region()).getByRole('button', { name: /^Atrasada/ })).toHaveAttribute('aria-pressed', 'true');

    // The list now holds the current version: the buyer's next change lands.
    await view.user.click(within(region()).getByRole('button', { name: /^Aguardando/ }));
    await waitFor(() => expect(serverActive(quotation.idComprador)).not.toContain('AGUARDANDO'));
    expect(screen.queryByRole('dialog', { name: /Este valor foi alterado/ })).toBeNull();
  });
});
