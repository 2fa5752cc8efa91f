import { screen } from '@testing-library/react';
import { readJournal } from '../shared/lib/errorReporting';
import { renderApp } from '../test/renderWithProviders';

describe('failure journal at rest', () => {
  it('stays empty while a signed-in user simply opens the home (no expected answer is reported as a failure)', async () => {
    renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readJournal()).toEqual([]);
  });
});
