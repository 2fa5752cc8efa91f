import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Step 2's catalogue search: what is typed and the page of results (ids into the products table). */
export interface WizardSearchState {
  text: string;
  ids: number[];
  total: number;
  page: number;
  loading: boolean;
  error: string | null;
}

export const PRODUCT_SEARCH_PAGE_SIZE = 10;
export const initialSearchState: WizardSearchState = { text: '', ids: [], total: 0, page: 0, loading: false, error: null };

const searchSlice = createSlice({
  name: 'quotationWizard',
  initialState: initialSearchState,
  reducers: {
    productSearchChanged(state, { payload }: PayloadAction<string>) {
      state.text = payload;
      state.page = 0;
    },
    productSearchPageChanged(state, { payload }: PayloadAction<number>) {
      state.page = payload;
    },
    productSearchStarted(state) {
      state.loading = true;
      state.error = null;
    },
    productSearchLoaded(state, { payload }: PayloadAction<{ ids: number[]; total: number }>) {
      Object.assign(state, { ...payload, loading: false });
    },
    productSearchFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { ids: [], total: 0, loading: false, error: payload });
    },
  },
});

export const searchActions = searchSlice.actions;
export const wizardSearchReducer = searchSlice.reducer;
