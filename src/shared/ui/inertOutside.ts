/**
 * Makes everything on the page outside `node` inert (no focus, no clicks, hidden from assistive
 * technology) without moving `node`: along the path from `node` up to <body>, every sibling is
 * marked `inert`. Answers the undo, which clears only what it marked, so a dialog opened above
 * another one (inside it, or beside it) gives the page back exactly as it found it.
 */
export function inertOutside(node: Element): () => void {
  const marked: Element[] = [];
  for (let at: Element | null = node; at && at !== document.body && at.parentElement; at = at.parentElement) {
    for (const sibling of Array.from(at.parentElement.children)) {
      if (sibling === at || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => marked.forEach((element) => element.removeAttribute('inert'));
}
