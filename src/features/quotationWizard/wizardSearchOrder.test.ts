import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { db, resetDb } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { FAST_TIMING } from '../../shared/saga/timing';
import { signedInAs } from '../../test/session';
import { onTeardown } from '../../test/teardown';
import { selectProductSearch } from './quotationWizardSelectors';
import { quotationWizardFeature } from './quotationWizardFeature';
import { wizardActions } from './quotationWizardSlice';

/**
 * The catalogue search of step 2 shows the answer to the text in the box: a search for text typed
 * before (typing paused long enough for it to go) that answers after the newer one is not shown.
 */
describe('wizard product search: an older answer never replaces the newer one', () => {
  it('the rows are those of the last text typed, whichever answer comes last', async () => {
    resetDb('demo');
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador') }, timing: FAST_TIMING });
    onTeardown(store.stopSagas);
    store.injectFeature(quotationWizardFeature.feature);
    const product = db().data.products[0];
    const older = product.descricao.slice(0, 3);
    const newer = product.descricao.slice(0, 6);
    // The older text's answer is held until the newer one has been shown.
    const held: (() => void)[] = [];
    server.use(
      http.get('*/api/produto/buscar', async ({ request }) => {
        if (new URL(request.url).searchParams.get('texto') === older) await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    onTeardown(() => held.forEach((release) => release()));

    store.dispatch(wizardActions.productSearchChanged(older));
    await waitFor(() => expect(held).toHaveLength(1));
    store.dispatch(wizardActions.productSearchChanged(newer));
    await waitFor(() => expect(selectProductSearch(store.getState()).loading).toBe(false));
    const shown = selectProductSearch(store.getState()).ids;
    expect(shown).toContain(product.id);

    // The older answer arrives now (its response is sent, then read by the page); what shows stays the newer text's rows.
    const answered = new Promise<void>((resolve) => {
      const listener = ({ request }: { request: Request }) => {
        if (new URL(request.url).searchParams.get('texto') !== older) return;
        server.events.removeListener('response:mocked', listener);
        resolve();
      };
      server.events.on('response:mocked', listener);
    });
    held[0]();
    await answered;
    // A few turns of the event loop: the page reads the answer's body and the search saga ends (no timer involved).
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectProductSearch(store.getState())).toMatchObject({ text: newer, ids: shown, loading: false });
  });
});
