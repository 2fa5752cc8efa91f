import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RespostaFilialDto } from '../../api/resumoRespostaDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { summaryAddressRead, summaryLeft } from './summarySlice';

/** 'Visualizar respostas por filial' of each supplier–representative block (spec 02 §2.1): branch rows and ignoring. */
export const BRANCH_PAGE_SIZE = 10;

export interface Pair {
  idFornecedor: number;
  idRepresentante: number;
}

export const pairKey = (pair: Pair): string => `${pair.idFornecedor}:${pair.idRepresentante}`;

export interface BranchPanel {
  open: boolean;
  rows: RespostaFilialDto[];
  total: number;
  page: number;
  loading: boolean;
  error: string | null;
  /** Every answer of the representative is ignored (totalmenteSelecionada). */
  allIgnored: boolean;
}

const closedPanel: BranchPanel = { open: false, rows: [], total: 0, page: 0, loading: false, error: null, allIgnored: false };

export type BranchPanelsState = Record<string, BranchPanel>;

const slice = createSlice({
  name: 'summary/branchPanels',
  initialState: {} as BranchPanelsState,
  reducers: {
    branchPanelToggled(state, { payload }: PayloadAction<Pair>) {
      const key = pairKey(payload);
      state[key] = { ...(state[key] ?? closedPanel), open: !state[key]?.open };
    },
    branchPageChanged(state, { payload }: PayloadAction<Pair & { page: number }>) {
      const panel = state[pairKey(payload)];
      if (panel) panel.page = payload.page;
    },
    branchPanelLoadStarted(state, { payload }: PayloadAction<string>) {
      if (state[payload]) Object.assign(state[payload], { loading: true, error: null });
    },
    branchPanelLoaded(state, { payload }: PayloadAction<{ key: string; rows: RespostaFilialDto[]; total: number; allIgnored: boolean }>) {
      const { key, ...data } = payload;
      if (state[key]) Object.assign(state[key], data, { loading: false, error: null });
    },
    branchPanelFailed(state, { payload }: PayloadAction<{ key: string; message: string }>) {
      if (state[payload.key]) Object.assign(state[payload.key], { loading: false, error: payload.message });
    },
    /** Ignore one branch's answer (or take it back); shown at once, the panel reloads after the server answers. */
    answerIgnoreToggled(state, { payload }: PayloadAction<Pair & { idResposta: number; ignorar: boolean }>) {
      const row = state[pairKey(payload)]?.rows.find((r) => r.idResposta === payload.idResposta);
      if (row) row.respostasIgnorada = payload.ignorar;
    },
    /** Ignore every answer of the representative (or none). */
    representativeIgnoreToggled(state, { payload }: PayloadAction<Pair & { ignorar: boolean }>) {
      const panel = state[pairKey(payload)];
      if (!panel) return;
      panel.allIgnored = payload.ignorar;
      for (const row of panel.rows) row.respostasIgnorada = payload.ignorar;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionCleared, () => ({}))
      .addCase(workspaceReset, () => ({}))
      .addCase(summaryLeft, () => ({}))
      .addCase(summaryAddressRead, () => ({})),
});

export const { branchPanelToggled, branchPageChanged, branchPanelLoadStarted, branchPanelLoaded, branchPanelFailed, answerIgnoreToggled, representativeIgnoreToggled } = slice.actions;
export const branchPanelsReducer = slice.reducer;

/** A pair's panel should be read again (a payment condition changed). */
export const branchPanelRefreshRequested = createAction<Pair>('summary/branchPanelRefreshRequested');
