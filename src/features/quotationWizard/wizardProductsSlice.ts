import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { CotacaoItemDto, LinhaIgnoradaDto, LinhasSomadasDto, ModoCompra, PrazoPagamentoDto } from '../../api/cotacaoDto';
import { wizardLoaded } from './wizardLifecycle';

/** Step 2's products: the purchase modes, the quotation's items (by product), the selection, the last file's report, the payment terms dialog. */
export interface ImportReport {
  arquivo: string;
  /** File lines used, and the products they became (repeated EANs are summed into one). */
  importadas: number;
  produtos: number;
  somadas: LinhasSomadasDto[];
  ignoradas: LinhaIgnoradaDto[];
}

export const itemsAdapter = createEntityAdapter<CotacaoItemDto, number>({ selectId: (item) => item.idProduto });

export interface WizardProductsState {
  buscaDeProduto: ModoCompra;
  arquivosDeFalta: ModoCompra;
  items: EntityState<CotacaoItemDto, number>;
  selectedItems: number[];
  importReport: ImportReport | null;
  terms: { open: boolean; rows: PrazoPagamentoDto[]; loading: boolean };
}

export const initialProductsState: WizardProductsState = {
  buscaDeProduto: '',
  arquivosDeFalta: '',
  items: itemsAdapter.getInitialState(),
  selectedItems: [],
  importReport: null,
  terms: { open: false, rows: [], loading: false },
};

function setItems(state: WizardProductsState, items: CotacaoItemDto[]): void {
  itemsAdapter.setAll(state.items, items);
  state.selectedItems = state.selectedItems.filter((id) => state.items.entities[id] !== undefined);
}

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  itemAddRequested: createAction<{ idProduto: number; quantidade: number; label: string }>('quotationWizard/itemAddRequested'),
  selectedItemsDeleteRequested: createAction('quotationWizard/selectedItemsDeleteRequested'),
  /** The key of the chosen file in chosenFiles.ts. */
  shortageFileChosen: createAction<string>('quotationWizard/shortageFileChosen'),
};

const productsSlice = createSlice({
  name: 'quotationWizard',
  initialState: initialProductsState,
  reducers: {
    /** Saved at once (queued): the file's mode decides how imported rows are read, and a reload keeps both. */
    purchaseModeChanged(state, { payload }: PayloadAction<ModoCompra>) {
      state.buscaDeProduto = payload;
    },
    shortageModeChanged(state, { payload }: PayloadAction<ModoCompra>) {
      state.arquivosDeFalta = payload;
    },
    itemsChanged(state, { payload }: PayloadAction<CotacaoItemDto[]>) {
      setItems(state, payload);
    },
    itemSelectionToggled(state, { payload }: PayloadAction<number>) {
      const at = state.selectedItems.indexOf(payload);
      if (at >= 0) state.selectedItems.splice(at, 1);
      else state.selectedItems.push(payload);
    },
    itemSelectionSet(state, { payload }: PayloadAction<{ ids: number[]; selected: boolean }>) {
      const rest = state.selectedItems.filter((id) => !payload.ids.includes(id));
      state.selectedItems = payload.selected ? [...rest, ...payload.ids] : rest;
    },
    shortageFileImported(state, { payload }: PayloadAction<ImportReport & { items: CotacaoItemDto[] }>) {
      const { items, ...report } = payload;
      setItems(state, items);
      state.importReport = report;
    },
    termsOpened(state) {
      state.terms = { open: true, rows: [], loading: true };
    },
    termsLoaded(state, { payload }: PayloadAction<PrazoPagamentoDto[]>) {
      state.terms.rows = payload;
      state.terms.loading = false;
    },
    /** Queued like every save: a second save while the first is in flight is sent after it, not dropped. */
    termsSaveRequested(state, { payload }: PayloadAction<PrazoPagamentoDto[]>) {
      state.terms = { open: false, rows: payload, loading: false };
    },
    termsSaved(state, { payload }: PayloadAction<PrazoPagamentoDto[]>) {
      state.terms.rows = payload;
    },
    termsClosed(state) {
      state.terms.open = false;
      state.terms.loading = false;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(wizardLoaded, (state, { payload }) => {
      setItems(state, payload.items);
      if (payload.cadastro) {
        state.buscaDeProduto = payload.cadastro.buscaDeProduto;
        state.arquivosDeFalta = payload.cadastro.arquivosDeFalta;
      }
    }),
});

export const productsActions = { ...productsSlice.actions, ...sagaEvents };
export const wizardProductsReducer = productsSlice.reducer;
