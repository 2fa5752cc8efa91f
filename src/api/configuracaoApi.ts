import { http } from './http';

/** GET /configuracao/tem/{flag}: whether a feature switch is on for this buyer. */
export async function hasFlag(flag: string, signal?: AbortSignal): Promise<boolean> {
  const value = await http<unknown>(`/configuracao/tem/${encodeURIComponent(flag)}`, { signal });
  return value === true || value === 'true';
}
