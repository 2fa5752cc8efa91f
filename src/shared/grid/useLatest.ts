import { useLayoutEffect, useRef } from 'react';

/** The latest value of a prop, for grid callbacks that must keep one identity. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
