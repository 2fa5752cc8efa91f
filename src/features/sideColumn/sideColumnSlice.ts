import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DadosCotacaoLateralDto, ItemRecenteDto } from '../../api/lateralDto';
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
  /** The user's own choice of rail (collapsed) or full column; null until they toggle it: the page decides. */
  collapsedChoice: boolean | null;
}

const initialState: SideColumnState = { recentStatus: 'idle', recent: [], popoverId: null, cards: {}, collapsedChoice: null };

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
/** The pointer or the focus left the item or its popover: the popover closes after a short delay. */
export const recentItemLeft = createAction('sideColumn/recentItemLeft');

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
    /** The user's stored choice was read at session start (null: never chosen). */
    railChoiceLoaded(state, { payload }: PayloadAction<boolean | null>) {
      state.collapsedChoice = payload;
    },
    /** The user collapsed (true) or expanded (false) the side column; from now on their choice wins everywhere. */
    railToggled(state, { payload }: PayloadAction<boolean>) {
      state.collapsedChoice = payload;
      if (payload) state.popoverId = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    // The rail is the user's preference, not screen state: it survives the blank route.
    builder.addCase(workspaceReset, (state) => ({ ...initialState, collapsedChoice: state.collapsedChoice }));
  },
});

export const {
  recentItemsRequested,
  recentItemsReceived,
  recentItemsUnavailable,
  recentItemsFailed,
  recentItemHovered,
  popoverClosed,
  quotationCardReceived,
  quotationCardEvicted,
  railChoiceLoaded,
  railToggled,
} = sideColumnSlice.actions;
export const sideColumnReducer = sideColumnSlice.reducer;

type WithSideColumn = { sideColumn: SideColumnState };
export const selectSideColumn = (s: WithSideColumn): SideColumnState => s.sideColumn;
export const selectPopoverId = (s: WithSideColumn): number | null => s.sideColumn.popoverId;
export const selectQuotationCard = (s: WithSideColumn, id: number): QuotationCard | undefined => s.sideColumn.cards[id];

/** Collapsed to a rail: the user's choice once made, otherwise the page's default (order pages collapse). */
export const selectRailCollapsed = (s: WithSideColumn, collapsedByDefault: boolean): boolean => s.sideColumn.collapsedChoice ?? collapsedByDefault;
export const selectRailChoice = (s: WithSideColumn): boolean | null => s.sideColumn.collapsedChoice;
