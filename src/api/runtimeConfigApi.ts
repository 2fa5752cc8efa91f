import { http } from './http';

/** The runtime configuration file served with the app (DECISIONS 4), read before anything else. */
export function fetchRuntimeConfig(): Promise<unknown> {
  return http<unknown>(`/config.json`, { auth: false, baseUrl: '', timeoutMs: 10_000 });
}
