import { readItem, removeItem, writeItem } from './storage';

/** The login token lives under the spec's local storage key `token`. */
const TOKEN_KEY = 'token';

/**
 * When storage is blocked (SecurityError, a sandboxed or partitioned frame) or full, the token is
 * kept in memory for this page: the user signs in and works; a reload asks for the login again.
 */
let unstored: string | null = null;

export const readToken = (): string | null => readItem(TOKEN_KEY) ?? unstored;
export const writeToken = (token: string): void => {
  unstored = writeItem(TOKEN_KEY, token) ? null : token;
};
export const clearToken = (): void => {
  unstored = null;
  removeItem(TOKEN_KEY);
};
