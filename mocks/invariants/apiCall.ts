import { getResponse, type RequestHandler } from 'msw';
import { signToken } from '../auth/jwt';
import { handlers } from '../handlers/allHandlers';

const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });

/**
 * A request of the e2e scenario's buyer answered by the mock API's handlers (the same ones the
 * browser and callMockApi reach), handed to them directly instead of through fetch interception:
 * the property makes hundreds of thousands of calls. Which handlers match a method and path is
 * found once (msw compiles each handler's path on every request); they then run in their order.
 */
const matching = new Map<string, RequestHandler[]>();

async function handlersFor(request: Request): Promise<RequestHandler[]> {
  const key = `${request.method} ${new URL(request.url).pathname}`;
  let found = matching.get(key);
  if (!found) {
    const tested = await Promise.all(handlers.map(async (handler) => ((await handler.test({ request })) ? handler : null)));
    matching.set(key, (found = tested.filter((handler) => handler !== null)));
  }
  return found;
}

export async function callApi<T>(path: string, init: { method?: string; key?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const request = new Request(`http://localhost/api${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const answer = await getResponse(await handlersFor(request), request);
  if (!answer) throw new Error(`no handler for ${init.method ?? 'GET'} ${path}`);
  return { status: answer.status, body: (await answer.json()) as T };
}
