import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { server } from '../../../mocks/node';
import { enviarArquivoFalta } from '../../api/cotacaoCadastroApi';
import { clearDiagnostics, lastRoute, recordAction, recentActions, recentAnswers } from '../../shared/lib/diagnostics';
import { JOURNAL_SIZE_LIMIT, readJournal, reportError } from '../../shared/lib/errorReporting';
import { APP_VERSION, RECORD_ACTION_TYPES, RECORD_SCHEMA_VERSION } from '../../shared/lib/failureRecord';
import { readToken } from '../../shared/lib/tokenStorage';
import { renderApp } from '../../test/renderWithProviders';
import { recordFigure, recordZero } from '../../test/reliabilityFigures';
import { buildBundle } from './diagnosticBundle';

/**
 * Issue 17 item 10: the support record of a forced failure. What it carries, what it must never
 * carry after a session that typed every kind of personal data (the sign-up form, a file, the
 * screens), its size, its ring, and who can read it.
 */
const AREA = '10 Registro de suporte';
const TYPED = { email: 'ana.souza@drogaria.com.br', phone: '11987654321', cpf: '529.982.247-25', cnpj: '11222333000181', file: 'CONTEUDO-SECRETO-DO-ARQUIVO' };

function forbiddenPatterns(token: string): [string, RegExp][] {
  const literal = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return [
    ['JWT', /eyJ[\w-]+\.[\w-]+\.[\w-]+/],
    ['token', literal(token)],
    ['Authorization', /Bearer\s+(?!\[removido\])[\w.-]{8,}|"authorization"\s*:\s*"(?!\[removido\])/i],
    ['e-mail', /[\w.+-]+@[\w-]+\.[\w.-]+/],
    ['CPF', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|52998224725/],
    ['CNPJ', /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|11222333000181/],
    ['telefone', /\(\d{2}\)\s?9?\d{4}-\d{4}|9\d{4}-\d{4}|11987654321/],
    ['arquivo', literal(TYPED.file)],
  ];
}

async function typeSignup(user: UserEvent): Promise<void> {
  await user.type(await screen.findByLabelText('Nome'), 'Ana');
  await user.type(screen.getByLabelText('Sobrenome'), 'Souza');
  await user.type(screen.getByLabelText('Cargo'), 'Compradora');
  await user.type(screen.getByLabelText('Telefone #1'), TYPED.phone);
  await user.type(screen.getByLabelText('E-mail'), TYPED.email);
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  await screen.findByRole('heading', { name: 'Dados das lojas' });
  await user.type(within(screen.getByRole('group', { name: 'Loja 1' })).getByLabelText('CNPJ'), TYPED.cnpj);
  await user.tab(); // the CNPJ lookup call goes out with the CNPJ in its path
}

const editableQuotation = (): number => db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.idComprador === 1)!.id;
const answeredQuotation = (): number => db().data.quotations.find((q) => q.situacao !== 'EM_CRIACAO' && q.idComprador === 1)!.id;

