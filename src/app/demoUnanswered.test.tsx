import { act, screen, within } from '@testing-library/react';
import { db, resetDb } from '../../mocks/db/core/current';
import { UNANSWERED_SAMPLE } from '../../mocks/db/answers/unansweredSample';
import { unansweredProducts } from '../../mocks/db/answers/unansweredProducts';
import { renderApp } from '../test/renderWithProviders';

/**
 * Issue 28: the `demo` data has a quotation in analysis with products nobody answered, so 'Ver
 * Produtos não Respondidos' and its export can be tried there: from the summary to the list, both
 * reasons shown, and the spreadsheet with every unanswered product.
 */
describe('the demo data: unanswered products', () => {
  it('a quotation in analysis lists products nobody answered, reached from its summary, and exports them', async () => {
    resetDb('demo');
    const quotation = db().data.quotations.find((q) => q.id === UNANSWERED_SAMPLE)!;
    expect(quotation.situacao).toBe('EM_ANALISE');
    const missing = unansweredProducts(db(), quotation);
    expect(missing.length).toBeGreaterThanOrEqual(9);
    expect(new Set(missing.map((p) => p.motivo)).size).toBe(2);

    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ route: `/pedido-resumo/${quotation.id}` });
    const actions = await screen.findByRole('group', { name: 'Ações da cotação (topo)' });
    await user.click(await within(actions).findByRole('button', { name: 'Ver Produtos não Respondidos' }));
    expect(await screen.findByRole('heading', { name: `Produtos não Respondidos (${missing.length})` })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Produtos não Respondidos' })).getAllByRole('row').length).toBe(Math.min(10, missing.length) + 1);

    await user.click(screen.getByRole('button', { name: 'Exportar Planilha' }));
    await act(async () => undefined);
    const link = String(open.mock.calls[0][0]);
    expect(link).toContain(`/api/resumoresposta/exportProdutosWithoutResposta/${quotation.id}/arquivo?usuario=`);
    open.mockRestore();
    const file = await fetch(new URL(link, window.location.origin));
    const lines = (await file.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(missing.length + 1);
    expect(lines.filter((line) => line.endsWith(';Sem estoque')).length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.endsWith(';Não Encontrado')).length).toBeGreaterThan(0);
  });

  it('every other scenario keeps its quotations', () => {
    resetDb('e2e');
    expect(db().data.quotations.some((q) => q.id === UNANSWERED_SAMPLE)).toBe(false);
  });
});
