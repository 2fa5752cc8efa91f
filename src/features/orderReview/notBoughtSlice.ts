import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilialNaoCompradoDto, FiltroNaoCompradosDto, FornecedorNaoCompradoDto, ProdutoNaoCompradoDto, TipoExportacaoNaoComprados } from '../../api/naoCompradosDto';
import { DEFAULT_NOT_BOUGHT_SITUATIONS, isNotBoughtFilterComplete, type NotBoughtSituation } from '../../domain/notBought';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { orderReviewActions } from './orderReviewSlice';
import type { LoadStatus } from '../../shared/lib/loadStatus';
import { FILTER_DONE, FILTER_EMPTY, FILTER_INCOMPLETE } from './notBoughtTexts';

/**
 * 'Ver produtos não comprados' (spec 03 §2.6, §3.4, §5; issue 12 part 7): the modal's options
 * (suppliers and branches), the filter being edited (`draft`) and the one the table shows
 * (`applied`: 'Filtrar' applies the draft, the files follow the table), the page of products
 * (5 per page), the notice and the file being prepared.
 */
export type NotBoughtFile = 'planilha' | 'cotacao';

export interface NotBoughtNotice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

export interface NotBoughtState {
  open: boolean;
  idCotacao: number | null;
  options: { suppliers: FornecedorNaoCompradoDto[]; branches: FilialNaoCompradoDto[]; status: LoadStatus; error: string | null };
  draft: FiltroNaoCompradosDto | null;
  applied: FiltroNaoCompradosDto | null;
  page: number;
  list: { rows: ProdutoNaoCompradoDto[]; total: number; status: LoadStatus; error: string | null };
  /** 'Filtrar' was pressed: the answer says how it went. */
  announce: boolean;
  notice: NotBoughtNotice | null;
  exportType: TipoExportacaoNaoComprados;
  preparing: NotBoughtFile | null;
}

const initialState: NotBoughtState = {
  open: false,
  idCotacao: null,
  options: { suppliers: [], branches: [], status: 'idle', error: null },
  draft: null,
  applied: null,
  page: 0,
  list: { rows: [], total: 0, status: 'idle', error: null },
  announce: false,
  notice: null,
  exportType: 'xlsx',
  preparing: null,
};

const toggle = (list: string[], value: string): string[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

const slice = createSlice({
  name: 'orderReviewNotBought',
  initialState,
  reducers: {
    /** Opening it again shows the same filter and page, read again (an order may have changed meanwhile). */
    notBoughtOpened(state, { payload }: PayloadAction<{ idCotacao: number }>) {
      if (state.idCotacao !== payload.idCotacao) return { ...initialState, open: true, idCotacao: payload.idCotacao };
      state.open = true;
      state.notice = null;
      if (state.applied) state.list.status = 'loading';
      if (state.options.status === 'failed') state.options.status = 'idle';
      return undefined;
    },
    notBoughtClosed(state) {
      state.open = false;
    },
    optionsLoading(state) {
      state.options.status = 'loading';
      state.options.error = null;
    },
    /** The first options choose everything, with the situations of spec 03 §5, and show that list. */
    optionsLoaded(state, { payload }: PayloadAction<{ suppliers: FornecedorNaoCompradoDto[]; branches: FilialNaoCompradoDto[] }>) {
      state.options = { ...payload, status: 'loaded', error: null };
      if (state.draft) return;
      state.draft = { cnpjFornecedores: payload.suppliers.map((s) => s.cnpj), cnpjFiliais: payload.branches.map((b) => b.cnpjCliente), ...DEFAULT_NOT_BOUGHT_SITUATIONS };
      state.applied = state.draft;
      state.page = 0;
      state.list.status = 'loading';
    },
    optionsFailed(state, { payload }: PayloadAction<string>) {
      state.options = { suppliers: [], branches: [], status: 'failed', error: payload };
    },
    supplierToggled(state, { payload }: PayloadAction<string>) {
      if (state.draft) state.draft.cnpjFornecedores = toggle(state.draft.cnpjFornecedores, payload);
    },
    branchToggled(state, { payload }: PayloadAction<string>) {
      if (state.draft) state.draft.cnpjFiliais = toggle(state.draft.cnpjFiliais, payload);
    },
    /** A panel's switch: all on or all off. */
    allSuppliersSwitched(state, { payload }: PayloadAction<boolean>) {
      if (state.draft) state.draft.cnpjFornecedores = payload ? state.options.suppliers.map((s) => s.cnpj) : [];
    },
    allBranchesSwitched(state, { payload }: PayloadAction<boolean>) {
      if (state.draft) state.draft.cnpjFiliais = payload ? state.options.branches.map((b) => b.cnpjCliente) : [];
    },
    situationToggled(state, { payload }: PayloadAction<NotBoughtSituation>) {
      if (state.draft) state.draft[payload] = !state.draft[payload];
    },
    /** 'Filtrar': the draft becomes the table's filter, unless it chooses no situation, supplier or branch. */
    filterRequested(state) {
      if (!state.draft) return;
      if (!isNotBoughtFilterComplete(state.draft)) {
        state.notice = { tone: 'warning', text: FILTER_INCOMPLETE };
        return;
      }
      state.applied = state.draft;
      state.page = 0;
      state.list.status = 'loading';
      state.announce = true;
      state.notice = null;
    },
    pageRequested(state, { payload }: PayloadAction<number>) {
      state.page = payload;
      state.list.status = 'loading';
    },
    /** 'Tentar novamente' after a failed read. */
    listRetried(state) {
      if (state.applied) state.list.status = 'loading';
      if (state.options.status === 'failed') state.options.status = 'idle';
    },
    listLoaded(state, { payload }: PayloadAction<{ rows: ProdutoNaoCompradoDto[]; total: number }>) {
      state.list = { ...payload, status: 'loaded', error: null };
      if (state.announce) state.notice = { tone: payload.total > 0 ? 'success' : 'warning', text: payload.total > 0 ? FILTER_DONE : FILTER_EMPTY };
      state.announce = false;
    },
    listFailed(state, { payload }: PayloadAction<string>) {
      state.list = { rows: [], total: 0, status: 'failed', error: payload };
      state.announce = false;
    },
    exportTypeChosen(state, { payload }: PayloadAction<TipoExportacaoNaoComprados>) {
      state.exportType = payload;
    },
    /** 'Exportar Planilha' or 'Gerar arquivo de cotação' (one at a time). */
    fileRequested(state, { payload }: PayloadAction<NotBoughtFile>) {
      if (state.preparing === null) state.preparing = payload;
      state.notice = null;
    },
    fileFinished(state, { payload }: PayloadAction<string | null>) {
      state.preparing = null;
      state.notice = payload ? { tone: 'error', text: payload } : null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState)
      // Coming back to the page (or to another quotation's): the modal is closed.
      .addCase(orderReviewActions.reviewEntered, (state, { payload }) => (state.idCotacao === payload.idCotacao ? { ...state, open: false } : initialState));
  },
});

export const notBoughtActions = slice.actions;
export const notBoughtReducer = slice.reducer;
