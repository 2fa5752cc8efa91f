import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { OpcaoFilialDto, OpcaoFornecedorDto } from '../../api/pedidoAutomaticoDto';
import type { FiltroEmbalagemDto, ItemEmbalagemDto, QuantidadeCalculadaDto } from '../../api/pedidoAutomaticoEmbalagemDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { rulesOf } from '../../domain/orderQuantity';
import { commitPackagingQuantity, packagingProblemMessage } from '../../domain/packagingQuantity';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import type { LimitsRequest } from './limitsForm';
import { PACKAGING_TEXTS } from './packagingTexts';

/**
 * The packaging-problem screen (spec 03 §2.4, §4.3): a page of the items with problems (the
 * server pages and filters them), the adjusted quantity of every item the buyer or the limits
 * touched (kept across pages; absent = 0, the rows start at zero), the filter, the notices.
 * Only accepted quantities are ever stored here: a refused one leaves the row as it was. A
 * quantity the buyer typed is theirs: 'Aplicar' computes the other rows and leaves it as typed
 * (typing 0 clears the row, and it is the limits' again).
 */
export type NoticeTone = 'success' | 'warning' | 'error' | 'info';

export interface PackagingNotice {
  tone: NoticeTone;
  text: string;
}

export interface PackagingProblemsState {
  idCotacao: number | null;
  filter: FiltroEmbalagemDto;
  page: number;
  rows: ItemEmbalagemDto[];
  total: number;
  loading: boolean;
  /** The first load has answered (the empty state is the quotation's, not a filter's). */
  loaded: boolean;
  error: string | null;
  adjusted: Record<number, number>;
  /** Rows whose adjusted quantity the buyer typed: 'Aplicar' does not touch them. */
  typed: Record<number, true>;
  /** Why 'Aplicar' left a row unresolved, by item id. */
  unresolved: Record<number, string>;
  suppliers: OpcaoFornecedorDto[];
  branches: OpcaoFilialDto[];
  notice: PackagingNotice | null;
  /** The last refused value's reason, shown at its row's input until the next edit. */
  refusal: { id: number; product: string; message: string; typed: string } | null;
  applying: boolean;
  confirming: boolean;
}

export const initialPackagingProblemsState: PackagingProblemsState = {
  idCotacao: null,
  filter: {},
  page: 0,
  rows: [],
  total: 0,
  loading: false,
  loaded: false,
  error: null,
  adjusted: {},
  typed: {},
  unresolved: {},
  suppliers: [],
  branches: [],
  notice: null,
  refusal: null,
  applying: false,
  confirming: false,
};

/** Quantities from the server or the buyer: 0 clears the row. */
function setQuantity(adjusted: Record<number, number>, id: number, value: number) {
  if (value > 0) adjusted[id] = value;
  else delete adjusted[id];
}

const setAdjusted = (state: PackagingProblemsState, id: number, value: number) => setQuantity(state.adjusted, id, value);

