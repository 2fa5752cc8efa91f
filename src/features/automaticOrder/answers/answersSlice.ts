import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DescontoRespostaDto, RespostaProdutoDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { sessionCleared } from '../../../entities/entitiesActions';
import { workspaceReset } from '../../../shared/lib/workspaceReset';
import { automaticOrderActions } from '../automaticOrderSlice';
import type { LoadStatus } from '../../../shared/lib/loadStatus';

/**
 * 'Ver Respostas por Produto' (spec 03 §2.3, §4.2; issue 11): the answers of the selected
 * products, 3 per page, the answer being changed, and each answer's discount breakdown.
 */
export const ANSWERS_PAGE_SIZE = 3;

export interface AnswerRef {
  id: number;
  idPedidoItem: number;
  /** The version of the item the answer was read with (docs/api.md "Versioned writes"); absent: unconditional. */
  versao?: number;
}

/**
 * A choice or quantity the server refused because the item changed in another session since the
 * modal read it: the buyer's change and the product's answers as they are now, until the buyer
 * keeps theirs ('Manter o meu') or takes the other ('Usar o valor atual').
 */
export interface AnswerConflict {
  /** The answer the buyer changed, and how: chosen, or this quantity. */
  mine: AnswerRef & { quantidadePedir?: number };
  /** The product's answers now (the chosen one holds the other value), with the item's version. */
  respostas: RespostaProdutoDto[];
}

export interface AnswersState {
  open: boolean;
  page: number;
  rows: RespostaProdutoDto[];
  total: number;
  /** Only the answers of the first this many selected products came (the server's limit); null: all of them. */
  limitedTo: number | null;
  status: LoadStatus;
  error: string | null;
  /** The answer being chosen or changed (one at a time). */
  busy: number | null;
  /** The answer being chosen: shown checked until the server answers. */
  choosing: number | null;
  /** The last refusal, on its answer's row. */
  rowError: { id: number; text: string } | null;
  /** A change refused over a newer version of its item, shown at its row. */
  conflict: AnswerConflict | null;
  /** Something changed: the lists refresh when the modal closes. */
  changed: boolean;
  discounts: Record<number, { status: 'loading' | 'loaded' | 'failed'; rows: DescontoRespostaDto[]; error: string | null }>;
}

const initialState: AnswersState = { open: false, page: 0, rows: [], total: 0, limitedTo: null, status: 'idle', error: null, busy: null, choosing: null, rowError: null, conflict: null, changed: false, discounts: {} };

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  /** The button: nothing selected warns (sagas); otherwise the modal opens on the first page. */
  answersRequested: createAction('automaticOrderAnswers/answersRequested'),
  /** The modal's close (the sagas refresh the lists after a change). */
  answersCloseRequested: createAction('automaticOrderAnswers/answersCloseRequested'),
  /** 'Usar o valor atual' on a refused change: the rows show the answers as they are now (sagas: the lists follow). */
  answerConflictTookCurrent: createAction('automaticOrderAnswers/answerConflictTookCurrent'),
};

const slice = createSlice({
  name: 'automaticOrderAnswers',
  initialState,
  reducers: {
    answersOpened() {
      return { ...initialState, open: true };
    },
    answersClosed() {
      return initialState;
    },
    answersPageRequested(state, { payload }: PayloadAction<number>) {
      state.page = Math.max(0, payload);
      state.status = 'loading';
      state.error = null;
    },
    answersLoaded(state, { payload }: PayloadAction<{ rows: RespostaProdutoDto[]; total: number; page: number; limitedTo: number | null }>) {
      Object.assign(state, payload, { status: 'loaded', error: null });
    },
    answersFailed(state, { payload }: PayloadAction<string>) {
      state.status = 'failed';
      state.error = payload;
    },
    /** The answer's checkbox: this answer is the one bought for its product in its branch. */
    answerChosen(state, { payload }: PayloadAction<AnswerRef>) {
      state.busy = payload.id;
      state.choosing = payload.id;
      state.rowError = null;
      state.conflict = null;
    },
    answerQuantityChanged(state, { payload }: PayloadAction<AnswerRef & { quantidadePedir: number }>) {
      state.busy = payload.id;
      state.rowError = null;
      state.conflict = null;
    },
    answerConflicted(state, { payload }: PayloadAction<AnswerConflict>) {
      state.busy = null;
      state.choosing = null;
      state.conflict = payload;
    },
    /** The product's answers as the server has them now (`from`: the item the change was asked for; after a move the rows name the item bought now). */
    answerChanged(state, { payload }: PayloadAction<{ from: number; respostas: RespostaProdutoDto[] }>) {
      state.busy = null;
      state.choosing = null;
      state.conflict = null;
      state.changed = true;
      const now = new Map(payload.respostas.map((row) => [row.id, row]));
      state.rows = state.rows.map((row) => (row.idPedidoItem === payload.from ? (now.get(row.id) ?? row) : row));
    },
    answerChangeFailed(state, { payload }: PayloadAction<{ id: number; text: string }>) {
      state.busy = null;
      state.choosing = null;
      state.rowError = payload;
    },
    discountsRequested(state, { payload }: PayloadAction<AnswerRef>) {
      state.discounts[payload.id] = { status: 'loading', rows: [], error: null };
    },
    discountsLoaded(state, { payload }: PayloadAction<{ id: number; rows: DescontoRespostaDto[] }>) {
      state.discounts[payload.id] = { status: 'loaded', rows: payload.rows, error: null };
    },
    discountsFailed(state, { payload }: PayloadAction<{ id: number; error: string }>) {
      state.discounts[payload.id] = { status: 'failed', rows: [], error: payload.error };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(automaticOrderActions.automaticOrderLeft, () => initialState)
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const answersActions = { ...slice.actions, ...sagaEvents };
export const answersReducer = slice.reducer;
