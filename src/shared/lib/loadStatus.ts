/** Where a read from the server stands: not asked yet, on its way, here, or failed (with retry). */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A list read from the server, with its load status and the failure's Portuguese message. */
export interface RowsState<T> {
  rows: T[];
  status: LoadStatus;
  error: string | null;
}

/** An empty list, not asked yet or (with `status`) on its way. */
export const emptyRows = <T>(status: LoadStatus = 'idle'): RowsState<T> => ({ rows: [], status, error: null });
