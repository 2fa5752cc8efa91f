import { screen } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { renderWithProviders } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';
import { ProductSearchPanel } from './components/ProductSearchPanel';
import { quotationWizardFeature } from './quotationWizardFeature';
import { wizardActions } from './quotationWizardSlice';

/** Issue 25 point 7 in the wizard's product search. Before: '1,8' was kept as 18 and could be added. */
describe("wizard product quantity: text that is not plain digits", () => {
  it("keeps the text, says why beside a disabled 'Adicionar', and adds nothing", async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO')!;
    const product = db().data.products.find((p) => !quotation.itens.some((i) => i.idProduto === p.id))!;
    const view = renderWithProviders(<ProductSearchPanel />, { features: [quotationWizardFeature.feature] });
    view.store.dispatch(wizardActions.wizardEntered({ id: quotation.id }));
    await view.user.click(screen.getByLabelText(/Buscar produto/));
    await view.user.paste(product.ean);
    const add = await screen.findByRole('button', { name: `Adicionar ${product.descricao} ${product.apresentacao}` }, { timeout: 5000 });
    const input = screen.getByRole('textbox', { name: `Quantidade de ${product.descricao} ${product.apresentacao}` });
    const saves = recordRequests('/itens');
    for (const text of ['1,8', '12.5', '-12', '12a4']) {
      await view.user.clear(input);
      await view.user.type(input, text);
      expect(input).toHaveValue(text);
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
    }
    expect(saves).toEqual([]);
  });
});
