import { screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { db } from '../../../mocks/db/core/current';
import { renderWithProviders } from '../../test/renderWithProviders';
import { quotationWizardFeature } from './quotationWizardFeature';
import { AddedProductsPanel } from './components/AddedProductsPanel';
import { ItemsSummaryPanel } from './components/ItemsSummaryPanel';
import { ProductSearchPanel } from './components/ProductSearchPanel';
import { ShortageFilePanel } from './components/ShortageFilePanel';
import { WizardModals } from './components/WizardModals';
import { WizardUnsavedChanges } from './components/WizardUnsavedChanges';
import { wizardActions } from './quotationWizardSlice';
import { selectProductSearch } from './quotationWizardSelectors';

/** Counts the commits of each panel of step 2, mounted together in the real store with the real sagas. */
function Counted({ id, renders, children }: { id: string; renders: Record<string, number>; children: ReactNode }) {
  return (
    <Profiler id={id} onRender={() => void (renders[id] = (renders[id] ?? 0) + 1)}>
      {children}
    </Profiler>
  );
}

describe('wizard step 2 re-renders only what changed', () => {
  it('typing in the product search re-renders the search panel and no other panel', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const renders: Record<string, number> = {};
    const { user, store } = renderWithProviders(
      <>
        <Counted id="resumo" renders={renders}><ItemsSummaryPanel /></Counted>
        <Counted id="arquivo" renders={renders}><ShortageFilePanel /></Counted>
        <Counted id="busca" renders={renders}><ProductSearchPanel /></Counted>
        <Counted id="adicionados" renders={renders}><AddedProductsPanel /></Counted>
        <Counted id="naoSalvos" renders={renders}><WizardUnsavedChanges /></Counted>
        <Counted id="dialogos" renders={renders}><WizardModals /></Counted>
      </>,
      { features: [quotationWizardFeature.feature] },
    );
    store.dispatch(wizardActions.wizardEntered({ id: quotation.id }));
    expect(await screen.findByRole('heading', { name: `Produtos adicionados (${quotation.itens.length})` })).toBeInTheDocument();
    for (const key of Object.keys(renders)) delete renders[key];

    const product = db().data.products[0];
    const typed = product.descricao.slice(0, 6);
    await user.type(screen.getByLabelText(/Buscar produto/), typed);
    // The search of the whole text has answered (a pause in typing may have sent a shorter one first, whose rows it replaced).
    await waitFor(() => expect(selectProductSearch(store.getState())).toMatchObject({ text: typed, loading: false }));
    await waitFor(() => expect(store.getState().quotationWizard.search.ids).toContain(product.id));
    expect(screen.getByRole('button', { name: new RegExp(`Adicionar ${product.descricao}`) })).toBeInTheDocument();

    expect(renders.busca).toBeGreaterThanOrEqual(6);
    expect(renders).toEqual({ busca: renders.busca });
  });
});
