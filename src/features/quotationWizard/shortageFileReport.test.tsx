import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { formatInteger } from '../../shared/lib/format';

/** Opens a quotation in creation (due tomorrow in the sample data) and confirms step 1. */
async function openStep2() {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.itens.length >= 2)!;
  const rendered = renderApp({ route: `/cotacao/criar/${quotation.id}` });
  await rendered.user.click(await screen.findByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('2. adicionar produtos'));
  await rendered.user.click(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' }));
  return { ...rendered, quotation };
}

describe('missing-products file report', () => {
  it('says how many lines were summed into one product, and refuses a product that would pass 99,999 naming it', async () => {
    const { user, quotation } = await openStep2();
    const [kept, full] = quotation.itens.map((item) => ({ ...item, product: db().productById.get(item.idProduto)! }));
    const text = `${`${kept.product.ean};1\n`.repeat(40_000)}${full.product.ean};99999\n`;
    await user.upload(screen.getByLabelText(/Arquivo de falta \(TXT ou CSV/), new File([text], 'faltas.txt', { type: 'text/plain' }));

    const report = await screen.findByText('Arquivo faltas.txt: 40.000 linhas importadas em 1 produto, 1 linha não utilizada.');
    const panel = report.closest('[role="status"]') as HTMLElement;
    expect(within(within(panel).getByRole('list', { name: 'Linhas somadas' })).getByRole('listitem')).toHaveTextContent(
      `${kept.product.descricao} (EAN ${kept.product.ean}): 40.000 linhas somadas em um produto, quantidade 40.000.`,
    );
    const refused = within(panel).getByRole('table', { name: 'Linhas não utilizadas' });
    expect(refused).toHaveTextContent(
      `${full.product.descricao} ficaria com ${formatInteger(full.quantidade + 99_999)} na cotação (${formatInteger(full.quantidade)} já adicionados): passa do limite de 99.999 unidades por produto; produto não importado`,
    );
    expect(db().quotationById.get(quotation.id)!.itens.find((i) => i.idProduto === full.idProduto)!.quantidade).toBe(full.quantidade);
    expect(db().quotationById.get(quotation.id)!.itens.find((i) => i.idProduto === kept.idProduto)!.quantidade).toBe(kept.quantidade + 40_000);
  });
});
