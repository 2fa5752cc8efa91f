import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderWithProviders } from '../../test/renderWithProviders';
import { quotationWizardFeature } from './quotationWizardFeature';
import { AddedProductsPanel } from './components/AddedProductsPanel';
import { ProductSearchPanel } from './components/ProductSearchPanel';
import { ShortageFilePanel } from './components/ShortageFilePanel';
import { WizardUnsavedChanges } from './components/WizardUnsavedChanges';
import { wizardActions } from './quotationWizardSlice';

function step2(id: number) {
  const view = renderWithProviders(
    <>
      <WizardUnsavedChanges />
      <ShortageFilePanel />
      <ProductSearchPanel />
      <AddedProductsPanel />
    </>,
    { features: [quotationWizardFeature.feature] },
  );
  view.store.dispatch(wizardActions.wizardEntered({ id }));
  return view;
}

const inCreation = () => db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;

describe('wizard saves through the queue', () => {
  it('saves each purchase mode when chosen, so reopening the quotation keeps both', async () => {
    const quotation = inCreation();
    quotation.buscaDeProduto = '';
    quotation.arquivosDeFalta = '';
    const first = step2(quotation.id);
    await screen.findByRole('heading', { name: /Produtos adicionados/ });
    await first.user.click(within(screen.getByRole('group', { name: 'Busca de produto *' })).getByRole('radio', { name: 'Compra por equivalência de produtos' }));
    await first.user.click(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' }));
    await waitFor(() => expect([quotation.buscaDeProduto, quotation.arquivosDeFalta]).toEqual(['EQUIVALENCIA', 'PRODUTO_ESPECIFICO']));
    first.unmount();

    step2(quotation.id);
    await screen.findByRole('heading', { name: /Produtos adicionados/ });
    expect(within(screen.getByRole('group', { name: 'Busca de produto *' })).getByRole('radio', { name: 'Compra por equivalência de produtos' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Modo de compra do arquivo' })).getByRole('radio', { name: 'Compra por produto específico' })).toBeChecked();
  });

  it('keeps an addition that failed, marked as not saved, and lands it on retry', async () => {
    const quotation = inCreation();
    const count = quotation.itens.length;
    const product = db().data.products.find((p) => !quotation.itens.some((i) => i.idProduto === p.id))!;
    db().faults.add({ method: 'POST', path: '/cotacaoCadastro/:id/itens', status: 500, times: 1 });
    const { user } = step2(quotation.id);
    await screen.findByRole('heading', { name: `Produtos adicionados (${count})` });
    // One change, so one search: typed key by key, each prefix would search and re-render the results under the click.
    await user.click(screen.getByLabelText(/Buscar produto/));
    await user.paste(product.ean);
    await user.click(await screen.findByRole('button', { name: `Adicionar ${product.descricao} ${product.apresentacao}` }, { timeout: 5000 }));

    const unsaved = await screen.findByRole('alert', { name: 'Alterações não salvas' });
    expect(unsaved).toHaveTextContent(`Adicionar ${product.descricao} ${product.apresentacao}`);
    expect(unsaved).toHaveTextContent('Falha simulada (500).'); // the server's own message
    expect(quotation.itens).toHaveLength(count);

    await user.click(within(unsaved).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: `Produtos adicionados (${count + 1})` })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Alterações não salvas' })).toBeNull();
  });
});
