import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BotoesResumoDto, FornecedorResumoDto } from '../../api/resumoRespostaDto';
import type { CategoriaDto, CategoriaResposta, FilialDto } from '../../api/dto';
import { sessionCleared } from '../../entities/entitiesActions';
import { DEFAULT_CATEGORIES, moveCategory, toggleCategory } from '../../domain/responseCategories';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/** The summary screen's state (spec 02 §2.1): button flags, branches, categories and the supplier page. */
export interface SummaryAddress {
  idCotacao: number;
  page: number;
  size: number;
  idFornecedor: number | null;
  idRepresentante: number | null;
}

export interface Notice {
  severity: 'error' | 'info' | 'success';
  message: string;
}

export interface SummaryState {
  address: SummaryAddress | null;
  buttons: BotoesResumoDto | null;
  branches: FilialDto[];
  categories: CategoriaDto[];
  /** Loading the categories failed: the seven defaults are shown. */
  categoriesFallback: boolean;
  /** loaded: some read finished (the empty message waits for it). */
  suppliers: { rows: FornecedorResumoDto[]; total: number; loading: boolean; loaded: boolean; error: string | null };
  notice: Notice | null;
  busy: { exporting: boolean; verifying: boolean };
}

export const initialSummaryState: SummaryState = {
  address: null,
  buttons: null,
  branches: [],
  categories: [],
  categoriesFallback: false,
  suppliers: { rows: [], total: 0, loading: false, loaded: false, error: null },
  notice: null,
  busy: { exporting: false, verifying: false },
};

const summarySlice = createSlice({
  name: 'summary',
  initialState: initialSummaryState,
  reducers: {
    /** The address was read (entering, reload, deep link, pager, filter): everything of another quotation goes. */
    summaryAddressRead(state, { payload }: PayloadAction<SummaryAddress>) {
      if (state.address?.idCotacao !== payload.idCotacao) Object.assign(state, initialSummaryState);
      state.address = payload;
    },
    summaryLeft(state) {
      Object.assign(state, initialSummaryState);
    },
    buttonsLoaded(state, { payload }: PayloadAction<BotoesResumoDto | null>) {
      state.buttons = payload;
    },
    branchesLoaded(state, { payload }: PayloadAction<FilialDto[]>) {
      state.branches = payload;
    },
    categoriesLoaded(state, { payload }: PayloadAction<CategoriaDto[] | null>) {
      state.categories = payload ?? [...DEFAULT_CATEGORIES];
      state.categoriesFallback = payload === null;
    },
    /** The category document was saved at this version (its next save goes over it). */
    categoriesVersionChanged(state, { payload }: PayloadAction<number>) {
      for (const category of state.categories) category.versao = payload;
    },
    categoryToggled(state, { payload }: PayloadAction<CategoriaResposta>) {
      state.categories = toggleCategory(state.categories, payload);
    },
    /** 'Limpar filtros' on an empty list: every category on again. */
    categoriesAllActivated(state) {
      state.categories = state.categories.map((c) => ({ ...c, ativo: true }));
    },
    categoryMoved(state, { payload }: PayloadAction<{ from: number; to: number }>) {
      state.categories = moveCategory(state.categories, payload.from, payload.to);
    },
    suppliersLoadStarted(state) {
      state.suppliers.loading = true;
      state.suppliers.error = null;
    },
    suppliersLoaded(state, { payload }: PayloadAction<{ rows: FornecedorResumoDto[]; total: number }>) {
      state.suppliers = { ...payload, loading: false, loaded: true, error: null };
    },
    suppliersFailed(state, { payload }: PayloadAction<string>) {
      state.suppliers = { rows: [], total: 0, loading: false, loaded: true, error: payload };
    },
    exportRequested(state) {
      state.busy.exporting = true;
    },
    verifyRequested(state) {
      state.busy.verifying = true;
    },
    actionFinished(state, { payload }: PayloadAction<Notice | null>) {
      state.busy = { exporting: false, verifying: false };
      if (payload) state.notice = payload;
    },
    noticeShown(state, { payload }: PayloadAction<Notice>) {
      state.notice = payload;
    },
    noticeClosed(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialSummaryState).addCase(workspaceReset, () => initialSummaryState),
});

export const {
  summaryAddressRead,
  summaryLeft,
  buttonsLoaded,
  branchesLoaded,
  categoriesLoaded,
  categoriesVersionChanged,
  categoryToggled,
  categoryMoved,
  categoriesAllActivated,
  suppliersLoadStarted,
  suppliersLoaded,
  suppliersFailed,
  exportRequested,
  verifyRequested,
  actionFinished,
  noticeShown,
  noticeClosed,
} = summarySlice.actions;
export const summaryScreenReducer = summarySlice.reducer;

/** The supplier page should be read again (categories saved, an answer ignored). */
export const suppliersRefreshRequested = createAction('summary/suppliersRefreshRequested');
