import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp } from '../../test/renderWithProviders';

describe('login (spec 01 §2.2, §5)', () => {
  it('signs in with Login and Password, stores the token and shows the asked page', async () => {
    const { user, router } = renderApp({ route: '/cotacao', user: null });

    await user.type(await screen.findByLabelText('Login'), 'comprador');
    await user.type(screen.getByLabelText('Password'), 'comprador123');
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cotacao');
    expect(readToken()).toMatch(/^eyJ/);
  });

  it("shows 'Usuário ou senha incorretos.' on a wrong password and keeps what was typed", async () => {
    const { user } = renderApp({ route: '/cotacao', user: null });

    await user.type(await screen.findByLabelText('Login'), 'comprador');
    await user.type(screen.getByLabelText('Password'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Usuário ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Login')).toHaveValue('comprador');
    expect(readToken()).toBeNull();
  });

  it('says the server is unreachable instead of blaming the password when the call fails', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const { user } = renderApp({ user: null });

    await user.type(await screen.findByLabelText('Login'), 'comprador');
    await user.type(screen.getByLabelText('Password'), 'comprador123');
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText(/Não foi possível entrar agora/)).toBeInTheDocument();
  });

  it('requires both fields before calling the server', async () => {
    const { user } = renderApp({ user: null });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Informe o login.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
  });

  it('Sair clears the token and returns to the login', async () => {
    const { user } = renderApp({ route: '/cotacao' });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByLabelText('Login')).toBeInTheDocument());
    expect(readToken()).toBeNull();
  });
});
