import { screen, within } from '@testing-library/react';
import { reportError } from '../../shared/lib/errorReporting';
import { renderApp, renderWithProviders } from '../../test/renderWithProviders';
import { BUNDLE_FORMAT, type DiagnosticBundle } from './diagnosticBundle';
import { ReplayBanner } from './ReplayBanner';
import { failuresOfScreen, initialSupportState } from './supportSlice';
import { brasiliaClock, brasiliaDate } from '../../domain/brasiliaTime';

const BUNDLE: DiagnosticBundle = {
  formato: BUNDLE_FORMAT,
  geradoEm: '2026-03-09T17:05:30.000Z',
  ambiente: 'development',
  rota: '/cotacao',
  usuario: { sub: '1001', perfis: ['ROLE_COMPRADOR'] },
  falhas: [{ at: '2026-03-09T17:04:00.000Z', kind: 'api:http', message: 'HTTP 500', route: '/cotacao' }],
  estado: {},
  acoes: [{ at: '2026-03-09T17:04:00.000Z', type: 'quotationHome/panelToggled' }, { at: '2026-03-09T17:04:01.000Z', type: 'quotationHome/panelLoadFailed' }],
  respostas: [{ at: '2026-03-09T17:04:00.000Z', method: 'POST', path: '/cotacao/getByFiltro?page=0&size=5', status: 500, body: {} }],
};

function jsonFile(text: string): File {
  return new File([text], 'diagnostico.json', { type: 'application/json' });
}

describe('support page (DECISIONS 16)', () => {
  it('is reachable from the shell', async () => {
    const { user } = renderApp({ route: '/cotacao' });
    const link = await screen.findByRole('link', { name: 'Suporte' });
    expect(link).toHaveAttribute('href', '/suporte');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
  });

  it('lists the stored failures, newest first, without a session', async () => {
    reportError(new Error('HTTP 500'), 'api:http');
    reportError(new Error('Falha ao desenhar a tela'), 'render');
    renderApp({ route: '/suporte', user: null });
    expect(await screen.findByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Falhas registradas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['render', 'Falha ao desenhar a tela', '/'],
      ['api:http', 'HTTP 500', '/'],
    ]);
    expect(within(rows[0]).getAllByRole('cell')[0].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('clears the failures only after confirmation', async () => {
    reportError(new Error('HTTP 500'), 'api:http');
    const { user } = renderApp({ route: '/suporte', user: null });
    await screen.findByRole('table', { name: 'Falhas registradas' });

    await user.click(screen.getByRole('button', { name: 'Limpar registros' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Limpar registros' })).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('table', { name: 'Falhas registradas' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar registros' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Limpar registros' })).getByRole('button', { name: 'Limpar' }));
    expect(await screen.findByText('Nenhuma falha registrada.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an invalid file with the reason, and shows the summary of a valid one', async () => {
    const { user } = renderApp({ route: '/suporte', user: null });
    expect(await screen.findByText('Nenhuma falha registrada.')).toBeInTheDocument();
    const input = screen.getByLabelText('Importar diagnóstico');

    await user.upload(input, jsonFile(JSON.stringify({ ...BUNDLE, formato: 'outro/2' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Arquivo de diagnóstico inválido: formato não reconhecido (esperado diagnostico-cotacoes/1).');
    expect(screen.queryByRole('button', { name: 'Reproduzir tela' })).toBeNull();

    await user.upload(input, jsonFile(JSON.stringify(BUNDLE)));
    const summary = await screen.findByLabelText('Resumo do diagnóstico');
    const terms = within(summary).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual([`Gerado em: ${brasiliaDate(new Date(BUNDLE.geradoEm))} ${brasiliaClock(new Date(BUNDLE.geradoEm), true)}`, 'Rota: /cotacao', 'Usuário: 1001', 'Falhas: 1', 'Ações: 2', 'Respostas: 1']);
    expect(screen.getByRole('button', { name: 'Reproduzir tela' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the replay banner while a bundle is replayed', () => {
    renderWithProviders(<ReplayBanner />, { preloadedState: { support: { ...initialSupportState, replay: { generatedAt: '2026-03-09T17:05:30.000Z', failures: [] } } } });
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(/^Reprodução de diagnóstico — somente leitura \(gerado em 09\/03\/2026 \d{2}:05\)/);
    expect(within(banner).getByRole('button', { name: 'Encerrar reprodução' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Falhas registradas nesta tela' })).toBeNull();
  });

  it('lists the failures recorded on the replayed screen, newest first, even when the user had closed their dialog', () => {
    const at = (minute: number) => `2026-03-09T17:${String(minute).padStart(2, '0')}:00.000Z`;
    const failures = [
      { at: at(1), kind: 'api:http', message: 'HTTP 500', route: '/cotacao' },
      { at: at(2), kind: 'api:http', message: 'HTTP 500', route: '/pedido-resumo/7?page=1' },
      { at: at(3), kind: 'geracaoPedido', message: 'Ocorreu um erro ao tentar gerar o pedido, contate o suporte.', route: '/pedido-resumo/7' },
    ];
    const replay = { generatedAt: at(5), failures: failuresOfScreen(failures, '/pedido-resumo/7?page=0') };
    renderWithProviders(<ReplayBanner />, { preloadedState: { support: { ...initialSupportState, replay } } });
    const listed = within(screen.getByRole('list', { name: 'Falhas registradas nesta tela' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent?.replace(/^.* — /, ''))).toEqual(['Ocorreu um erro ao tentar gerar o pedido, contate o suporte.', 'HTTP 500']);
  });
});
