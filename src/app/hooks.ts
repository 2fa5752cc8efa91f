import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './store';
import type { RootState } from './rootReducer';

/** Typed hooks: components use these, never the untyped react-redux ones. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for an event handler that reads the state once when it runs (not to subscribe). */
export const useAppStore = useStore.withTypes<AppStore>();
