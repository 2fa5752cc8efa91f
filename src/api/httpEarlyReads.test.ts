import { http as mock, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { readJournal } from '../shared/lib/errorReporting';
import { readToken, writeToken } from '../shared/lib/tokenStorage';
import { configureHttp, EARLY_READ_TTL_MS, http, startEarly } from './http';

/** A GET endpoint that counts its requests and answers its count. */
function counted(path: string, status: (n: number) => number = () => 200) {
  const calls = { n: 0 };
  server.use(
    mock.get(`*/api${path}`, () => {
      calls.n += 1;
      return status(calls.n) === 200 ? HttpResponse.json({ call: calls.n }) : HttpResponse.json({ mensagem: 'não' }, { status: status(calls.n) });
    }),
  );
  return calls;
}

describe('reads started early (issue 31, the first view)', () => {
  beforeEach(() => configureHttp({ baseUrl: '/api', timeoutMs: 30_000 }));
  afterEach(() => jest.restoreAllMocks());

  it('the screen’s identical GET takes the early answer: one request, sent before the screen asked', async () => {
    const calls = counted('/lista');
    startEarly(() => [http('/lista', { query: { page: 0 } })]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.n).toBe(1);
    await expect(http('/lista', { query: { page: 0 } })).resolves.toEqual({ call: 1 });
    expect(calls.n).toBe(1);
    // Taken once: the next read asks the server.
    await expect(http('/lista', { query: { page: 0 } })).resolves.toEqual({ call: 2 });
  });

  it('another address (query) is not answered by it', async () => {
    const calls = counted('/lista');
    startEarly(() => [http('/lista', { query: { page: 0 } })]);
    await expect(http('/lista', { query: { page: 1 } })).resolves.toEqual({ call: 2 });
    expect(calls.n).toBe(2);
  });

  it('a write sent meanwhile drops it, so the screen reads after the write', async () => {
    counted('/lista');
    server.use(mock.post('*/api/grava', () => HttpResponse.json({})));
    startEarly(() => [http('/lista')]);
    await http('/grava', { method: 'POST', json: {} });
    await expect(http('/lista')).resolves.toEqual({ call: 2 });
  });

  it('one older than its time to live is not used', async () => {
    const calls = counted('/lista');
    const now = Date.now();
    startEarly(() => [http('/lista')]);
    jest.spyOn(Date, 'now').mockReturnValue(now + EARLY_READ_TTL_MS + 1_000);
    await expect(http('/lista')).resolves.toEqual({ call: 2 });
    expect(calls.n).toBe(2);
  });

  it('a failed early read is asked again by the screen, which alone reports a failure', async () => {
    counted('/lista', (n) => (n === 1 ? 404 : 200));
    const reportsBefore = readJournal().length;
    startEarly(() => [http('/lista')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readJournal().length).toBe(reportsBefore);
    await expect(http('/lista')).resolves.toEqual({ call: 2 });
  });

  it('the screen leaving (its abort) ends its wait with an abort', async () => {
    counted('/lista');
    startEarly(() => [http('/lista')]);
    const controller = new AbortController();
    const read = http('/lista', { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('a 401 to an early read ends the session once, through the screen’s own read', async () => {
    counted('/lista', () => 401);
    const unauthorized = jest.fn();
    configureHttp({ onUnauthorized: unauthorized });
    writeToken('abc.def.ghi');
    startEarly(() => [http('/lista')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readToken()).toBe('abc.def.ghi');
    await expect(http('/lista')).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
