/** The state of one server-paged, sortable list of entity ids (home panels, search results, …). */
export interface PagedIdsState {
  page: number;
  size: number;
  sortKey: string;
  asc: boolean;
  ids: number[];
  total: number;
  loading: boolean;
}

/** The paging props a PagedTable takes, read from a list's state. */
export function pagingOf(state: PagedIdsState): { loading: boolean; total: number; page: number; size: number; sort: { key: string; asc: boolean } } {
  return { loading: state.loading, total: state.total, page: state.page, size: state.size, sort: { key: state.sortKey, asc: state.asc } };
}
