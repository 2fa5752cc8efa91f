import { writeToken } from './tokenStorage';

/**
 * DECISIONS 9: a token handed over in the address (?token=) is stored, then removed from the
 * address bar, keeping every other parameter and the hash.
 */
export function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  writeToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
