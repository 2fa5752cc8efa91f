import { http, HttpResponse } from 'msw';
import type { UserDocument } from '../../src/api/documentStoreApi';
import { db } from '../db/core/current';
import { api, requireUser } from './context';

/** The documents of one database run, db.userDocuments (a reset starts empty). */
const documents = (): Map<string, UserDocument> => db().userDocuments;

const revNumber = (rev: string | undefined): number => Number(rev?.split('-')[0]) || 0;

/**
 * A CouchDB-style document API (DECISIONS 5) under /api/docstore/{database}/{id}: _all_docs by key
 * reads the user's document (no row when none), GET answers the document with _rev (404 when none); PUT must carry the current _rev, otherwise 409.
 * A user reads and writes only the document keyed by their own subject.
 */
export const docStoreHandlers = [
  // CouchDB's _all_docs by key: the user's document as a row, no row when there is none yet (200, not 404).
  http.get<{ database: string }>(api('/docstore/:database/_all_docs'), ({ request, params }) => {
    const user = requireUser(request);
    let key: unknown = null;
    try {
      key = JSON.parse(new URL(request.url).searchParams.get('key') ?? 'null');
    } catch {
      return HttpResponse.json({ error: 'bad_request', reason: 'invalid key' }, { status: 400 });
    }
    if (key !== user.sub) return HttpResponse.json({ error: 'forbidden', reason: 'Documento de outro usuário.' }, { status: 403 });
    const doc = documents().get(`${params.database}/${user.sub}`);
    const rows = doc ? [{ id: user.sub, key: user.sub, value: { rev: doc._rev }, doc }] : [];
    return HttpResponse.json({ total_rows: rows.length, offset: 0, rows });
  }),
  http.get<{ database: string; id: string }>(api('/docstore/:database/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (params.id !== user.sub) return HttpResponse.json({ error: 'forbidden', reason: 'Documento de outro usuário.' }, { status: 403 });
    const doc = documents().get(`${params.database}/${params.id}`);
    return doc ? HttpResponse.json(doc) : HttpResponse.json({ error: 'not_found', reason: 'missing' }, { status: 404 });
  }),
  http.put<{ database: string; id: string }>(api('/docstore/:database/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (params.id !== user.sub) return HttpResponse.json({ error: 'forbidden', reason: 'Documento de outro usuário.' }, { status: 403 });
    const body = (await request.json().catch(() => null)) as UserDocument | null;
    if (!body || typeof body !== 'object') return HttpResponse.json({ error: 'bad_request', reason: 'invalid JSON' }, { status: 400 });
    const key = `${params.database}/${params.id}`;
    const current = documents().get(key);
    if ((current?._rev ?? undefined) !== (body._rev ?? undefined)) {
      return HttpResponse.json({ error: 'conflict', reason: 'Document update conflict.' }, { status: 409 });
    }
    const rev = `${revNumber(current?._rev) + 1}-${Date.now().toString(36)}`;
    documents().set(key, { ...body, _id: params.id, _rev: rev });
    return HttpResponse.json({ ok: true, id: params.id, rev }, { status: 201 });
  }),
];
