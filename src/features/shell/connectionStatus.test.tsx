import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';

/** Issue 17 item 3: the shell says 'Sem conexão' (a status, read by screen readers) while the browser is offline. */
describe('connection hint', () => {
  it("shows 'Sem conexão' on the browser's offline event and hides it on online", async () => {
    renderApp({ route: '/cotacao' });
    await screen.findByRole('button', { name: 'Sair' });
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/Sem conexão/)).toHaveAttribute('role', 'status');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Sem conexão/)).toBeNull();
  });
});
