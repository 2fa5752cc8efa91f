import { screen, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { expireSession, signInThrough } from '../../test/sessionExpiry';
import { db } from '../../../mocks/db/core/current';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { NewDesignSwitch } from './NewDesignSwitch';

const DOC_URL = `${window.location.origin}/api/docstore/users/1001`;

async function docStore(method: 'GET' | 'PUT', body?: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(DOC_URL, {
    method,
    headers: { Authorization: `Bearer ${readToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

const renderSwitch = () => renderWithProviders(<NewDesignSwitch />, { route: '/pedido-manual/7', path: '/pedido-manual/:id' });

describe("'Novo design!' preference", () => {
  it('is on by default when nothing is stored', async () => {
    renderSwitch();
    const toggle = screen.getByRole('switch', { name: 'Novo design!' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('takes the cloud value and keeps it locally for the user', async () => {
    const first = renderSwitch(); // signs the user in, so the other device's write below is theirs
    await docStore('PUT', { _id: '1001', novoLayout: false });
    first.unmount();
    renderSwitch();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Novo design!' })).not.toBeChecked());
    expect(window.localStorage.getItem('u:1001:novoLayout')).toBe('false');
  });

  it('falls back to the local value when the document store fails', async () => {
    window.localStorage.setItem('u:1001:novoLayout', 'false');
    db().faults.add({ method: 'GET', path: '/docstore/users/_all_docs', status: 503 });
    renderSwitch();
    expect(screen.getByRole('switch', { name: 'Novo design!' })).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('switch', { name: 'Novo design!' })).not.toBeChecked();
  });

  it('saves a change over a conflicting write from another device without losing either', async () => {
    const { user } = renderSwitch();
    await docStore('PUT', { _id: '1001', colunas: { pedidoManual: ['produto', 'quantidade'] } });
    db().faults.add({ method: 'PUT', path: '/docstore/users/1001', status: 409, times: 1 });
    await user.click(screen.getByRole('switch', { name: 'Novo design!' }));
    expect(window.localStorage.getItem('u:1001:novoLayout')).toBe('false');
    await waitFor(async () => expect(await docStore('GET')).toMatchObject({ novoLayout: false, colunas: { pedidoManual: ['produto', 'quantidade'] } }));
  });

  it('reads the document once per session, a missing one included (an empty answer, not a 404 the browser would log), and logs nothing to the console', async () => {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/docstore/')) reads.push(request.url);
    });
    const consoleError = jest.spyOn(console, 'error');
    const { user } = renderApp({ route: '/cotacao' }); // the whole app: its session gate shows the login on expiry
    await waitFor(() => expect(reads).toHaveLength(1));

    // The session expires and the same user signs in again: the session carries on, the document is not read again.
    await signInThrough(await expireSession(), user, 'comprador', 'comprador123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(reads).toEqual([`${window.location.origin}/api/docstore/users/_all_docs?key=%221001%22&include_docs=true`]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    server.events.removeAllListeners();
  });
});
