/**
 * Local storage, safe when it is unavailable (private mode, quota, sandboxed iframe).
 * Keys for one user's data are namespaced by the token subject: `u:{sub}:{key}`.
 */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether the value was stored. */
export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Storage full or blocked: the app keeps working with what it has in memory.
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeItem.
  }
}

export function userKey(sub: string, key: string): string {
  return `u:${sub}:${key}`;
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/** This user's keys (`u:{sub}:…`) in local storage now; none when storage is blocked. */
export function userItemKeys(sub: string): string[] {
  try {
    const store = window.localStorage;
    const prefix = userKey(sub, '');
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null && key.startsWith(prefix));
  } catch {
    return [];
  }
}

/** Logout: every item of this user goes, but the keys in `keep`; other users' items stay. */
export function removeUserItems(sub: string, keep: readonly string[] = []): void {
  userItemKeys(sub)
    .filter((key) => !keep.includes(key))
    .forEach(removeItem);
}
