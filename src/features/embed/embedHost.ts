/** The parent page the app is framed by, when it is one of the allowed origins (DECISIONS 8). */
export interface EmbedHost {
  target: Pick<Window, 'postMessage'>;
  origin: string;
}

/**
 * Standalone (not in a frame) there is no host. In a frame, the parent's origin is the nearest
 * ancestor origin (or the referrer's); a parent that is not in allowedParentOrigins gets nothing.
 */
export function detectEmbedHost(allowedOrigins: readonly string[], win: Window = window): EmbedHost | null {
  if (win.parent === win) return null;
  const origin = win.location.ancestorOrigins?.[0] ?? originOf(win.document.referrer);
  if (!origin || !allowedOrigins.includes(origin)) return null;
  return { target: win.parent, origin };
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** Content size of the page, as the parent needs it to size the frame. */
export function contentSize(doc: Document = document): { height: number; width: number } {
  const root = doc.documentElement;
  return { height: root.scrollHeight, width: root.scrollWidth };
}

/** The parent's visible part of the frame: dialogs place themselves in it (see Modal.css). */
export function applyParentViewport(top: number, height: number | undefined, doc: Document = document): void {
  doc.documentElement.style.setProperty('--parent-viewport-top', `${Math.round(top)}px`);
  if (height !== undefined) doc.documentElement.style.setProperty('--parent-viewport-height', `${Math.round(height)}px`);
}
