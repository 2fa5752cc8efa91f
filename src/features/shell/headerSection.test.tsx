import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';

/** The header links marked as the current section. */
async function marked(): Promise<string[]> {
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
  return within(menu)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('header marks one section', () => {
  it.each([
    ['/cotacao', ['Home']],
    ['/cotacao/filter', ['Cotações']],
    ['/cotacao/criar', ['Cotações']],
    ['/pedido-resumo/1001', ['Cotações']],
    ['/pedido-manual/1001', ['Pedido Manual']],
    ['/preferencia-sic', ['Preferência SIC']],
    ['/preferencia-cliente', ['Preferência']],
    ['/chat', []],
  ])('%s marks %j', async (route, expected) => {
    renderApp({ route });
    expect(await marked()).toEqual(expected);
  });

  it('marks the administrator pages for the administrator', async () => {
    renderApp({ route: '/manutencao-eans', user: 'admin' });
    expect(await marked()).toEqual(['Manutenção dos eans']);
  });
});