describe('the support record of a forced failure (issue 17 item 10)', () => {
  beforeEach(clearDiagnostics);

  it('carries versions, time, quotation, status, code and the last action types, and nothing personal', async () => {
    const signup = renderApp({ route: '/site/cadastro', user: null });
    await typeSignup(signup.user);
    signup.unmount();

    const id = answeredQuotation();
    // The server's error page repeats what it was sent, as some do.
    server.use(
      http.get('*/api/resumoresposta/getProdutosWithoutResposta/:id', () =>
        HttpResponse.json({ mensagem: `Falha para ${TYPED.email}, CPF ${TYPED.cpf}, CNPJ 11.222.333/0001-81, tel. (11) 98765-4321`, cnpj: TYPED.cnpj }, { status: 500 }),
      ),
    );
    const { store, user, router } = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    const token = readToken()!;
    const file = `7891000100103;2\n${TYPED.file};${TYPED.cpf};${TYPED.email}\n`;
    await act(async () => {
      await enviarArquivoFalta(editableQuotation(), 'falta.txt', new TextEncoder().encode(file), 'EQUIVALENCIA').catch(() => undefined);
    });
    reportError(new Error(`Authorization: Bearer ${token} para ${TYPED.email}`), 'teste', { telefone: TYPED.phone, documento: TYPED.cpf });
    // The memory router does not move jsdom's address; the browser's router does: both move here.
    window.history.pushState(null, '', `/produtos-nao-respondidos/${id}`);
    await act(async () => router.navigate(`/produtos-nao-respondidos/${id}`));
    await waitFor(() => expect(readJournal().some((r) => r.status === 500)).toBe(true));
    await user.click(await screen.findByRole('link', { name: 'Suporte' }));
    await screen.findByRole('heading', { name: 'Suporte' });

    window.history.replaceState(null, '', '/');
    const record = readJournal().find((r) => r.status === 500)!;
    const fields = {
      versao: record.versao === RECORD_SCHEMA_VERSION,
      app: record.app === APP_VERSION && APP_VERSION !== 'desconhecida',
      hora: !Number.isNaN(Date.parse(record.at)),
      cotacao: record.idCotacao === id,
      status: record.status === 500,
      codigo: record.codigo === 'http',
      acoes: Array.isArray(record.acoes) && record.acoes.length > 0 && record.acoes.length <= RECORD_ACTION_TYPES && record.acoes.every((t) => typeof t === 'string'),
    };
    const present = Object.values(fields).filter(Boolean).length;
    recordFigure({ id: 'support.recordFields', area: AREA, label: 'campos do registro presentes (versão do esquema e do app, hora, cotação, status, código, ações)', value: `${present}/7`, target: '7/7', pass: present === 7 });
    expect(fields).toEqual({ versao: true, app: true, hora: true, cotacao: true, status: true, codigo: true, acoes: true });

    const bundle = buildBundle(store.getState(), { failures: readJournal(), actions: recentActions(), answers: recentAnswers(), route: lastRoute(), now: new Date() });
    const exported = JSON.stringify(bundle, null, 2);
    const found = forbiddenPatterns(token).flatMap(([name, pattern]) => (pattern.test(exported) ? [`${name}: …${exported.slice(Math.max(0, exported.search(pattern) - 60), exported.search(pattern) + 60)}…`] : []));
    recordZero('support.forbiddenMatches', AREA, 'JWT, Authorization, e-mail, CPF/CNPJ, telefone ou conteúdo de arquivo no diagnóstico exportado', found.length);
    expect(found).toEqual([]);
    // The session did type them and they did travel: the scan is not vacuous.
    expect(bundle.respostas.map((r) => r.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/cadastro\/getLojaInfo\//), expect.stringMatching(/arquivoFalta$/)]));
  });

  it('is a ring within 50 KB: old records drop, the newest stay', () => {
    // A long session: the action journal holds its 50 types, and every record carries them.
    for (let i = 0; i < RECORD_ACTION_TYPES + 10; i += 1) recordAction({ type: `teste/acao${i}` });
    for (let i = 0; i < 500; i += 1) reportError(new Error(`falha ${i} ${'x'.repeat(200)}`), 'teste', { idCotacao: i + 1, status: 500 });
    const journal = readJournal();
    const bytes = new TextEncoder().encode(JSON.stringify(journal)).length;
    const largestRecord = Math.max(...journal.map((r) => new TextEncoder().encode(JSON.stringify(r)).length));
    recordFigure({ id: 'support.journalBytes', area: AREA, label: 'tamanho do diário de suporte após 500 falhas (cada registro com 50 ações)', value: Math.round(bytes / 100) / 10, unit: 'KB', target: '≤ 50 KB', pass: bytes <= 50_000 });
    recordFigure({ id: 'support.recordBytes', area: AREA, label: 'maior registro', value: Math.round(largestRecord / 100) / 10, unit: 'KB', target: '≤ 50 KB', pass: largestRecord <= 50_000 });
    expect(bytes).toBeLessThanOrEqual(JOURNAL_SIZE_LIMIT);
    const kept = journal.map((r) => r.idCotacao);
    const ring = kept.at(-1) === 500 && kept[0]! > 1 && kept.every((n, i) => i === 0 || n === kept[i - 1]! + 1);
    recordFigure({ id: 'support.ring', area: AREA, label: `anel: os mais antigos saem (mantidos ${kept.length} de 500, do ${kept[0]} ao 500)`, value: ring ? 'sim' : 'não', target: 'sim', pass: ring });
    expect(ring).toBe(true);
    expect(journal[0]!.acoes).toHaveLength(RECORD_ACTION_TYPES);
  });

  it('is not readable by another user signing in on the same browser', async () => {
    const first = renderApp({ route: '/cotacao' });
    await screen.findByRole('heading', { name: 'Início' });
    reportError(new Error('falha do comprador'), 'teste', { idCotacao: 7 });
    expect(readJournal()).toHaveLength(1);
    first.unmount();

    // Another user: straight after, and through the support page.
    const other = renderApp({ route: '/suporte', user: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
    const reads = readJournal().filter((r) => r.message === 'falha do comprador').length + screen.queryAllByText('falha do comprador').length;
    recordZero('support.otherUserReads', AREA, 'registros de um usuário lidos por outro no mesmo navegador', reads);
    expect(reads).toBe(0);
    expect(screen.getByText('Nenhuma falha registrada.')).toBeInTheDocument();
    other.unmount();
  });
});
