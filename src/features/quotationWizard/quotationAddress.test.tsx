import { screen } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';

describe('wizard address naming no quotation', () => {
  it.each([
    ['/cotacao/criar/abc', 'Cotação abc não encontrada.'],
    ['/cotacao/criar/987654', 'Cotação 987654 não encontrada.'],
  ])('%s says the quotation was not found, with a way home and to a new quotation, instead of a new one', async (route, message) => {
    const before = db().data.quotations.length;
    const { user, router } = renderApp({ route });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Título *')).not.toBeInTheDocument(); // no new quotation's form
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/cotacao');
    await user.click(screen.getByRole('link', { name: 'Criar nova cotação' }));
    expect(router.state.location.pathname).toBe('/cotacao/criar');
    expect(await screen.findByLabelText('Título *')).toHaveValue('');
    expect(db().data.quotations).toHaveLength(before);
  });
});
