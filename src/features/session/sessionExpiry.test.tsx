import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp } from '../../test/renderWithProviders';
import { expireSession, signInThrough } from '../../test/sessionExpiry';
import { SessionGate } from './SessionGate';
import { Outlet } from 'react-router-dom';

/** A screen with something typed on it, under the real session gate. */
const routes = [
  {
    path: '/',
    element: (
      <SessionGate>
        <Outlet />
      </SessionGate>
    ),
    children: [{ path: 'tela', element: <textarea aria-label="Observações" /> }, { path: '*', element: <p>Início</p> }],
  },
];

describe('session expiry (spec 01 §4 Session, §8)', () => {
  it('shows the login over the screen on a 401, keeps what was typed, and carries on for the same user', async () => {
    const { user, router } = renderApp({ route: '/tela', routes });
    await user.type(screen.getByLabelText('Observações'), 'Entregar pela manhã');
    const dialog = await expireSession();
    expect(readToken()).toBeNull();
    expect(screen.getByLabelText('Observações')).toHaveValue('Entregar pela manhã');

    await signInThrough(dialog, user, 'comprador', 'comprador123');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Observações')).toHaveValue('Entregar pela manhã');
    expect(router.state.location.pathname).toBe('/tela');
  });

  it('starts clean at home when a different user signs in after the expiry', async () => {
    const { user, router, store } = renderApp({ route: '/tela', routes });
    const dialog = await expireSession();

    await signInThrough(dialog, user, 'admin', 'admin123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user?.isAdmin).toBe(true);
  });

  it('opens the session from a stored token at startup and reads the feature switches once', async () => {
    let calls = 0;
    server.use(
      mock.get('*/api/configuracao/tem/:flag', ({ params }) => {
        calls += 1;
        return HttpResponse.json(params.flag === 'C_GERA_PEDIDO_MANUAL');
      }),
    );
    const { store } = renderApp({ route: '/tela', routes });
    await waitFor(() => expect(store.getState().entities.featureFlags.loaded).toBe(true));
    expect(store.getState().entities.featureFlags.values).toEqual({
      C_GERA_PEDIDO_MANUAL: true,
      C_ENVIO_PEDIDO_COM_MINIMO_FATURAMENTO: false,
      C_PREFERENCIAS_PEDIDO: false,
    });
    expect(calls).toBe(3);
  });
});
