import type { RuntimeConfig } from '../config/runtimeConfig';
import type { DiagnosticBundle } from '../features/support/diagnosticBundle';
import { REPLAY_PATH } from '../features/support/replayStorage';
import { failuresOfScreen, initialSupportState } from '../features/support/supportSlice';
import { setJournalReadOnly } from '../shared/lib/errorReporting';
import { ALL_SLICE_KEYS, type RootState } from './rootReducer';

/**
 * Starts the read-only replay of a diagnostic bundle (DECISIONS 16) once boot has put the HTTP
 * layer in replay mode: failures are not added to this browser's journal, and the store starts
 * from the bundle's state with this page's own runtime configuration, at the bundle's screen, whose
 * recorded failures the replay banner lists (the user may have closed the dialog that showed them).
 */
export function startReplay(bundle: DiagnosticBundle, config: RuntimeConfig): Partial<RootState> {
  setJournalReadOnly(true);
  if (window.location.pathname === REPLAY_PATH) window.history.replaceState(null, '', bundle.rota);
  // Only the slices this version knows: a bundle from another version may carry others. Slices
  // injected with their page (app/lazyFeatures.ts) are kept by the store until their injection.
  const known = new Set(ALL_SLICE_KEYS);
  const estado = Object.fromEntries(Object.entries(bundle.estado).filter(([slice]) => known.has(slice)));
  return { ...estado, config, support: { ...initialSupportState, replay: { generatedAt: bundle.geradoEm, failures: failuresOfScreen(bundle.falhas, bundle.rota) } } };
}
