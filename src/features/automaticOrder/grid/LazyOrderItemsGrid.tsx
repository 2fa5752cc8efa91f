import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { afterNextPaint } from '../../../shared/lib/afterNextPaint';
import { LoadState } from '../../../shared/ui/LoadState';
import { ITEMS_LOADING } from '../automaticOrderTexts';

/**
 * An open order's product table, with AG Grid in a chunk of its own (issue 31, first view): the
 * suppliers and the branch-order cards show without AG Grid's code (≈ 240 kB gzip to load and
 * run), which loads once the first suppliers are on screen and the browser is idle
 * (usePreloadOrderItemsGrid), so opening an order does not wait for it either. A chunk that fails
 * to load is asked again on the next try. The grid mounts once the opened card's own frame is painted
 * (its items may already be in the store: AG Grid's row build then ran inside the click, INP), so
 * the click shows at once and the rows follow in the next task.
 */
type GridModule = typeof import('./OrderItemsGrid');
let loading: Promise<GridModule> | undefined;
/** The module once loaded: rendered directly, without suspending (a Suspense retry is revealed up to 300 ms late). */
let loaded: GridModule | undefined;

export function loadOrderItemsGrid(): Promise<GridModule> {
  loading ??= import(/* webpackChunkName: "order-items-grid", webpackPrefetch: true */ './OrderItemsGrid').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const Grid = lazy(() => loadOrderItemsGrid().then((module) => ({ default: module.OrderItemsGrid })));

export function LazyOrderItemsGrid(props: ComponentProps<GridModule['OrderItemsGrid']>) {
  // undefined until the card's frame is painted; then the loaded module, or null: not loaded yet (lazy). Chosen once, so the grid never remounts.
  const [module, setModule] = useState<GridModule | null>();
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => live && setModule(loaded ?? null));
    return () => void (live = false);
  }, []);
  const loading = <LoadState className="order-items__state" status="loading" error={null} loadingText={ITEMS_LOADING} />;
  if (module === undefined) return loading;
  if (module) return <module.OrderItemsGrid {...props} />;
  return (
    <Suspense fallback={loading}>
      <Grid {...props} />
    </Suspense>
  );
}

/** Once `ready` (the first suppliers shown), loads the grid's code when the browser is idle. */
export function usePreloadOrderItemsGrid(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const preload = () => void loadOrderItemsGrid().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 1_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 50);
    return () => clearTimeout(id);
  }, [ready]);
}
