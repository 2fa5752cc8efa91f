import type { AvisoDto } from '../../api/avisoDto';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { HOME_PAGE_SIZE, HOME_PANELS, type HomePanel } from '../../domain/quotationStatus';
import type { PagedIdsState } from '../../shared/lib/paging';

/** The five collapsed panels of the quotation home (spec 01 §2.6): open state, paging and the rows' ids. */
export type PanelKey = HomePanel['key'];

export interface PanelState extends PagedIdsState {
  open: boolean;
  error: string | null;
}

export interface QuotationHomeState {
  panels: Record<PanelKey, PanelState>;
  /** The export currently being prepared (its quotation id). */
  exporting: number | null;
  alert: { severity: 'error' | 'info'; message: string } | null;
  /** The administrators' active alert shown to buyers (issue 15 item 5), and whether the buyer closed it this session. */
  activeAlert: AvisoDto | null;
  activeAlertDismissed: boolean;
}

const initialPanel: PanelState = { open: false, page: 0, size: HOME_PAGE_SIZE, sortKey: 'id', asc: false, ids: [], total: 0, loading: false, error: null };

export const initialQuotationHomeState: QuotationHomeState = {
  panels: Object.fromEntries(HOME_PANELS.map((p) => [p.key, initialPanel])) as Record<PanelKey, PanelState>,
  exporting: null,
  alert: null,
  activeAlert: null,
  activeAlertDismissed: false,
};

interface PagingChange {
  key: PanelKey;
  page?: number;
  size?: number;
  sortKey?: string;
  asc?: boolean;
}

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
/** The home was opened: open panels load again, so a change made elsewhere shows. */
export const homeEntered = createAction('quotationHome/homeEntered');

const quotationHomeSlice = createSlice({
  name: 'quotationHome',
  initialState: initialQuotationHomeState,
  reducers: {
    /** The home was left: its loads are cancelled (homeEntered reads the open panels again). */
    homeLeft(state) {
      for (const panel of Object.values(state.panels)) panel.loading = false;
    },
    panelToggled(state, { payload }: PayloadAction<PanelKey>) {
      state.panels[payload].open = !state.panels[payload].open;
    },
    panelPagingChanged(state, { payload: { key, ...change } }: PayloadAction<PagingChange>) {
      const panel = state.panels[key];
      Object.assign(panel, change);
      if (change.size !== undefined || change.sortKey !== undefined || change.asc !== undefined) panel.page = change.page ?? 0;
    },
    panelLoadStarted(state, { payload }: PayloadAction<PanelKey>) {
      state.panels[payload].loading = true;
      state.panels[payload].error = null;
    },
    panelLoaded(state, { payload }: PayloadAction<{ key: PanelKey; ids: number[]; total: number }>) {
      Object.assign(state.panels[payload.key], { ids: payload.ids, total: payload.total, loading: false, error: null });
    },
    panelLoadFailed(state, { payload }: PayloadAction<{ key: PanelKey; message: string }>) {
      Object.assign(state.panels[payload.key], { loading: false, error: payload.message });
    },
    exportRequested(state, { payload }: PayloadAction<number>) {
      state.exporting ??= payload;
    },
    exportFinished(state, { payload }: PayloadAction<string | null>) {
      state.exporting = null;
      state.alert = payload ? { severity: 'error', message: payload } : null;
    },
    alertClosed(state) {
      state.alert = null;
    },
    activeAlertLoaded(state, { payload }: PayloadAction<AvisoDto | null>) {
      state.activeAlert = payload;
    },
    activeAlertDismissed(state) {
      state.activeAlertDismissed = true;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialQuotationHomeState).addCase(workspaceReset, () => initialQuotationHomeState),
});

export const { homeLeft, panelToggled, panelPagingChanged, panelLoadStarted, panelLoaded, panelLoadFailed, exportRequested, exportFinished, alertClosed, activeAlertLoaded, activeAlertDismissed } =
  quotationHomeSlice.actions;
export const quotationHomeReducer = quotationHomeSlice.reducer;
