import { http as mock, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { clearDiagnostics, recentAnswers, type RecordedAnswer } from '../shared/lib/diagnostics';
import { createReplayResponder } from '../shared/lib/replayResponder';
import { readToken, writeToken } from '../shared/lib/tokenStorage';
import { ApiError, configureHttp, http, REPLAY_MISSING_MESSAGE } from './http';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJh';

describe('the HTTP layer and the support bundle (DECISIONS 16)', () => {
  let unauthorized: jest.Mock;
  beforeEach(() => {
    clearDiagnostics();
    unauthorized = jest.fn();
    configureHttp({ baseUrl: '/api', timeoutMs: 30_000, onUnauthorized: unauthorized, replay: null });
  });
  afterEach(() => configureHttp({ replay: null }));

  it('records each answer with method, path and query, status and scrubbed body, never the token', async () => {
    writeToken(TOKEN);
    server.use(
      mock.post('*/api/cotacao/lista', () => HttpResponse.json({ content: [{ id: 7, contato: 'ana@exemplo.com.br' }] })),
      mock.get('*/api/falha', () => HttpResponse.json({ mensagem: 'quebrou' }, { status: 500 })),
    );
    await http('/cotacao/lista', { method: 'POST', json: { statusList: ['EM_ANDAMENTO'] }, query: { page: 0, size: 5 } });
    await http('/falha').catch(() => undefined);

    expect(recentAnswers()).toEqual([
      { at: expect.any(String), method: 'POST', path: '/cotacao/lista?page=0&size=5', status: 200, body: { content: [{ id: 7, contato: '[e-mail removido]' }] }, request: { statusList: ['EM_ANDAMENTO'] } },
      { at: expect.any(String), method: 'GET', path: '/falha', status: 500, body: { mensagem: 'quebrou' } },
    ]);
    expect(JSON.stringify(recentAnswers())).not.toContain(TOKEN);
  });

  describe('in replay mode', () => {
    const recorded: RecordedAnswer[] = [
      { at: '2026-03-02T10:00:00.000Z', method: 'POST', path: '/cotacao/getByFiltro?page=0&size=5', status: 500, body: { mensagem: 'falha' }, request: { statusList: ['EM_ANDAMENTO'], desde: '2026-03-02T03:00:00.000Z' } },
      { at: '2026-03-02T10:00:01.000Z', method: 'POST', path: '/cotacao/getByFiltro?page=0&size=5', status: 200, body: { lista: 'em andamento' }, request: { statusList: ['EM_ANDAMENTO'], desde: '2026-03-02T03:00:00.000Z' } },
      { at: '2026-03-02T10:00:02.000Z', method: 'POST', path: '/cotacao/getByFiltro?page=0&size=5', status: 200, body: { lista: 'finalizadas' }, request: { statusList: ['FINALIZADA'], desde: '2026-03-02T03:00:00.000Z' } },
      { at: '2026-03-02T10:00:03.000Z', method: 'GET', path: '/protegido', status: 401, body: {} },
    ];
    let requests: string[];
    const onRequest = ({ request }: { request: Request }) => requests.push(request.url);
    beforeEach(() => {
      requests = [];
      server.events.on('request:start', onRequest);
      configureHttp({ replay: createReplayResponder(recorded) });
    });
    afterEach(() => server.events.removeListener('request:start', onRequest));

    it('answers recorded calls from the bundle (same method, path, query and body, date-times aside; the latest)', async () => {
      const ask = (statusList: string[]) => http('/cotacao/getByFiltro', { method: 'POST', json: { statusList, desde: '2026-04-10T03:00:00.000Z' }, query: { page: 0, size: 5 } });
      await expect(ask(['EM_ANDAMENTO'])).resolves.toEqual({ lista: 'em andamento' });
      await expect(ask(['FINALIZADA'])).resolves.toEqual({ lista: 'finalizadas' });
      await expect(ask(['CANCELADA'])).rejects.toThrow(REPLAY_MISSING_MESSAGE);
      expect(requests).toEqual([]);
    });

    it('refuses calls that were not recorded, and nothing reaches the network', async () => {
      const error = await http('/cotacao/getByFiltro', { method: 'POST', json: {}, query: { page: 1, size: 5 } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: REPLAY_MISSING_MESSAGE });
      await expect(http('/produto/1')).rejects.toThrow(REPLAY_MISSING_MESSAGE);
      expect(requests).toEqual([]);
    });

    it('sends no token and never ends a session on a recorded 401', async () => {
      writeToken(TOKEN);
      await expect(http('/protegido')).rejects.toMatchObject({ status: 401 });
      expect(unauthorized).not.toHaveBeenCalled();
      expect(readToken()).toBe(TOKEN);
    });
  });
});
