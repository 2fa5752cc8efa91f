import { HttpResponse } from 'msw';
import { verifyToken } from '../auth/jwt';
import { db } from '../db/current';
import type { DbUser } from '../db/types';

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
