import { act, screen, waitFor, within } from '@testing-library/react';
import { wizardActions } from '../features/quotationWizard/quotationWizardSlice';
import { recentQuotationChanged } from '../shared/lib/appEvents';
import { readJournal } from '../shared/lib/errorReporting';
import { MAX_RESTARTS } from '../shared/saga/keepAlive';
import { renderApp } from '../test/renderWithProviders';

/** Supervision as the app runs it: the production root saga, store and screens. */
describe('supervised feature sagas under the production root', () => {
  it('restarts a crashing feature, gives up past the limit with a recoverable error on its screen, keeps the others working, and starts again on request', async () => {
    const { store, user } = renderApp({ route: '/cotacao/criar' });
    await screen.findByLabelText('Título *');
    // A malformed command crashes the wizard's saga (its worker reads payload.values).
    const crash = () => act(() => void store.dispatch({ type: wizardActions.registrationSubmitted.type }));
    for (let i = 0; i < MAX_RESTARTS; i += 1) crash();
    expect(screen.queryByText(/parou de responder/)).toBeNull();
    expect(readJournal().filter((r) => r.kind === 'saga')).toHaveLength(MAX_RESTARTS);

    crash();
    const stopped = (await screen.findByText(/parou de responder/)).closest<HTMLElement>('[role="alert"]')!;
    expect(stopped).toHaveTextContent('Esta parte da tela parou de responder por causa de um erro. O que você digitou foi mantido.');
    expect(readJournal().some((r) => r.kind === 'saga:parou' && r.context?.saga === 'quotationWizard')).toBe(true);

    // The other features go on: the side column still refreshes after a change.
    const before = store.getState().sideColumn;
    act(() => void store.dispatch(recentQuotationChanged({})));
    await waitFor(() => expect(store.getState().sideColumn).not.toBe(before));

    // While stopped the wizard ignores commands; after 'Tentar novamente' it checks step 1 again.
    await user.click(within(stopped).getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.queryByText(/parou de responder/)).toBeNull();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Criar Cotação' }));
    expect(await screen.findByText('Os campos marcados com * são de preenchimento obrigatório')).toBeInTheDocument();
  });
});
