import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { reportError } from '../../shared/lib/errorReporting';
import { userItemKeys } from '../../shared/lib/storage';
import { renderApp } from '../../test/renderWithProviders';
import { recordZero } from '../../test/reliabilityFigures';

/**
 * Issue 17 item 2 (ASVS V14.3.1): logout clears every item of the user from the browser's storage
 * (local storage `u:{sub}:…` and the token; session storage; the app uses no IndexedDB), while
 * another user's items stay untouched.
 */
const everything = (store: Storage): Record<string, string> => Object.fromEntries(Object.keys(store).map((key) => [key, store.getItem(key) ?? '']));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('logout and the browser storage (issue 17 item 2)', () => {
  it("removes the token and every item of the user, and leaves another user's items", async () => {
    const others = { 'u:2002:rodape': '{"footerHidden":true}', 'u:2002:suporte:falhas': '[]', 'u:2002:salvamentosPendentes': '[{"id":"x"}]' };
    Object.entries(others).forEach(([key, value]) => window.localStorage.setItem(key, value));
    const { user } = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    // The session leaves traces, as a buyer's would: a hidden footer, a failure in the journal, preferences.
    await user.click(await screen.findByRole('button', { name: 'Ocultar rodapé' }));
    reportError(new Error('falha de teste'), 'teste', { idCotacao: 7 });
    window.localStorage.setItem('u:1001:colunasCombo', '["a","b","c","d","e"]');
    window.localStorage.setItem('u:1001:pedidoAutomatico:verExcluidos:7', '1');
    const before = userItemKeys('1001');
    expect(before).toEqual(expect.arrayContaining(['u:1001:rodape', 'u:1001:suporte:falhas', 'u:1001:colunasCombo']));
    expect(window.localStorage.getItem('token')).toMatch(/^eyJ/);

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByLabelText('Login')).toBeInTheDocument());

    const left = [...userItemKeys('1001'), ...Object.keys(everything(window.localStorage)).filter((key) => key === 'token')];
    const sessionLeft = Object.keys(everything(window.sessionStorage));
    recordZero('token.userItemsAfterLogout', '2 Token e sessão', `itens do usuário no armazenamento após o logout (antes: ${before.length + 1})`, left.length + sessionLeft.length);
    expect(left).toEqual([]);
    expect(sessionLeft).toEqual([]);
    expect(everything(window.localStorage)).toEqual(others);
  });

  it('keeps only the outbox of edits that could not be delivered, for the same user (item 3)', async () => {
    const undelivered = { id: 's1', queue: 'teste/fila', key: 'k', payload: { quantidade: 3 }, label: 'Quantidade', at: 0, status: 'failed' as const, error: 'HTTP 500' };
    window.localStorage.setItem('u:1001:rodape', '{"footerHidden":true}');
    const { user } = renderApp({ route: '/cotacao', preloadedState: { pendingSaves: { entries: [undelivered] } } });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByLabelText('Login')).toBeInTheDocument());
    expect(userItemKeys('1001')).toEqual(['u:1001:salvamentosPendentes']);
    expect(JSON.parse(window.localStorage.getItem('u:1001:salvamentosPendentes')!)).toEqual([undelivered]);
  });

  it('the app keeps nothing in IndexedDB (so logout has nothing there to clear)', () => {
    const users = sourceFiles(path.resolve(__dirname, '../..')).filter((file) => /indexedDB|IDBFactory/.test(fs.readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });
});
