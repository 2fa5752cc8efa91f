import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DadosCotacaoLateralDto, ItemRecenteDto } from '../../api/dto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * The side column's state. Recent items: `unavailable` when the server answers 405 (the list is
 * hidden). The popover's data is kept per quotation with the time it was fetched (fresh 60 s).
 */
export interface QuotationCard {
  data: DadosCotacaoLateralDto | null;
  fetchedAt: number;
  failed: boolean;
}

export interface SideColumnState {
  recentStatus: 'idle' | 'loading' | 'ready' | 'unavailable' | 'failed';
  recent: ItemRecenteDto[];
  popoverId: number | null;
  cards: Record<number, QuotationCard>;
}

const initialState: SideColumnState = { recentStatus: 'idle', recent: [], popoverId: null, cards: {} };

const sideColumnSlice = createSlice({
  name: 'sideColumn',
  initialState,
  reducers: {
    recentItemsRequested(state) {
      if (state.recentStatus !== 'ready') state.recentStatus = 'loading';
    },
    recentItemsReceived(state, { payload }: PayloadAction<ItemRecenteDto[]>) {
      state.recentStatus = 'ready';
      state.recent = payload;
    },
    recentItemsUnavailable(state) {
      state.recentStatus = 'unavailable';
      state.recent = [];
      state.popoverId = null;
    },
    recentItemsFailed(state) {
      if (state.recentStatus !== 'ready') state.recentStatus = 'failed';
    },
    /** The pointer or the keyboard reached an item (or its popover): the popover opens or stays open. */
    recentItemHovered(state, { payload }: PayloadAction<number>) {
      state.popoverId = payload;
    },
    /** The pointer or the focus left the item or its popover: the popover closes after a short delay. */
    recentItemLeft() {},
    popoverClosed(state) {
      state.popoverId = null;
    },
    quotationCardReceived(state, { payload }: PayloadAction<{ id: number; data: DadosCotacaoLateralDto | null; at: number }>) {
      state.cards[payload.id] = { data: payload.data ?? state.cards[payload.id]?.data ?? null, fetchedAt: payload.at, failed: payload.data === null };
    },
    quotationCardEvicted(state, { payload }: PayloadAction<number | undefined>) {
      if (payload === undefined) state.cards = {};
      else delete state.cards[payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    builder.addCase(workspaceReset, () => initialState);
  },
});

export const {
  recentItemsRequested,
  recentItemsReceived,
  recentItemsUnavailable,
  recentItemsFailed,
  recentItemHovered,
  recentItemLeft,
  popoverClosed,
  quotationCardReceived,
  quotationCardEvicted,
} = sideColumnSlice.actions;
export const sideColumnReducer = sideColumnSlice.reducer;

type WithSideColumn = { sideColumn: SideColumnState };
export const selectSideColumn = (s: WithSideColumn): SideColumnState => s.sideColumn;
export const selectPopoverId = (s: WithSideColumn): number | null => s.sideColumn.popoverId;
export const selectQuotationCard = (s: WithSideColumn, id: number): QuotationCard | undefined => s.sideColumn.cards[id];
