import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { sessionCleared } from '../entitiesActions';

/**
 * The quotation header (GET /resumoresposta/contexto/{id}, spec 03 §2.2), stored once per
 * quotation with its load state. Every screen showing a quotation's header, stepper or situation
 * asks for it with quotationContextRequested and reads it here; only quotationContextSagas calls
 * the server. `stale`: a command changed the quotation since it was read (it is read again).
 */
export type QuotationContextStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface QuotationContextEntry {
  idCotacao: number;
  context: ContextoCotacaoDto | null;
  status: QuotationContextStatus;
  error: string | null;
  stale: boolean;
  /** The server has no such quotation (its header answered 404). */
  notFound: boolean;
}

export const quotationContextAdapter = createEntityAdapter<QuotationContextEntry, number>({ selectId: (entry) => entry.idCotacao });

/** A screen shows this quotation's header: read it unless it is loaded (or being read); `force`: read it again anyway. */
export const quotationContextRequested = createAction<{ idCotacao: number; force?: boolean }>('entities/quotationContextRequested');
/** A command changed the quotation (its situation, its orders): a header already read is read again. */
export const quotationContextInvalidated = createAction<{ idCotacao?: number }>('entities/quotationContextInvalidated');

const entryOf = (idCotacao: number, changes: Partial<QuotationContextEntry>): QuotationContextEntry => ({
  idCotacao,
  context: null,
  status: 'idle',
  error: null,
  stale: false,
  notFound: false,
  ...changes,
});

const slice = createSlice({
  name: 'entities/quotationContexts',
  initialState: quotationContextAdapter.getInitialState(),
  reducers: {
    quotationContextLoading(state, { payload: idCotacao }: PayloadAction<number>) {
      const current = state.entities[idCotacao];
      // A read started after the last invalidation: what it answers is current.
      quotationContextAdapter.upsertOne(state, { ...(current ?? entryOf(idCotacao, {})), status: 'loading', error: null, stale: false });
    },
    quotationContextLoaded(state, { payload }: PayloadAction<ContextoCotacaoDto>) {
      quotationContextAdapter.upsertOne(state, entryOf(payload.idCotacao, { context: payload, status: 'loaded' }));
    },
    /** The read failed: a header read before stays on show with the message. */
    quotationContextFailed(state, { payload }: PayloadAction<{ idCotacao: number; error: string; notFound?: boolean }>) {
      const current = state.entities[payload.idCotacao];
      quotationContextAdapter.upsertOne(state, { ...(current ?? entryOf(payload.idCotacao, {})), status: 'failed', error: payload.error, notFound: payload.notFound === true });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(quotationContextInvalidated, (state, { payload }) => {
        const ids = payload.idCotacao === undefined ? (state.ids as number[]) : [payload.idCotacao];
        for (const id of ids) {
          const entry = state.entities[id];
          if (entry) entry.stale = true;
        }
      })
      .addCase(sessionCleared, () => quotationContextAdapter.getInitialState())
      .addCase(workspaceReset, () => quotationContextAdapter.getInitialState());
  },
});

export const { quotationContextLoading, quotationContextLoaded, quotationContextFailed } = slice.actions;
export const quotationContextsReducer = slice.reducer;
export type QuotationContextsState = ReturnType<typeof quotationContextsReducer>;
