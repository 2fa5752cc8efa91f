import { HttpResponse } from 'msw';
import { verifyToken } from '../auth/jwt';
import { settleQuotationAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import { advanceSending } from '../db/sending/orderSending';
import type { DbQuotation, DbUser } from '../db/core/types';

/** Every backend path lives under /api on whatever host serves it. */
export const api = (path: string): string => `*/api${path}`;

/** The signed-in user of a request; answers 401 (thrown, msw sends it) when the token is missing or bad. */
export function requireUser(request: Request): DbUser {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? verifyToken(token) : null;
  const user = claims ? db().userBySub(claims.sub) : undefined;
  if (!user) throw HttpResponse.json({ mensagem: 'Sessão inválida ou expirada.' }, { status: 401 });
  return user;
}

export function intParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isFinite(value) && url.searchParams.has(name) ? value : fallback;
}

/**
 * The buyer's quotation, or the 404 answer (thrown, msw sends it). Its simulated answers that are
 * due settle first: only this quotation's, never the whole database's.
 */
export function requireQuotation(user: DbUser, id: string | readonly string[] | number | undefined): DbQuotation {
  const quotation = db().quotationById.get(Number(id));
  if (!quotation || quotation.idComprador !== user.idComprador) throw HttpResponse.json({ mensagem: 'Cotação não encontrada.' }, { status: 404 });
  settleQuotationAnswers(db(), quotation.id, db().now());
  advanceSending(db(), quotation.id);
  return quotation;
}

/** The signed-in buyer's quotation, still in creation: 401, 404 or 409 (thrown) otherwise. */
export function requireEditableQuotation(request: Request, id: string | readonly string[] | undefined): { user: DbUser; quotation: DbQuotation } {
  const user = requireUser(request);
  const quotation = requireQuotation(user, id);
  if (quotation.situacao !== 'EM_CRIACAO') throw HttpResponse.json({ mensagem: 'A cotação não está mais em criação.' }, { status: 409 });
  return { user, quotation };
}

/** A request's JSON body, or {} when it has none or it is not JSON (handlers then refuse the missing fields). */
export async function bodyOf<T>(request: Request): Promise<Partial<T>> {
  try {
    return ((await request.json()) ?? {}) as Partial<T>;
  } catch {
    return {};
  }
}
