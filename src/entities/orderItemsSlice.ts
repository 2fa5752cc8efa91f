import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../api/dto';
import { workspaceReset } from '../shared/lib/workspaceReset';
import { entitiesReceived, sessionCleared } from './entitiesActions';

/**
 * Order items, partitioned by branch order (ARCHITECTURE "State at the scale of a power buyer"):
 * `byOrder[idPedido] = { ids, entities }`, so writing one order's items never copies a map of
 * hundreds of thousands of keys. At most MAX_OPEN_ORDERS partitions stay in memory (least
 * recently loaded out). `byProduct` indexes product → (order, item) for mass edits.
 */
export const MAX_OPEN_ORDERS = 40;

export interface OrderItemsPartition {
  ids: number[];
  entities: Record<number, PedidoItemDto>;
}

export interface ItemRef {
  idPedido: number;
  id: number;
}

export interface OrderItemsState {
  byOrder: Record<number, OrderItemsPartition>;
  /** Loaded orders, least recently loaded first. */
  recent: number[];
  byProduct: Record<number, ItemRef[]>;
}

const initialState: OrderItemsState = { byOrder: {}, recent: [], byProduct: {} };

export interface ItemPatch {
  idPedido: number;
  id: number;
  changes: Partial<PedidoItemDto>;
}

function dropFromIndex(state: OrderItemsState, idPedido: number): void {
  const partition = state.byOrder[idPedido];
  if (!partition) return;
  for (const id of partition.ids) {
    const productId = partition.entities[id].idProduto;
    const refs = state.byProduct[productId];
    if (!refs) continue;
    const kept = refs.filter((r) => r.idPedido !== idPedido);
    if (kept.length) state.byProduct[productId] = kept;
    else delete state.byProduct[productId];
  }
}

function storePartition(state: OrderItemsState, idPedido: number, items: PedidoItemDto[]): void {
  dropFromIndex(state, idPedido);
  const entities: Record<number, PedidoItemDto> = {};
  for (const item of items) {
    entities[item.id] = item;
    (state.byProduct[item.idProduto] ??= []).push({ idPedido, id: item.id });
  }
  state.byOrder[idPedido] = { ids: items.map((i) => i.id), entities };
  state.recent = [...state.recent.filter((id) => id !== idPedido), idPedido];
  while (state.recent.length > MAX_OPEN_ORDERS) {
    const oldest = state.recent.shift()!;
    dropFromIndex(state, oldest);
    delete state.byOrder[oldest];
  }
}

const orderItemsSlice = createSlice({
  name: 'entities/orderItems',
  initialState,
  reducers: {
    orderItemsLoaded(state, { payload }: PayloadAction<{ idPedido: number; items: PedidoItemDto[] }>) {
      storePartition(state, payload.idPedido, payload.items);
    },
    orderItemsPatched(state, { payload }: PayloadAction<ItemPatch[]>) {
      for (const { idPedido, id, changes } of payload) {
        const item = state.byOrder[idPedido]?.entities[id];
        if (item) Object.assign(item, changes);
      }
    },
    orderItemsReleased(state, { payload }: PayloadAction<number>) {
      dropFromIndex(state, payload);
      delete state.byOrder[payload];
      state.recent = state.recent.filter((id) => id !== payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(entitiesReceived, (state, { payload }) => {
        if (!payload.orderItems) return;
        const grouped = new Map<number, PedidoItemDto[]>();
        for (const item of Object.values(payload.orderItems)) {
          const list = grouped.get(item.idPedido) ?? [];
          list.push(item);
          grouped.set(item.idPedido, list);
        }
        grouped.forEach((items, idPedido) => storePartition(state, idPedido, items));
      })
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const { orderItemsLoaded, orderItemsPatched, orderItemsReleased } = orderItemsSlice.actions;
export const orderItemsReducer = orderItemsSlice.reducer;
