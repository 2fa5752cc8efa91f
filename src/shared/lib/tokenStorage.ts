import { readItem, removeItem, writeItem } from './storage';

/** The login token lives under the spec's local storage key `token`. */
const TOKEN_KEY = 'token';

export const readToken = (): string | null => readItem(TOKEN_KEY);
export const writeToken = (token: string): void => writeItem(TOKEN_KEY, token);
export const clearToken = (): void => removeItem(TOKEN_KEY);
