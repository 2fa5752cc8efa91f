import { signToken } from '../auth/jwt';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

/** For mock handler tests: a request of the e2e scenario's buyer to the mock API, with an optional Idempotency-Key and JSON body. */
export async function callMockApi<T>(path: string, init: { method?: string; key?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const answer = await fetch(`http://localhost/api${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}
