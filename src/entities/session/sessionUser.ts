import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../../api/dto';

/** Spec 01 §6: the one role the app knows. */
export const ROLE_ADMINISTRADOR = 'ROLE_ADMINISTRADOR';

export interface SessionUser {
  sub: string;
  nome: string;
  authorities: string[];
  isAdmin: boolean;
  expiresAt: number | null;
}

/** The user of a token (subject and authorities decoded, not verified: the server verifies), or null when unusable. */
export function userFromToken(token: string, now = Date.now()): SessionUser | null {
  try {
    const claims = jwtDecode<TokenClaims>(token);
    if (!claims.sub) return null;
    const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
    if (expiresAt !== null && expiresAt <= now) return null;
    const authorities = (claims.authorities ?? []).map((a) => a.authority).filter(Boolean);
    return { sub: String(claims.sub), nome: claims.nome ?? '', authorities, isAdmin: authorities.includes(ROLE_ADMINISTRADOR), expiresAt };
  } catch {
    return null;
  }
}
