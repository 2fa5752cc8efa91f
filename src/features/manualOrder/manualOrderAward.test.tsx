import { within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { findProduct, onlyProduct, productRows } from '../../test/manualOrderPage';

/** Issue 15 item 4 at the manual order: the proposed answer explains why it was proposed. */
describe("manual order: 'Por que este fornecedor?'", () => {
  it('shows, on the proposed answer, the first deciding criterion against each other answer', async () => {
    const found = await findProduct((item, answers) => answers.length >= 2 && answers.some((a) => a.porQueEsteFornecedor !== undefined));
    const proposed = found.answers.find((a) => a.porQueEsteFornecedor)!;
    const { user } = renderApp({ route: onlyProduct(found.branch.cnpjCliente, found.item.codBarras) });
    const rows = await productRows(found.item.descricaoProduto);
    const toggles = within(rows).getAllByRole('button', { name: /^Por que este fornecedor\?/ });
    expect(toggles).toHaveLength(1);
    await user.click(toggles[0]);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows).getByText(/^Desempate padrão: menor preço, maior preço líquido, maior prazo/)).toBeInTheDocument();
    const lines = within(rows).getAllByRole('listitem');
    expect(lines).toHaveLength(proposed.porQueEsteFornecedor!.comparacoes.length);
    const first = proposed.porQueEsteFornecedor!.comparacoes[0];
    expect(lines[0]).toHaveTextContent(`Contra ${first.fornecedorNomeFantasia} — ${first.representanteTitulo}:`);
    expect(lines[0]).toHaveTextContent(/(menor preço|maior preço líquido|maior prazo|faturamento mínimo|respondeu primeiro|resposta não considerada|não atende)/);
  });
});
