import { createSlice, current, isDraft, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../api/dto';
import { deepFreeze } from '../shared/lib/deepFreeze';
import { workspaceReset } from '../shared/lib/workspaceReset';
import { entitiesReceived, sessionCleared } from './entitiesActions';

/**
 * Order items, partitioned by branch order (ARCHITECTURE "State at the scale of a power buyer"):
 * `byOrder[idPedido] = { ids, entities }`, so writing one order's items never copies a map of
 * hundreds of thousands of keys.
 *
 * - Eviction by use: loading, opening, viewing or patching an order's items makes it the most
 *   recently used; above MAX_LOADED_ORDERS partitions the least recently used one goes, except
 *   orders whose accordion is open (`opened`), which are never evicted. Of the orders the user
 *   opened and closed again (`closed`), only the MAX_CLOSED_ORDERS most recently closed stay, so
 *   going through a long list of branch orders holds a steady amount of memory.
 * - `byProduct[idProduto][idPedido]` lists the ids of that product's items in that order, for
 *   exactly the loaded partitions, so a mass change of one product is one action.
 */
export const MAX_LOADED_ORDERS = 40;
/** Closed accordions whose items stay for a quick reopening (with at most five open: 15 orders). */
export const MAX_CLOSED_ORDERS = 10;

/**
 * One order's items as an array in the server's sequence (the grid's rows as they are), with the
 * position of each id. A one-item edit copies the array of references (fast even for 5,000 frozen
 * items), never a map keyed by id: Immer copying and walking a 5,000-key object on every
 * keystroke's commit was most of an edit's cost. `ids` and `at` change only when items load.
 */
export interface OrderItemsPartition {
  ids: number[];
  items: PedidoItemDto[];
  /** id → index into `items`. */
  at: Record<number, number>;
}

/** One loaded item by id, or undefined. */
export function itemOf(partition: OrderItemsPartition | undefined, id: number): PedidoItemDto | undefined {
  const index = partition?.at[id];
  return index === undefined ? undefined : partition!.items[index];
}

export interface OrderItemsState {
  byOrder: Record<number, OrderItemsPartition>;
  /** Loaded orders, least recently used first. */
  recent: number[];
  /** Orders whose accordion is open: pinned in memory. */
  opened: number[];
  /** Orders opened and then closed, least recently closed first (at most MAX_CLOSED_ORDERS). */
  closed: number[];
  /** idProduto → idPedido → item ids (in the order's sequence). */
  byProduct: Record<number, Record<number, number[]>>;
}

const initialState: OrderItemsState = { byOrder: {}, recent: [], opened: [], closed: [], byProduct: {} };

/** What an edit may change: identity and product (the index keys) never change. */
export type ItemChanges = Partial<Omit<PedidoItemDto, 'id' | 'idPedido' | 'idProduto'>>;

export interface ItemPatch {
  idPedido: number;
  id: number;
  changes: ItemChanges;
}

export interface ProductPatch {
  idProduto: number;
  changes: ItemChanges;
  /** Restricts the change to these orders (default: every loaded order holding the product). */
  onlyOrders?: number[];
}

function markUsed(state: OrderItemsState, idPedido: number): void {
  if (!state.byOrder[idPedido] || state.recent[state.recent.length - 1] === idPedido) return;
  state.recent = [...state.recent.filter((id) => id !== idPedido), idPedido];
}

/** The value behind a draft (no copy when the draft is unchanged), or the value itself. */
const plain = <T extends object>(value: T): T => (isDraft(value) ? (current(value as Draft<T>) as T) : value);

/**
 * The product index to write into: a plain copy made once per action (later writes of the same
 * action reuse it), never the draft. Written entry by entry into the draft, Immer drafted each
 * product's entry and then walked and froze thousands of new entries and arrays when the action
 * ended (a 5,000-item order: ≈ 30 ms at 4× CPU, issue 31); entries are stored frozen instead.
 */
function writableIndex(state: OrderItemsState): OrderItemsState['byProduct'] {
  const index = state.byProduct;
  if (!isDraft(index) && !Object.isFrozen(index)) return index;
  const copy = { ...plain(index) };
  state.byProduct = copy;
  return copy;
}

function dropFromIndex(state: OrderItemsState, idPedido: number): void {
  const partition = state.byOrder[idPedido];
  if (!partition) return;
  let byProduct: OrderItemsState['byProduct'] | undefined;
  for (const { idProduto } of plain(partition).items) {
    const orders = (byProduct ?? plain(state.byProduct))[idProduto];
    if (!orders || !(idPedido in orders)) continue;
    byProduct ??= writableIndex(state);
    const { [idPedido]: _dropped, ...rest } = orders;
    if (Object.keys(rest).length === 0) delete byProduct[idProduto];
    else byProduct[idProduto] = Object.freeze(rest);
  }
}

function release(state: OrderItemsState, idPedido: number): void {
  dropFromIndex(state, idPedido);
  delete state.byOrder[idPedido];
  state.recent = state.recent.filter((id) => id !== idPedido);
  if (state.closed.includes(idPedido)) state.closed = state.closed.filter((id) => id !== idPedido);
}

/** Releases the least recently closed orders beyond MAX_CLOSED_ORDERS. */
function releaseOldClosed(state: OrderItemsState): void {
  const victims = state.closed.slice(0, Math.max(0, state.closed.length - MAX_CLOSED_ORDERS));
  for (const idPedido of victims) release(state, idPedido);
}

/** Drops least recently used partitions above the bound; opened orders stay whatever the count. */
function evictBeyondBound(state: OrderItemsState): void {
  const excess = state.recent.length - MAX_LOADED_ORDERS;
  if (excess <= 0) return;
  const victims = state.recent.filter((id) => !state.opened.includes(id)).slice(0, excess);
  for (const idPedido of victims) release(state, idPedido);
}

function storePartition(state: OrderItemsState, idPedido: number, items: readonly PedidoItemDto[]): void {
  dropFromIndex(state, idPedido);
  const at: Record<number, number> = {};
  const ids: number[] = [];
  // Built as plain objects first, then written once: one draft access per product, not per item.
  const perProduct = new Map<number, number[]>();
  for (const item of items) {
    at[item.id] = ids.length;
    ids.push(item.id);
    const list = perProduct.get(item.idProduto);
    if (list) list.push(item.id);
    else perProduct.set(item.idProduto, [item.id]);
  }
  const byProduct = writableIndex(state);
  perProduct.forEach((itemIds, idProduto) => {
    byProduct[idProduto] = Object.freeze({ ...byProduct[idProduto], [idPedido]: Object.freeze(itemIds) as number[] });
  });
  // Frozen before it is stored, so the store does not walk the thousands of items again.
  state.byOrder[idPedido] = deepFreeze({ ids, items: [...items], at });
  markUsed(state, idPedido);
  evictBeyondBound(state);
}

/**
 * Replaces items by patched copies, order by order: each touched partition gets a new frozen
 * array (references copied once, the other items kept) built outside the draft, so Immer neither
 * copies, walks nor freezes the order's thousands of items on a one-cell edit. Returns the orders
 * where an item was found.
 */
function patchItems(state: OrderItemsState, patches: readonly ItemPatch[]): number[] {
  const touched = new Map<number, PedidoItemDto[]>();
  for (const { idPedido, id, changes } of patches) {
    const draft = state.byOrder[idPedido];
    const index = draft?.at[id];
    if (index === undefined) continue;
    let items = touched.get(idPedido);
    if (!items) touched.set(idPedido, (items = [...(isDraft(draft) ? current(draft) : draft).items]));
    items[index] = deepFreeze({ ...items[index], ...changes });
  }
  touched.forEach((items, idPedido) => {
    const draft = state.byOrder[idPedido];
    const { ids, at } = isDraft(draft) ? current(draft) : draft;
    Object.freeze(items);
    state.byOrder[idPedido] = Object.freeze({ ids, at, items }) as OrderItemsPartition;
  });
  return [...touched.keys()];
}

const orderItemsSlice = createSlice({
  name: 'entities/orderItems',
  initialState,
  reducers: {
    orderItemsLoaded(state, { payload }: PayloadAction<{ idPedido: number; items: PedidoItemDto[] }>) {
      storePartition(state, payload.idPedido, payload.items);
    },
    /** The user's own edits: the orders touched become the most recently used. */
    orderItemsPatched(state, { payload }: PayloadAction<ItemPatch[]>) {
      for (const idPedido of patchItems(state, payload)) markUsed(state, idPedido);
    },
    /**
     * A change applied on the server to one product in many orders, patched into the loaded
     * partitions through the index in one action. Untouched partitions keep their references.
     * It does not reorder recency: it refreshes what is loaded, it is not a sign the user looks at it.
     */
    orderItemsProductPatched(state, { payload: { idProduto, changes, onlyOrders } }: PayloadAction<ProductPatch>) {
      const orders = state.byProduct[idProduto];
      if (!orders) return;
      const wanted = onlyOrders ? new Set(onlyOrders) : undefined;
      const patches: ItemPatch[] = [];
      for (const [key, itemIds] of Object.entries(orders)) {
        const idPedido = Number(key);
        if (wanted && !wanted.has(idPedido)) continue;
        for (const id of itemIds) patches.push({ idPedido, id, changes });
      }
      patchItems(state, patches);
    },
    /** The screen shows this order's items (a grid mounted, a row scrolled into view). */
    orderItemsViewed(state, { payload }: PayloadAction<number>) {
      markUsed(state, payload);
    },
    /** An accordion opened: its items stay loaded until it closes. */
    orderItemsOpened(state, { payload }: PayloadAction<number>) {
      if (!state.opened.includes(payload)) state.opened.push(payload);
      if (state.closed.includes(payload)) state.closed = state.closed.filter((id) => id !== payload);
      markUsed(state, payload);
    },
    orderItemsClosed(state, { payload }: PayloadAction<number>) {
      if (!state.opened.includes(payload)) return;
      state.opened = state.opened.filter((id) => id !== payload);
      if (state.byOrder[payload]) state.closed = [...state.closed.filter((id) => id !== payload), payload];
      releaseOldClosed(state);
      evictBeyondBound(state);
    },
    orderItemsReleased(state, { payload }: PayloadAction<number>) {
      release(state, payload);
    },
    /** Items that left their loaded orders (deleted, or moved by another answer, here or elsewhere): gone from the rows at once. */
    orderItemsRemoved(state, { payload }: PayloadAction<{ idPedido: number; id: number }[]>) {
      const byOrder = new Map<number, Set<number>>();
      for (const { idPedido, id } of payload) if (state.byOrder[idPedido]?.at[id] !== undefined) byOrder.set(idPedido, (byOrder.get(idPedido) ?? new Set()).add(id));
      byOrder.forEach((gone, idPedido) => {
        // Plain items, not drafts (a partition patched in this draft holds some), so they can be frozen again.
        const partition = state.byOrder[idPedido];
        const items = isDraft(partition) ? current(partition).items : partition.items;
        storePartition(state, idPedido, items.filter((item) => !gone.has(item.id)));
      });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(entitiesReceived, (state, { payload }) => {
        if (!payload.orderItems) return;
        const grouped = new Map<number, PedidoItemDto[]>();
        for (const item of Object.values(payload.orderItems)) {
          const list = grouped.get(item.idPedido);
          if (list) list.push(item);
          else grouped.set(item.idPedido, [item]);
        }
        grouped.forEach((items, idPedido) => storePartition(state, idPedido, items));
      })
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const {
  orderItemsLoaded,
  orderItemsPatched,
  orderItemsProductPatched,
  orderItemsViewed,
  orderItemsOpened,
  orderItemsClosed,
  orderItemsReleased,
  orderItemsRemoved,
} = orderItemsSlice.actions;
export const orderItemsReducer = orderItemsSlice.reducer;
