import { http as mock, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/node';
import { readJournal } from '../shared/lib/errorReporting';
import { readToken, writeToken } from '../shared/lib/tokenStorage';
import { ApiError, configureHttp, http, PARSE_ERROR_MESSAGE } from './http';

describe('the HTTP layer (spec 01 §7 "Response handling")', () => {
  let unauthorized: jest.Mock;
  beforeEach(() => {
    unauthorized = jest.fn();
    configureHttp({ baseUrl: '/api', timeoutMs: 30_000, onUnauthorized: unauthorized });
  });

  it('sends the stored token as a Bearer header and the JSON body', async () => {
    writeToken('abc.def.ghi');
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      mock.post('*/api/eco', async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(http('/eco', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Bearer abc.def.ghi', body: { a: 1 } });
  });

  it('adds query parameters, repeating arrays and skipping empty values', async () => {
    let url = '';
    server.use(
      mock.get('*/api/lista', ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await http('/lista', { query: { page: 0, size: 5, statusList: ['EM_CRIACAO', 'CANCELADA'], vazio: '', nada: undefined } });
    expect(new URL(url).search).toBe('?page=0&size=5&statusList=EM_CRIACAO&statusList=CANCELADA');
  });

  it('turns a 204 or an empty body into {}', async () => {
    server.use(
      mock.delete('*/api/sem-conteudo', () => new HttpResponse(null, { status: 204 })),
      mock.get('*/api/vazio', () => new HttpResponse('', { status: 200 })),
    );
    await expect(http('/sem-conteudo', { method: 'DELETE' })).resolves.toEqual({});
    await expect(http('/vazio')).resolves.toEqual({});
  });

  it("raises 'Failed to parse JSON' for a body it cannot parse, and reports it", async () => {
    server.use(mock.get('*/api/quebrado', () => new HttpResponse('{"a": ', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    await expect(http('/quebrado')).rejects.toMatchObject({ kind: 'parse', message: PARSE_ERROR_MESSAGE });
    expect(readJournal().at(-1)).toMatchObject({ kind: 'api:parse', message: PARSE_ERROR_MESSAGE });
  });

  it('passes other non-OK answers to the caller as a typed error and reports them, scrubbed', async () => {
    writeToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    server.use(mock.get('*/api/falha', () => HttpResponse.json({ mensagem: 'Cotação não encontrada', email: 'ana@exemplo.com.br' }, { status: 404 })));
    const error = await http('/falha').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, kind: 'http', serverMessage: 'Cotação não encontrada' });
    const record = readJournal().at(-1)!;
    expect(record.kind).toBe('api:http');
    expect(JSON.stringify(record)).not.toContain('ana@exemplo.com.br');
    expect(JSON.stringify(record)).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and ends the session exactly once, however many calls fail together', async () => {
    writeToken('abc.def.ghi');
    server.use(mock.get('*/api/protegido/:n', () => HttpResponse.json({}, { status: 401 })));
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => http(`/protegido/${n}`)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });

  it('does not report statuses the caller expects (a missing document), but still passes them on', async () => {
    server.use(mock.get('*/api/documento', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(http('/documento', { expectedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(readJournal()).toEqual([]);
  });

  it('does not treat a 401 of a call made without a session (login) as an expiry', async () => {
    server.use(mock.post('*/api/login', () => HttpResponse.json({}, { status: 401 })));
    await expect(http('/login', { method: 'POST', json: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with a clear message', async () => {
    server.use(
      mock.get('*/api/lento', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    await expect(http('/lento', { timeoutMs: 30 })).rejects.toMatchObject({ kind: 'timeout', message: 'O servidor demorou demais para responder.' });
  });

  it("honours the caller's AbortSignal without reporting a failure", async () => {
    server.use(
      mock.get('*/api/cancelavel', async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = http('/cancelavel', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(readJournal()).toEqual([]);
  });

  it('reports a network failure as such', async () => {
    server.use(mock.get('*/api/caiu', () => HttpResponse.error()));
    await expect(http('/caiu')).rejects.toMatchObject({ kind: 'network', message: 'Não foi possível falar com o servidor. Verifique sua conexão.' });
  });
});
