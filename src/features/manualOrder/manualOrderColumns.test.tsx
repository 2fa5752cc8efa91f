import { screen, within } from '@testing-library/react';
import { readJson, userKey } from '../../shared/lib/storage';
import { findProduct, manualPath, onlyProduct, productRows, quantityBoxName } from '../../test/manualOrderPage';
import { renderApp } from '../../test/renderWithProviders';
import { ANSWER_COLUMNS_KEY } from './components/answerColumns';

/** Issue 28 on the manual order: answer rows that fit 1330 px, the rest behind 'Colunas'; the filter folds; inputs named with the product; the reason at the input. */
describe('manual order: answer columns, filter panel, quantity inputs (issue 28)', () => {
  const DEFAULT_HEADERS = ['Comprar', 'Fornecedor / Representante', 'Prazo', 'Qtd. resp.', 'Mín.', 'Embalagem', 'Qtd. pedir', 'Desc. inf. / util.', 'Preço s/ ST', 'Preço líquido', 'Ações'];

  it("shows the columns that fit by default; 'Colunas' adds one, in its place, and the choice is kept for the user", async () => {
    const { branch, item } = await findProduct((_, list) => list.length > 0);
    const { user, unmount } = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const headers = () => within(within(rows).getByRole('table', { name: /^Respostas de / })).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers()).toEqual(DEFAULT_HEADERS);

    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Preço c/ ST' }));
    expect(headers()).toEqual([...DEFAULT_HEADERS.slice(0, 9), 'Preço c/ ST', ...DEFAULT_HEADERS.slice(9)]);
    expect(readJson<string[]>(userKey('1001', ANSWER_COLUMNS_KEY), [])).toContain('comST');
    unmount();

    renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const again = await productRows(item.descricaoProduto);
    expect(within(within(again).getByRole('table', { name: /^Respostas de / })).getByRole('columnheader', { name: 'Preço c/ ST' })).toBeInTheDocument();
  });

  it("'FILTRAR PRODUTOS' folds and unfolds", async () => {
    const { user } = renderApp({ route: manualPath() });
    const toggle = await screen.findByRole('button', { name: 'FILTRAR PRODUTOS' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('searchbox', { name: 'Buscar' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  });

  it('names each quantity input with its product and supplier, and keeps the reason of an adjusted value at the input', async () => {
    const { branch, item, answers } = await findProduct((_, list) => list.some((a) => a.editavel && !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem > 1));
    const answer = answers.find((a) => a.editavel && !a.quantidadeFixa && a.qtdeMinima === 0 && a.quantidadeEmbalagem > 1)!;
    const { user } = renderApp({ route: onlyProduct(branch.cnpjCliente, item.codBarras) });
    const rows = await productRows(item.descricaoProduto);
    const input = within(rows).getByRole('textbox', { name: `Quantidade a pedir de ${item.descricaoProduto} a ${answer.nomeFantasiaFornecedor}` });
    expect(input).toBe(within(rows).getByRole('textbox', { name: quantityBoxName(answer.nomeFantasiaFornecedor) }));
    await user.clear(input);
    await user.type(input, `${answer.quantidadeEmbalagem + 1}{Enter}`);
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent(`Preencher a quantidade com múltiplo de ${answer.quantidadeEmbalagem} unidades`);
    expect(input).toHaveAttribute('aria-describedby', reason.id);
    // The next edit takes it away.
    await user.type(input, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
