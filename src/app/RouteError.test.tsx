import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { renderApp } from '../test/renderWithProviders';
import { readJournal } from '../shared/lib/errorReporting';
import { RouteErrorBoundary } from './RouteError';

function Broken(): never {
  throw new Error('a page that cannot render');
}

const routes = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      { path: 'quebrada', element: <Broken /> },
      { path: 'inteira', element: <p>Página inteira</p> },
    ],
  },
];

describe('a page that fails to render', () => {
  it("shows 'Algo deu errado nesta tela.' with a way back, reports it, and another address shows its page again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({ route: '/quebrada', routes });
    expect(await screen.findByRole('heading', { name: 'Algo deu errado nesta tela.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/cotacao');
    expect(readJournal().some((entry) => entry.message.includes('a page that cannot render'))).toBe(true);
    await act(() => router.navigate('/inteira'));
    expect(await screen.findByText('Página inteira')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado nesta tela.' })).toBeNull();
  });
});
