import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenClaims } from '../../src/api/dto';
import { currentSigningKey } from '../db/core/current';

/**
 * HS256 tokens signed with the current database's key (MockDb.signingKey): real JWTs that any
 * decoder reads. A database saved in a data folder keeps its key, so a restart keeps sessions; a
 * new one (a reset, --fresh) gets a new key, so older tokens are refused (401, 'Sessão expirada').
 */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(data: string): string {
  return createHmac('sha256', currentSigningKey()).update(data).digest('base64url');
}

export function signToken(claims: Omit<TokenClaims, 'iat' | 'exp'>, lifetimeSeconds = 8 * 3600, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const body = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }));
  return `${HEADER}.${body}.${signature(`${HEADER}.${body}`)}`;
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyToken(token: string, now = Date.now()): TokenClaims | null {
  const [header, body, sig] = token.split('.');
  if (!header || !body || !sig) return null;
  const expected = Buffer.from(signature(`${header}.${body}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    if (claims.exp !== undefined && claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
