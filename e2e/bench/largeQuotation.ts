/**
 * What the page benches need of the `large` scenario's power quotation, read from the mock API's
 * database in the bench process (benchServer.ts mounts it here) or asked of it over HTTP as the
 * browser would: the biggest branch order (5,000 items) and a signed-in call.
 */
import { db } from '../../mocks/db/core/current';

/** The large scenario's biggest branch order (5,000 items). */
export function biggestBranchOrder() {
  return db().data.orders.reduce((a, b) => (b.quantidadeItens > a.quantidadeItens ? b : a));
}

/** The biggest branch order and the JSON size of its whole quotation's items (reads every item: seconds at `large`). */
export function biggestOrder() {
  const biggest = biggestBranchOrder();
  const all = db().ordersOf(biggest.idCotacao);
  const payload = all.reduce((sum, order) => sum + JSON.stringify(db().orderItems.get(order.idPedido)).length, 0);
  return { order: biggest, payload };
}

/** A call to the bench server's mock API as the buyer 'comprador' (signed in once per call). */
export async function apiCall(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'comprador', password: 'comprador123' }) });
  const { jwttoken } = (await login.json()) as { jwttoken: string };
  return fetch(`${base}/api${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers, Authorization: `Bearer ${jwttoken}` } });
}
