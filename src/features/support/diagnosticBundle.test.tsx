import { act, screen, waitFor, within } from '@testing-library/react';
import { loginSubmitted } from '../../entities/session/sessionSlice';
import { clearDiagnostics, recentActions, recentAnswers } from '../../shared/lib/diagnostics';
import { readJournal, reportError } from '../../shared/lib/errorReporting';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp } from '../../test/renderWithProviders';
import { invalidBundleMessage, parseBundle } from './bundleValidation';
import { buildBundle, bundleFileName, BUNDLE_FORMAT } from './diagnosticBundle';
import { brasilia } from '../../test/brasilia';

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

describe('the diagnostic bundle (DECISIONS 16)', () => {
  beforeEach(clearDiagnostics);

  it('holds the failures, the state, the actions and the answers, and no token, password, e-mail or name', async () => {
    const { store, user } = renderApp({ route: '/cotacao' });
    const firstToken = readToken()!;
    await user.click(await screen.findByRole('button', { name: 'EM ANDAMENTO' }));
    await within(await screen.findByRole('table', { name: 'EM ANDAMENTO' })).findAllByRole('link');
    act(() => {
      store.dispatch(loginSubmitted({ username: 'comprador', password: 'comprador123' }));
    });
    await waitFor(() => expect(store.getState().session.loginPending).toBe(false));
    reportError(new Error('falha ao avisar ana@exemplo.com.br'), 'teste', { authorization: `Bearer ${firstToken}` });

    const now = brasilia('09/03/2026 14:05');
    const bundle = buildBundle(store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route: '/cotacao', now });
    const text = JSON.stringify(bundle);

    for (const secret of [firstToken, readToken()!, 'comprador123', 'Ana Comprador']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(EMAIL);
    expect(bundle).toMatchObject({ formato: BUNDLE_FORMAT, geradoEm: now.toISOString(), ambiente: 'development', rota: '/cotacao', usuario: { sub: '1001', perfis: ['ROLE_COMPRADOR'] } });
    expect(bundle.estado).not.toHaveProperty('config');
    expect(bundle.estado).toMatchObject({ session: { status: 'authenticated', user: { sub: '1001', nome: '', authorities: ['ROLE_COMPRADOR'] } }, quotationHome: { panels: { emAndamento: { open: true } } } });
    expect(bundle.falhas.at(-1)).toMatchObject({ kind: 'teste', message: 'falha ao avisar [e-mail removido]' });
    expect(bundle.acoes.map((a) => a.type)).toEqual(expect.arrayContaining(['quotationHome/panelToggled', 'session/loginSubmitted']));
    expect(bundle.respostas.map((a) => `${a.method} ${a.path.split('?')[0]}`)).toEqual(expect.arrayContaining(['POST /cotacao/getByFiltro', 'POST /login']));
    expect(bundleFileName(now)).toBe('diagnostico-20260309-1405.json');
    expect(parseBundle(text)).toEqual({ ok: true, bundle: JSON.parse(text) });
  });

  it.each([
    ['não é JSON', 'o arquivo não é um JSON'],
    ['[1, 2]', 'o conteúdo não é um diagnóstico'],
    [JSON.stringify({ formato: 'outro/1' }), `formato não reconhecido (esperado ${BUNDLE_FORMAT})`],
    [JSON.stringify({ formato: BUNDLE_FORMAT, geradoEm: '2026-03-09T17:05:00.000Z', ambiente: 'development', rota: '/cotacao', usuario: null, falhas: [], estado: {}, acoes: [] }), 'falta o campo respostas'],
  ])('refuses an invalid file (%s) with the reason', (text, reason) => {
    expect(parseBundle(text)).toEqual({ ok: false, reason });
    expect(invalidBundleMessage(reason)).toBe(`Arquivo de diagnóstico inválido: ${reason}.`);
  });
});
