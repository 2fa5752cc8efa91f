import { screen, waitFor, within } from '@testing-library/react';
import { comboOffersOf } from '../../../mocks/db/combo/comboOffers';
import { comboState } from '../../../mocks/db/combo/combos';
import { db, resetDb } from '../../../mocks/db/core/current';
import { NOT_A_WHOLE_NUMBER } from '../../domain/orderQuantity';
import { renderApp } from '../../test/renderWithProviders';
import { recordRequests } from '../../test/requestLog';

/** Issue 25 point 7 on the combo screen. Before: '12.5' was sent as 12.5, '1,8' stripped to 18. */
describe('combo quantity: text that is not plain digits', () => {
  it('refuses each text with its reason, keeps the saved quantity and sends nothing', async () => {
    resetDb('demo');
    const quotation = db().data.quotations.filter((q) => q.situacao === 'EM_ANALISE').sort((a, b) => comboOffersOf(db(), b.id).length - comboOffersOf(db(), a.id).length)[0];
    const offer = comboOffersOf(db(), quotation.id)[0];
    const item = offer.items.find((i) => !i.bonificado) ?? offer.items[0];
    const view = renderApp({ route: `/pedido-automatico/${quotation.id}/combo` });
    const branch = await screen.findByRole('region', { name: offer.branch!.nomeFantasia });
    const panel = within(branch).getByRole('article', { name: `Combo de ${offer.supplierName}` });
    await view.user.click(within(panel).getByRole('button', { expanded: false }));
    const input = await within(panel).findByRole('textbox', { name: `Quantidade pedida de ${item.produtoDescricao}` });
    const before = (input as HTMLInputElement).value;
    const saves = recordRequests('alterarQuantidadeCombo');
    for (const text of ['1,8', '12.5', '-12', '12a4', '']) {
      await view.user.clear(input);
      await view.user.type(input, `${text}{Enter}`);
      await waitFor(() => expect(input).toHaveValue(before));
      expect(input).toHaveAccessibleDescription(NOT_A_WHOLE_NUMBER);
    }
    expect(saves).toEqual([]);
    expect(comboState(db(), offer.answer.id).quantities.size).toBe(0);
  });
});
