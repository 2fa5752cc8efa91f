/**
 * Small DOM events between shared widgets and features that may not import each other
 * (for example a Modal telling the embedded-mode bridge that a dialog opened).
 */

/** What a screen asks the embedded-mode bridge to tell the parent page (spec 01 §4 "Embedded mode"). */
export type ParentRequest =
  | { action: 'menuClick'; menu: string }
  | { action: 'verCotacao'; idCotacao: number }
  | { action: 'criarNovaCotacao' }
  | { action: 'home' }
  | { action: 'large' }
  | { action: 'small' };

export interface AppEvents {
  'app:modal': { open: boolean };
  'app:scroll-top': Record<string, never>;
  /** A popover or menu that may reach past the frame opened or closed (drives iframeZIndexUp/Down). */
  'app:overlay': { open: boolean };
  /** A screen asks the bridge to send a message to the parent page; standalone it goes nowhere. */
  'app:parent': ParentRequest;
  /** A quotation was created or changed: the side column evicts and refreshes its recent items. */
  'app:recent-changed': { idCotacao?: number };
}

export function emitAppEvent<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<K extends keyof AppEvents>(name: K, listener: (detail: AppEvents[K]) => void): () => void {
  const handler = (event: Event): void => listener((event as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
