import type { DiagnosticBundle } from './diagnosticBundle';

/**
 * The bundle being replayed, kept for this tab only (sessionStorage): 'Reproduzir tela' stores it
 * and reloads at REPLAY_PATH; boot finds it and starts the read-only replay; 'Encerrar
 * reprodução' removes it and reloads the support page.
 */
export const SUPPORT_PATH = '/suporte';
export const REPLAY_PATH = '/suporte/reproducao';
const REPLAY_KEY = 'suporte:reproducao';

export function savePendingReplay(bundle: DiagnosticBundle): void {
  window.sessionStorage.setItem(REPLAY_KEY, JSON.stringify(bundle));
}

/**
 * The bundle to replay, when one was stored and still reads as a valid bundle. The validator (Yup)
 * loads only when a bundle is there: an ordinary start does not carry it.
 */
export async function readPendingReplay(): Promise<DiagnosticBundle | null> {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(REPLAY_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const { parseBundle } = await import('./bundleValidation');
  const check = parseBundle(text);
  return check.ok ? check.bundle : null;
}

export function clearPendingReplay(): void {
  try {
    window.sessionStorage.removeItem(REPLAY_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** A full page load, so the app boots again (into the replay, or out of it). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
