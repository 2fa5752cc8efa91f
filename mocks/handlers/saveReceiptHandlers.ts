import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db/core/current';
import type { SaveReceipt } from '../db/core/mockTables';
import { api } from './context';
import { faultHandlers } from './faultHandlers';

/**
 * Save ids (docs/api.md "Save ids"): a request with `X-Save-Id` is applied once; a repeat of the
 * same id on the same route (the outbox sending again, after a reload, a save whose keepalive
 * request already landed) gets the first answer back and changes nothing. Kept per database, so
 * /__mock/reset forgets them; at most MAX_RECEIPTS, the oldest dropped first.
 */
const SAVE_ID_HEADER = 'X-Save-Id';
const MAX_RECEIPTS = 5000;

const receipts = (): Map<string, SaveReceipt> => db().saveReceipts;

/** The handler that answers repeats; `all` gives the full handler list (read at request time: it contains this one). */
export function saveReceiptHandlers(all: () => readonly HttpHandler[]): HttpHandler[] {
  const own: HttpHandler[] = [
    http.get(api('/__mock/saves'), () =>
      HttpResponse.json([...receipts()].map(([id, r]) => ({ id, route: r.route, status: r.status, repeats: r.repeats }))),
    ),
    http.all(api('/*'), async ({ request }) => {
      const id = request.headers.get(SAVE_ID_HEADER);
      if (!id || request.method === 'GET') return undefined;
      const route = `${request.method} ${new URL(request.url).pathname}`;
      const known = receipts().get(id);
      if (known && known.route === route) {
        known.repeats += 1;
        return new HttpResponse(known.body, { status: known.status, headers: { 'Content-Type': known.contentType } });
      }
      const rest = all().filter((h) => !own.includes(h) && !faultHandlers.includes(h));
      const response = await getResponse(rest, request.clone());
      if (!response || !response.ok) return response;
      const map = receipts();
      if (map.size >= MAX_RECEIPTS) map.delete(map.keys().next().value as string);
      map.set(id, { route, status: response.status, body: await response.clone().text(), contentType: response.headers.get('Content-Type') ?? 'application/json', repeats: 0 });
      return response;
    }),
  ];
  return own;
}
