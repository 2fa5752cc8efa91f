import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { readJournal } from '../shared/lib/errorReporting';
import { signedInAs } from '../test/session';
import { ApiError, configureHttp, http } from './http';
import { DEFAULT_RETRY, retryAfterMs } from './retryPolicy';

/** Answers the given statuses in turn (then 200), remembering when each request arrived. */
function answers(method: 'get' | 'post', statuses: number[], headers: Record<string, string> = {}): number[] {
  const arrivals: number[] = [];
  server.use(
    mock[method]('*/api/tentativas', () => {
      arrivals.push(performance.now());
      const status = statuses[arrivals.length - 1];
      return status ? HttpResponse.json({ mensagem: 'Indisponível' }, { status, headers }) : HttpResponse.json({ ok: true });
    }),
  );
  return arrivals;
}

const gaps = (arrivals: number[]): number[] => arrivals.slice(1).map((t, i) => t - arrivals[i]);

describe('retries of safe calls (issue 17 item 4)', () => {
  beforeEach(() => {
    signedInAs('comprador');
    configureHttp({ retry: { attempts: 3, baseMs: 10, capMs: 80 } });
  });
  afterEach(() => configureHttp({ retry: DEFAULT_RETRY }));

  it('tries a GET again after a 503 and a 502, with a growing backoff, and the user never sees them', async () => {
    const arrivals = answers('get', [503, 502]);
    await expect(http('/tentativas')).resolves.toEqual({ ok: true });
    expect(arrivals).toHaveLength(3);
    const [first, second] = gaps(arrivals);
    expect(first).toBeGreaterThanOrEqual(9);
    expect(second).toBeGreaterThanOrEqual(19);
    expect(readJournal()).toEqual([]);
  });

  it("honours Retry-After, capped: '1' (1 s) waits the cap, not a second", async () => {
    const arrivals = answers('get', [503], { 'Retry-After': '1' });
    await http('/tentativas');
    const [gap] = gaps(arrivals);
    expect(gap).toBeGreaterThanOrEqual(79);
    expect(gap).toBeLessThan(1000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs('amanhã')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('gives up after the attempts and reports the last failure once', async () => {
    const arrivals = answers('get', [503, 503, 503, 503]);
    await expect(http('/tentativas')).rejects.toMatchObject({ status: 503 });
    expect(arrivals).toHaveLength(3);
    expect(readJournal().filter((r) => r.kind === 'api:http')).toHaveLength(1);
  });

  it('never sends a command again: a POST, or a GET marked retry: false', async () => {
    const posts = answers('post', [503]);
    await expect(http('/tentativas', { method: 'POST', json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(posts).toHaveLength(1);
    const gets = answers('get', [503]);
    await expect(http('/tentativas', { retry: false })).rejects.toBeInstanceOf(ApiError);
    expect(gets).toHaveLength(1);
  });

  it('an abort during the backoff ends the call as aborted, reported nowhere', async () => {
    configureHttp({ retry: { attempts: 3, baseMs: 5000, capMs: 5000 } });
    const arrivals = answers('get', [503]);
    const controller = new AbortController();
    const call = http('/tentativas', { signal: controller.signal });
    await waitFor(() => expect(arrivals).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(arrivals).toHaveLength(1);
    expect(readJournal()).toEqual([]);
  });
});
