/**
 * The contract with the configured chat widget script (DECISIONS 7). The script defines
 * `window.ChatWidget.mount(container, { mode, onOpen, onClose })` and returns a handle with
 * `unmount()`. 'floating' shows its own launcher in a corner; 'full' fills the given container
 * (the /chat page). onOpen/onClose tell the app when the conversation window opens or closes.
 */
export interface ChatWidgetHandle {
  unmount(): void;
}

export interface ChatWidgetApi {
  mount(container: HTMLElement, options: { mode: 'floating' | 'full'; onOpen: () => void; onClose: () => void }): ChatWidgetHandle;
}

declare global {
  interface Window {
    ChatWidget?: ChatWidgetApi;
  }
}

const SCRIPT_ID = 'chat-widget-script';

/** The /chat page's container for the full-size widget. */
export const CHAT_PAGE_CONTAINER_ID = 'chat-widget-full';

/** Adds the script once; resolves with the widget API when it has loaded and defined it. */
export function loadChatWidget(src: string, doc: Document = document): Promise<ChatWidgetApi> {
  const win = doc.defaultView as Window;
  if (win.ChatWidget) return Promise.resolve(win.ChatWidget);
  return new Promise((resolve, reject) => {
    const existing = doc.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    const script = existing ?? doc.createElement('script');
    const done = (): void => (win.ChatWidget ? resolve(win.ChatWidget) : reject(new Error('O script do chat não definiu window.ChatWidget.')));
    script.addEventListener('load', done, { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove(); // so a later attempt adds it again instead of waiting on a dead element
        reject(new Error(`Falha ao carregar o script do chat (${src}).`));
      },
      { once: true },
    );
    if (!existing) {
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = src;
      doc.body.appendChild(script);
    }
  });
}

/** The element the floating launcher lives in, created on first use. */
export function floatingContainer(doc: Document = document): HTMLElement {
  const id = 'chat-widget-floating';
  let element = doc.getElementById(id);
  if (!element) {
    element = doc.createElement('div');
    element.id = id;
    doc.body.appendChild(element);
  }
  return element;
}
