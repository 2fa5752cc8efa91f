import { act, screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import type { DbQuotation } from '../../../mocks/db/core/types';
import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';

/** A quotation in creation: no answer covers any of its products, all 'Não Encontrado'. Grown to 23 products to page. */
function quotationWithProducts(count: number): DbQuotation {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.idComprador === 1)!;
  const used = new Set(quotation.itens.map((i) => i.idProduto));
  for (const product of db().data.products) {
    if (quotation.itens.length >= count) break;
    if (!used.has(product.id)) quotation.itens.push({ idProduto: product.id, quantidade: 0 });
  }
  quotation.itens.forEach((item, index) => (item.quantidade = 10 + index));
  return quotation;
}

const bodyRows = (): HTMLElement[] => within(screen.getByRole('table', { name: 'Produtos não Respondidos' })).getAllByRole('row').slice(1);
const cellTexts = (column: number): string[] => bodyRows().map((row) => within(row).getAllByRole('cell')[column].textContent ?? '');

async function openPage(route: string) {
  const view = renderApp({ route });
  await screen.findByRole('heading', { name: /Produtos não Respondidos \(\d+\)/ });
  await screen.findAllByText('Não Encontrado');
  return view;
}

describe('unanswered products page', () => {
  it('shows the total, the spec’s columns and 10 rows per page; page and sort live in the address', async () => {
    const quotation = quotationWithProducts(23);
    const { user, router } = await openPage(`/produtos-nao-respondidos/${quotation.id}`);

    expect(screen.getByRole('heading', { name: 'Produtos não Respondidos (23)' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Produtos não Respondidos' })).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual(['Tipo', 'E', 'Código / EAN', 'Produto / Fabricante', 'Quantidade', 'Valor de referência', 'Motivo']);
    expect(bodyRows()).toHaveLength(10);
    expect(cellTexts(6).every((text) => text === 'Não Encontrado')).toBe(true);
    expect(cellTexts(0).every((text) => text === 'L' || text === 'M')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Quantidade' }));
    expect(router.state.location.search).toBe('?sort=quantidade&asc=true');
    await screen.findByText('10', { selector: 'td' });
    expect(cellTexts(4)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);

    await user.click(screen.getByRole('button', { name: 'Quantidade' }));
    await screen.findByText(String(10 + 22), { selector: 'td' });
    expect(router.state.location.search).toBe('?sort=quantidade&asc=false');

    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await screen.findByText('10', { selector: 'td' });
    expect(router.state.location.search).toBe('?page=2&sort=quantidade&asc=false');
    expect(cellTexts(4)).toEqual(['12', '11', '10']);
  });

  it('rebuilds the same page and sort from the address (a reload)', async () => {
    const quotation = quotationWithProducts(23);
    await openPage(`/produtos-nao-respondidos/${quotation.id}?page=1&sort=quantidade&asc=true`);
    await screen.findByText('20', { selector: 'td' });
    expect(cellTexts(4)).toEqual(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect(screen.getByRole('columnheader', { name: /Quantidade/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("offers 'Exportar Planilha' when products are missing: it opens the spreadsheet link", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const quotation = quotationWithProducts(12);
    const { user } = await openPage(`/produtos-nao-respondidos/${quotation.id}`);

    await user.click(screen.getByRole('button', { name: 'Exportar Planilha' }));

    await act(async () => undefined);
    expect(open).toHaveBeenCalledWith(expect.stringContaining(`/api/resumoresposta/exportProdutosWithoutResposta/${quotation.id}/arquivo?usuario=`), '_blank', 'noopener');
    open.mockRestore();
  });

  it("has no 'Exportar Planilha' when every product was answered, and reloads when the quotation changes", async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANDAMENTO' && q.idComprador === 1)!;
    const [answer, ...others] = db().answersOf(quotation.id);
    for (const other of others) Object.assign(other, { categoria: 'VENCIDA', qtdeItensRespondidos: 0, pendente: undefined });
    Object.assign(answer, { categoria: 'RESPONDIDA', qtdeItensRespondidos: quotation.itens.length, pendente: undefined });
    const { store } = renderApp({ route: `/produtos-nao-respondidos/${quotation.id}` });

    expect(await screen.findByRole('heading', { name: 'Produtos não Respondidos (0)' })).toBeInTheDocument();
    expect(await screen.findByText('Todos os produtos da cotação foram respondidos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar Planilha' })).toBeNull();

    answer.qtdeItensRespondidos = 0;
    act(() => void store.dispatch(recentQuotationChanged({ idCotacao: quotation.id })));
    expect(await screen.findByRole('heading', { name: `Produtos não Respondidos (${quotation.itens.length})` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar Planilha' })).toBeInTheDocument();
  });

  it("'Voltar' goes back to the quotation's summary", async () => {
    const quotation = quotationWithProducts(5);
    const { user, router } = await openPage(`/produtos-nao-respondidos/${quotation.id}`);
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(router.state.location.pathname).toBe(`/pedido-resumo/${quotation.id}`);
  });
});
