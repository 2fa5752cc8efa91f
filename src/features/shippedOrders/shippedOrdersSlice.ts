import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PedidoEnviadoResumoDto } from '../../api/pedidosEnviadosDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { ShippedQuery } from './shippedAddress';

/** The sent-orders page (DECISIONS 3): the page of rows the address asks for, and the export's progress. */
export interface ShippedOrdersState {
  query: ShippedQuery | null;
  rows: PedidoEnviadoResumoDto[];
  total: number;
  loading: boolean;
  error: string | null;
  exporting: boolean;
  exportError: string | null;
}

export const initialShippedOrdersState: ShippedOrdersState = { query: null, rows: [], total: 0, loading: false, error: null, exporting: false, exportError: null };

const shippedOrdersSlice = createSlice({
  name: 'shippedOrders',
  initialState: initialShippedOrdersState,
  reducers: {
    /** The address changed (or the page opened): load that page of the list. */
    shippedPageRequested(state, { payload }: PayloadAction<ShippedQuery>) {
      Object.assign(state, { query: payload, loading: true, error: null });
    },
    shippedPageLoaded(state, { payload }: PayloadAction<{ rows: PedidoEnviadoResumoDto[]; total: number }>) {
      Object.assign(state, { rows: payload.rows, total: payload.total, loading: false, error: null });
    },
    shippedPageFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { rows: [], total: 0, loading: false, error: payload });
    },
    shippedExportRequested(state) {
      Object.assign(state, { exporting: true, exportError: null });
    },
    shippedExportFinished(state, { payload }: PayloadAction<string | null>) {
      Object.assign(state, { exporting: false, exportError: payload });
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialShippedOrdersState).addCase(workspaceReset, () => initialShippedOrdersState),
});

export const { shippedPageRequested, shippedPageLoaded, shippedPageFailed, shippedExportRequested, shippedExportFinished } = shippedOrdersSlice.actions;
export const shippedOrdersReducer = shippedOrdersSlice.reducer;
