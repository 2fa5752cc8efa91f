import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * How a page keeps its state in the address (DECISIONS 2: a reload or a shared link rebuilds the
 * same screen): `read` turns the query into the page's value, falling back to the defaults for
 * missing or bad parameters; `write` puts back only what differs from them. Each page's
 * `*Address.ts` is one codec; `useAddressState` is the one way a page reads and writes it.
 */
export interface AddressCodec<T> {
  read(params: URLSearchParams): T;
  write(value: T): URLSearchParams | Record<string, string>;
}

/**
 * The page's value from the address (a new value only when the query changes) and the way to
 * change it: the address changes, the page reads it again and tells its store (one direction:
 * the store follows the address, not the other way round).
 */
export function useAddressState<T>(codec: AddressCodec<T>): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const value = useMemo(() => codec.read(new URLSearchParams(search)), [codec, search]);
  const change = useCallback((next: T) => setParams(codec.write(next)), [codec, setParams]);
  return [value, change];
}

/** A zero-based page from the address (`base` 1: the address counts pages from one); missing or bad → the first page. */
export function readPage(params: URLSearchParams, name: string, base: 0 | 1 = 0): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > base ? page - base : 0;
}

/** Writes a zero-based page into the address as it counts (`base`); the first page is left out. */
export function writePage(params: URLSearchParams, name: string, page: number, base: 0 | 1 = 0): URLSearchParams {
  if (page > 0) params.set(name, String(page + base));
  return params;
}
