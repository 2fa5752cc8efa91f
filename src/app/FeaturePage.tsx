import { lazy, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
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
    // Chunk already loaded (started early at boot, or by another store as in tests): no
    // suspension. A store that has not injected the feature yet does it in a layout effect, before
    // the page paints: injecting dispatches, and a dispatch while rendering would update the
    // components already subscribed (the session gate) in the middle of this render.
    const ready = loadedFeaturePage(name);
    const injected = ready !== undefined && store.hasFeature(ready.feature.name);
    const [, setInjectedNow] = useState(false);
    useLayoutEffect(() => {
      if (!ready || injected) return;
      store.injectFeature(ready.feature);
      setInjectedNow(true);
    }, [ready, injected, store]);
    if (ready) {
      if (!injected) return null;
      const Loaded = ready.Page ?? Nothing;
      return <Loaded />;
    }
    const Page = pageOf(store);
    return <Page />;
  };
}
