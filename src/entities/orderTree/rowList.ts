/**
 * What an order screen keeps of a list it shows (suppliers, a supplier's representatives, a
 * representative's branch orders): the ids in the server's order and the load state. The rows
 * themselves are entities (entities/tables.ts), read through orderTreeSelectors. The automatic
 * order and the review use the same list and the same reducers.
 */
export type RowListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RowList<Id = number> {
  ids: Id[];
  status: RowListStatus;
  error: string | null;
}

const NONE: RowList<never> = Object.freeze({ ids: Object.freeze([]) as unknown as never[], status: 'idle', error: null }) as RowList<never>;

/** The list before its first read (a frozen constant: selectors return it for a list not asked for). */
export const noRows = <Id = number>(): RowList<Id> => NONE as RowList<Id>;
/** Reading (again): the ids on show stay until the answer. */
export const rowsLoading = <Id>(current: RowList<Id> | undefined): RowList<Id> => ({ ids: current?.ids ?? [], status: 'loading', error: null });
export const rowsLoaded = <Id>(ids: Id[]): RowList<Id> => ({ ids, status: 'loaded', error: null });
export const rowsFailed = <Id>(error: string): RowList<Id> => ({ ids: [], status: 'failed', error });
