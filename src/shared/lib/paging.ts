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
