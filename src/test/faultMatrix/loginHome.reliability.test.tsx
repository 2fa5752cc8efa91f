import { screen, within } from '@testing-library/react';
import { LOGIN_FAILED_MESSAGE } from '../../features/session/sessionSagas';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, type Flow } from './faultMatrix';

const login: Flow = {
  id: 'login',
  label: 'login',
  method: 'POST',
  path: '/login',
  safe: false,
  on401: 'message',
  forbiddenText: LOGIN_FAILED_MESSAGE,
  emptyIs: 'failure',
  open: async () => {
    const view = renderApp({ route: '/cotacao', user: null });
    await view.user.type(await screen.findByLabelText('Login'), 'comprador');
    await view.user.type(screen.getByLabelText('Password'), 'comprador123');
    return { view };
  },
  trigger: async ({ view }) => view.user.click(screen.getByRole('button', { name: 'Ok' })),
  landmark: () => screen.queryByRole('heading', { name: 'Início' }) ?? screen.queryByRole('button', { name: 'Ok' }),
  succeeded: async () => void (await screen.findByRole('heading', { name: 'Início' })),
  failureText: async () => (await screen.findByRole('alert')).textContent ?? '',
  typedKept: () => {
    expect(screen.getByLabelText('Login')).toHaveValue('comprador');
    expect(screen.getByLabelText('Password')).toHaveValue('comprador123');
  },
};

const homePanel = () => screen.getByRole('button', { name: /COTAÇÕES EM CRIAÇÃO/ });

const homeLists: Flow = {
  id: 'homeLists',
  label: 'listas do início',
  method: 'POST',
  path: '/cotacao/getByFiltro',
  safe: true,
  emptyIs: 'failure',
  open: async () => {
    const view = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    return { view };
  },
  trigger: async ({ view }) => view.user.click(homePanel()),
  afterLogin: async ({ view }) => {
    await view.user.click(homePanel());
    await view.user.click(homePanel());
  },
  landmark: () => screen.queryByRole('heading', { name: 'Início' }),
  succeeded: async () => {
    const table = await screen.findByRole('table', { name: 'COTAÇÕES EM CRIAÇÃO' });
    expect((await within(table).findAllByRole('link')).length).toBeGreaterThan(0);
  },
  failureText: async () => (await screen.findByRole('alert')).textContent ?? '',
};

describeMatrix([login, homeLists]);
