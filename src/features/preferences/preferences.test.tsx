import { screen, waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/current';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderWithProviders } from '../../test/renderWithProviders';
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
    db().faults.add({ method: 'GET', path: '/docstore/users/1001', status: 503 });
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
});
