import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/renderWithProviders';

describe('route table (spec 01 §2.1)', () => {
  it('sends unknown paths to the home layout', async () => {
    const { router } = renderApp({ route: '/caminho/que/nao/existe' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cotacao'));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('opens the home from the root address', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cotacao'));
  });
});
