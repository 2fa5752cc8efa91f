import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { parentRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';
import type { ChatWidgetApi } from './chatWidget';

/** Stands in for the third-party script once loaded: records what the app mounts and lets the test open it. */
function installWidget() {
  const mounts: { mode: string; container: HTMLElement; open: () => void; close: () => void; unmounted: boolean }[] = [];
  const api: ChatWidgetApi = {
    mount(container, { mode, onOpen, onClose }) {
      const mount = { mode, container, open: onOpen, close: onClose, unmounted: false };
      mounts.push(mount);
      return { unmount: () => void (mount.unmounted = true) };
    },
  };
  window.ChatWidget = api;
  return mounts;
}

const withChat = { config: { ...DEFAULT_CONFIG, chatWidgetScript: '/chat-widget-demo.js' } };

describe('chat widget (DECISIONS 3, 7)', () => {
  afterEach(() => {
    delete window.ChatWidget;
  });

  it('is off unless configured, and the /chat page says so', async () => {
    const mounts = installWidget();
    renderApp({ route: '/chat' });
    expect(await screen.findByText('O chat não está configurado para este ambiente.')).toBeInTheDocument();
    expect(mounts).toHaveLength(0);
  });

  it('shows its launcher once signed in and asks the parent for a large or small frame as it opens and closes', async () => {
    const mounts = installWidget();
    const { dispatched } = renderApp({ route: '/cotacao', preloadedState: withChat });

    await waitFor(() => expect(mounts.map((m) => m.mode)).toEqual(['floating']));
    act(() => mounts[0].open());
    act(() => mounts[0].close());
    expect(dispatched(parentRequested)).toEqual([{ action: 'large' }, { action: 'small' }]);
  });

  it('hosts the widget full size on /chat and takes it down at logout', async () => {
    const mounts = installWidget();
    const { user } = renderApp({ route: '/chat', preloadedState: withChat });

    await waitFor(() => expect(mounts.map((m) => m.mode).sort()).toEqual(['floating', 'full']));
    const full = mounts.find((m) => m.mode === 'full')!;
    expect(full.container.id).toBe('chat-widget-full');

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(mounts.every((m) => m.unmounted)).toBe(true));
  });

  it('says so when the script cannot be loaded, without retrying in a loop', async () => {
    const { store } = renderApp({ route: '/chat', preloadedState: withChat });
    // jsdom runs no external script, so the script never defines window.ChatWidget and loading fails.
    const script = await waitFor(() => {
      const element = document.getElementById('chat-widget-script');
      if (!element) throw new Error('script not added yet');
      return element;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Não foi possível carregar o chat. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(store.getState().chat.status).toBe('failed');
    expect(document.getElementById('chat-widget-script')).toBeNull();
  });
});
