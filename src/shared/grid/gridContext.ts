import type { IRowNode } from 'ag-grid-community';

/**
 * What StoreGrid puts in the grid's `context`, read by its columns (quantityColumn, QuantityCell)
 * and its keyboard model. Functions of one identity that read the page's latest props.
 */
export interface StoreGridContext {
  /**
   * The page's edit handler, called synchronously. AG Grid hands `cellEditRequest` to the page a
   * timer later (its public events are async), so Enter and ↑/↓ read the editor themselves and
   * commit in the keydown: the store, the cell and the order's total change in the frame the key
   * was pressed.
   */
  commitEdit: (node: IRowNode, colId: string, value: unknown, previous: unknown) => void;
  /** The row's last edit did not save (the page's save queue says so): its cell is marked, with a retry. */
  isUnsaved: (row: unknown) => boolean;
  /** 'Tentar novamente' from a marked cell. */
  retryUnsaved: () => void;
  /** The row's last edit waits to be saved (no connection): its cell carries the pending mark. */
  isPending: (row: unknown) => boolean;
  /** The row's cell in this column refused the value last typed (its reason is at the cell until the next edit). */
  isRefused: (row: unknown, colId: string) => boolean;
}

export const REFUSED_CELL_CLASS = 'grid-quantity--refused';
export const PENDING_CELL_CLASS = 'grid-quantity--pending';
/** The pending mark's tooltip. */
export const PENDING_LABEL = 'Aguardando conexão para salvar';

/** The mark's label and tooltip on a quantity whose save failed. */
export const UNSAVED_LABEL = 'Não salvo — Tentar novamente';
export const UNSAVED_CELL_CLASS = 'grid-quantity--unsaved';
export const RETRY_BUTTON_CLASS = 'grid-quantity__retry';

export const gridContextOf = (context: unknown): Partial<StoreGridContext> => (context ?? {}) as Partial<StoreGridContext>;
