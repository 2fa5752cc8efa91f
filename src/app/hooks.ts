import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './store';
import type { RootState } from './rootReducer';

/** Typed hooks: components use these, never the untyped react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for an event handler that reads the state once when it runs (not to subscribe). */
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * useAppSelector for a selector of one thing by its key (an order, a supplier). The selector
 * keeps its identity while the key does: with a new arrow at each render, react-redux's
 * subscription of the render before (kept by React beside the current one) held the whole store
 * state of that render, so every branch order card shown kept the items of the orders open at
 * its last render alive, long after the store had released them.
 */
export function useKeyedSelector<K, T>(selector: (state: RootState, key: K) => T, key: K): T {
  const select = useCallback((state: RootState) => selector(state, key), [selector, key]);
  return useAppSelector(select);
}