const packagingProblemsSlice = createSlice({
  name: 'packagingProblems',
  initialState: initialPackagingProblemsState,
  reducers: {
    /** The page opened for a quotation: its first page and the filter options load. */
    packagingEntered(state, { payload }: PayloadAction<{ idCotacao: number }>) {
      Object.assign(state, initialPackagingProblemsState, { idCotacao: payload.idCotacao, loading: true });
    },
    packagingLeft: () => initialPackagingProblemsState,
    optionsLoaded(state, { payload }: PayloadAction<{ suppliers: OpcaoFornecedorDto[]; branches: OpcaoFilialDto[] }>) {
      state.suppliers = payload.suppliers;
      state.branches = payload.branches;
    },
    pageRequested(state, { payload }: PayloadAction<number>) {
      state.page = payload;
      state.loading = true;
      state.error = null;
    },
    /** 'Filtrar' (the saga checks that something is chosen first) or 'Limpar'. */
    filterSubmitted(state, { payload }: PayloadAction<{ filter: FiltroEmbalagemDto; announce: boolean }>) {
      state.notice = null;
      if (payload.announce && !payload.filter.produto && !payload.filter.cnpjFornecedor && !payload.filter.cnpjFilial) {
        state.notice = { tone: 'warning', text: PACKAGING_TEXTS.nothingSelected };
        return;
      }
      Object.assign(state, { filter: payload.filter, page: 0, loading: true, error: null });
    },
    pageLoaded(state, { payload }: PayloadAction<{ rows: ItemEmbalagemDto[]; total: number; notice?: PackagingNotice }>) {
      Object.assign(state, { rows: payload.rows, total: payload.total, loading: false, loaded: true, error: null });
      if (payload.notice) state.notice = payload.notice;
    },
    pageFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { loading: false, error: payload });
    },
    /** The buyer left a row's input (blur or Enter): the rule of §5 keeps or reverts it. */
    rowCommitted(state, { payload }: PayloadAction<{ id: number; text: string }>) {
      const row = state.rows.find((candidate) => candidate.idPedidoItem === payload.id);
      if (!row) return;
      const rules = rulesOf({ qtdePedida: row.quantidade, qtdeEmbalagem: row.quantidadeEmbalagem, qtdeMinima: row.quantidadeMinima, quantidadeFixa: row.quantidadeFixa });
      const { value, problem } = commitPackagingQuantity(payload.text, state.adjusted[payload.id] ?? 0, rules);
      state.refusal = problem ? { id: payload.id, product: row.produto, message: packagingProblemMessage(problem, rules), typed: payload.text } : null;
      if (problem) return;
      setAdjusted(state, payload.id, value);
      delete state.unresolved[payload.id];
      if (value > 0) state.typed[payload.id] = true;
      else delete state.typed[payload.id];
    },
    /** The buyer types again: the last refusal's reason goes. */
    refusalDismissed(state) {
      state.refusal = null;
    },
    adjustmentsCleared(state) {
      state.adjusted = {};
      state.typed = {};
      state.unresolved = {};
      state.refusal = null;
      state.notice = null;
    },
    limitsApplied(state, _action: PayloadAction<LimitsRequest>) {
      state.applying = true;
      state.notice = null;
      state.refusal = null;
    },
    /** 'Aplicar' answered: every row takes its computed quantity (or its reason) except those the buyer typed. */
    quantitiesComputed(state, { payload }: PayloadAction<QuantidadeCalculadaDto[]>) {
      // Thousands of rows (19,339 on the power quotation): written into plain copies, then stored
      // once, not one draft write per row (issue 31: that was a 160 ms task).
      const typed = current(state.typed);
      const adjusted = { ...current(state.adjusted) };
      const unresolved = { ...current(state.unresolved) };
      let resolved = 0;
      let kept = 0;
      for (const { idPedidoItem, quantidade, motivo } of payload) {
        if (typed[idPedidoItem]) {
          kept += 1;
          continue;
        }
        setQuantity(adjusted, idPedidoItem, quantidade);
        if (quantidade > 0) resolved += 1;
        if (quantidade > 0 || !motivo) delete unresolved[idPedidoItem];
        else unresolved[idPedidoItem] = motivo;
      }
      // Frozen here (their values are numbers and texts): the store's freeze skips their 19,339 keys.
      state.adjusted = Object.freeze(adjusted);
      state.unresolved = Object.freeze(unresolved);
      state.applying = false;
      state.notice = { tone: 'success', text: PACKAGING_TEXTS.applied(resolved, kept) };
    },
    confirmRequested(state) {
      state.notice = null;
      if (Object.keys(state.adjusted).length === 0) state.notice = { tone: 'warning', text: PACKAGING_TEXTS.noneResolved };
      else state.confirming = true;
    },
    commandFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { applying: false, confirming: false, notice: { tone: 'error', text: payload } });
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialPackagingProblemsState).addCase(workspaceReset, () => initialPackagingProblemsState),
});

export const packagingActions = packagingProblemsSlice.actions;
export const packagingProblemsReducer = packagingProblemsSlice.reducer;
