/**
 * Small DOM events between shared widgets and features that may not import each other
 * (for example a Modal telling the embedded-mode bridge that a dialog opened).
 */
export interface AppEvents {
  'app:modal': { open: boolean };
  'app:scroll-top': Record<string, never>;
}

export function emitAppEvent<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<K extends keyof AppEvents>(name: K, listener: (detail: AppEvents[K]) => void): () => void {
  const handler = (event: Event): void => listener((event as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
