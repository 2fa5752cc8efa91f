import { waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG } from './configSlice';
import { setupStore, type StoreOptions } from './store';
import { featureOfSlice, loadFeature } from './lazyFeatures';
import { LAZY_SLICE_KEYS } from './rootReducer';
import { FAST_TIMING } from '../shared/saga/timing';
import { signedInAs } from '../test/session';
import { onTeardown } from '../test/teardown';
import type { PendingSave } from '../entities/saves/pendingSavesSlice';
import { orderGenerationRequested } from '../shared/lib/appEvents';

function start(preloadedState: StoreOptions['preloadedState'] = {}, onAction?: StoreOptions['onAction']) {
  const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('comprador'), ...preloadedState }, timing: FAST_TIMING, onAction });
  onTeardown(store.stopSagas);
  return store;
}

describe('features loaded with their page', () => {
  it('a route-bound slice is absent until its feature is injected, then starts from its initial state', async () => {
    const store = start();
    expect('summary' in store.getState()).toBe(false);
    store.injectFeature(await loadFeature('summary'));
    expect(store.getState().summary.screen).toBeDefined();
    const before = store.getState().summary;
    store.injectFeature(await loadFeature('summary'));
    expect(store.getState().summary).toBe(before);
  });

  it('every lazy slice has an owner whose loading injects it (a replayed bundle or a restored save finds its feature)', async () => {
    for (const key of LAZY_SLICE_KEYS) {
      const owner = featureOfSlice(key);
      expect({ key, owner }).toEqual({ key, owner: expect.any(String) });
      const store = start();
      store.injectFeature(await loadFeature(owner!));
      expect({ key, injected: key in store.getState() }).toEqual({ key, injected: true });
    }
  });

  it('keeps preloaded state (a support replay) of a slice not injected yet and starts the slice from it', async () => {
    const initial = start();
    initial.injectFeature(await loadFeature('unansweredProducts'));
    const replayed = { ...initial.getState().unansweredProducts, exportError: 'Falha gravada no pacote.' };
    const store = start({ unansweredProducts: replayed });
    store.dispatch({ type: 'qualquer/acao' });
    expect('unansweredProducts' in store.getState()).toBe(false);
    store.injectFeature(await loadFeature('unansweredProducts'));
    expect(store.getState().unansweredProducts).toEqual(replayed);
  });

  it('saves pending in a lazy feature’s queue load that feature at once, so they are sent without opening its page', async () => {
    const save: PendingSave = { id: 's1', queue: 'summary/categorias', key: 'x', payload: {}, label: 'Categorias', at: 0, status: 'waiting', error: null };
    const store = start({ pendingSaves: { entries: [save] } });
    await waitFor(() => expect('summary' in store.getState()).toBe(true));
    await waitFor(() => expect(store.getState().pendingSaves.entries[0]?.status).not.toBe('waiting'));
  });

  it('the first request for a global dialog feature loads and starts it, then reaches its saga once', async () => {
    const seen: string[] = [];
    const store = start({}, (action) => seen.push(action.type));
    store.dispatch(orderGenerationRequested({ idCotacao: 1, manual: false }));
    expect('orderGeneration' in store.getState()).toBe(false);
    await waitFor(() => expect(store.getState().orderGeneration.step).toBe('confirming'));
    expect(seen.filter((type) => type === orderGenerationRequested.type)).toHaveLength(1);
  });
});
