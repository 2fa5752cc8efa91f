import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilialProdutoDto, OpcaoFilialProdutoDto } from '../../../api/pedidoAutomaticoMassEditDto';
import { sessionCleared } from '../../../entities/entitiesActions';
import { orderItemsProductPatched } from '../../../entities/orderItemsSlice';
import { workspaceReset } from '../../../shared/lib/workspaceReset';
import { automaticOrderActions } from '../automaticOrderSlice';
import { automaticOrderRestarted } from '../confirm/confirmSlice';
import { SELECT_BRANCH_TO_DELETE } from './massEditTexts';

/**
 * The mass-edit modal of one product (spec 03 §2.3, §4.2, issue 11 part 2): the product, the
 * branch filter (multi-select of the product's branches), the branch checklist (10 per page; the
 * selection spans pages), the running mass action, its refusal and the warning naming the
 * branches left unchanged.
 */
export const MASS_EDIT_PAGE_SIZE = 10;

export interface MassEditProduct {
  idProduto: number;
  codBarras: string;
  descricao: string;
  fabricante: string;
}

export type MassAction = 'quantity' | 'answer' | 'delete' | 'confirm';

export interface MassEditState {
  product: MassEditProduct | null;
  options: OpcaoFilialProdutoDto[];
  optionsStatus: 'loading' | 'loaded' | 'failed';
  /** Branches chosen in the filter (cnpj); empty: all. */
  filter: string[];
  branches: { rows: FilialProdutoDto[]; page: number; total: number; status: 'loading' | 'loaded' | 'failed' };
  /** Checked branches (cnpj), across pages. */
  selected: string[];
  running: MassAction | null;
  error: string | null;
  /** The last change's message and the branches it left unchanged (cnpj → reason). */
  result: { mensagem: string; unchanged: Record<string, string>; kind?: MassAction } | null;
  /** Bumped by the mass quantity's item patch itself (same action): the open grids apply it at once. */
  patches: number;
}

const initialState: MassEditState = {
  product: null,
  options: [],
  optionsStatus: 'loading',
  filter: [],
  branches: { rows: [], page: 0, total: 0, status: 'loading' },
  selected: [],
  running: null,
  error: null,
  result: null,
  patches: 0,
};

const slice = createSlice({
  name: 'automaticOrderMassEdit',
  initialState,
  reducers: {
    massEditOpened(state, { payload }: PayloadAction<MassEditProduct>) {
      return { ...initialState, product: payload, patches: state.patches };
    },
    massEditClosed() {
      return initialState;
    },
    optionsLoaded(state, { payload }: PayloadAction<OpcaoFilialProdutoDto[]>) {
      state.options = payload;
      state.optionsStatus = 'loaded';
    },
    optionsFailed(state) {
      state.optionsStatus = 'failed';
    },
    branchFilterChanged(state, { payload }: PayloadAction<string[]>) {
      state.filter = payload;
      state.branches = { ...state.branches, page: 0, status: 'loading' };
    },
    branchPageRequested(state, { payload }: PayloadAction<number>) {
      state.branches = { ...state.branches, page: payload, status: 'loading' };
    },
    branchesLoaded(state, { payload }: PayloadAction<{ rows: FilialProdutoDto[]; page: number; total: number }>) {
      state.branches = { ...payload, status: 'loaded' };
    },
    branchesFailed(state) {
      state.branches.status = 'failed';
    },
    branchToggled(state, { payload }: PayloadAction<string>) {
      state.selected = state.selected.includes(payload) ? state.selected.filter((cnpj) => cnpj !== payload) : [...state.selected, payload];
      state.error = null;
    },
    /** Checks or unchecks these branches (a page, or every branch the filter shows). */
    branchesSelected(state, { payload }: PayloadAction<{ cnpjs: string[]; selected: boolean }>) {
      const those = new Set(payload.cnpjs);
      const kept = state.selected.filter((cnpj) => !those.has(cnpj));
      state.selected = payload.selected ? [...kept, ...payload.cnpjs] : kept;
      state.error = null;
    },
    massQuantityRequested(state, _action: PayloadAction<number>) {
      state.running = 'quantity';
      state.error = null;
    },
    massAnswerRequested(state, _action: PayloadAction<number>) {
      state.running = 'answer';
      state.error = null;
    },
    /** 'Excluir' needs at least one branch checked (spec 03 §4.2). */
    branchDeleteRequested(state) {
      if (state.selected.length === 0) {
        state.error = SELECT_BRANCH_TO_DELETE;
        return;
      }
      state.running = 'delete';
      state.error = null;
    },
    massEditConfirmRequested(state) {
      state.running = 'confirm';
      state.error = null;
    },
    massActionDone(state, { payload }: PayloadAction<{ mensagem: string; unchanged: Record<string, string> }>) {
      // The change that left branches unchanged says which heading explains them.
      state.result = { ...payload, kind: state.running ?? undefined };
      state.running = null;
    },
    massActionRefused(state, { payload }: PayloadAction<string>) {
      state.running = null;
      state.error = payload;
    },
    resultDismissed(state) {
      state.result = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(orderItemsProductPatched, (state) => {
      state.patches += 1;
    });
    builder.addCase(automaticOrderActions.automaticOrderLeft, () => initialState).addCase(automaticOrderRestarted, () => initialState).addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
  },
});

export const massEditActions = slice.actions;
export const massEditReducer = slice.reducer;
