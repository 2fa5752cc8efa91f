import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from './store';
import { loadedFeaturePage, loadFeaturePage, type FeatureName } from './lazyFeatures';

const Nothing = () => null;

/**
 * The route element of a lazily loaded feature: its chunk brings the page, the slice and the
 * saga; the slice is injected and the saga started in this store before the page first renders,
 * so the page's selectors always find their slice. One lazy component per store: each test
 * store (renderApp) injects for itself; once the chunk is loaded, pages render without suspending.
 */
export function featurePage(name: FeatureName): ComponentType {
  const perStore = new WeakMap<AppStore, LazyExoticComponent<ComponentType>>();
  const pageOf = (store: AppStore): LazyExoticComponent<ComponentType> => {
    let Page = perStore.get(store);
    if (!Page) {
      Page = lazy(async () => {
        const { feature, Page: Loaded } = await loadFeaturePage(name);
        store.injectFeature(feature);
        return { default: Loaded ?? Nothing };
      });
      perStore.set(store, Page);
    }
    return Page;
  };
  return function FeaturePage() {
    const store = useStore() as AppStore;
    // Chunk already loaded (another store of this page, as in tests): no suspension; a store
    // that has not injected the feature yet does it now (idempotent; it dispatches, which only
    // this feature's not yet mounted components could see).
    const ready = loadedFeaturePage(name);
    if (ready) {
      store.injectFeature(ready.feature);
      const Loaded = ready.Page ?? Nothing;
      return <Loaded />;
    }
    const Page = pageOf(store);
    return <Page />;
  };
}
