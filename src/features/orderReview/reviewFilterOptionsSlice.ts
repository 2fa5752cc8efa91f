import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpcaoFilialDto, OpcaoFornecedorDto, OpcaoSituacaoDto } from '../../api/pedidoAutomaticoDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/** The order filter's choices of suppliers, branches and product situations (issue 29 point 2), read when the filter first opens for a quotation. */
export interface ReviewFilterOptionsState {
  idCotacao: number | null;
  fornecedores: OpcaoFornecedorDto[];
  filiais: OpcaoFilialDto[];
  situacoesProduto: OpcaoSituacaoDto[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: ReviewFilterOptionsState = { idCotacao: null, fornecedores: [], filiais: [], situacoesProduto: [], status: 'idle' };

const slice = createSlice({
  name: 'orderReviewFilterOptions',
  initialState,
  reducers: {
    filterOptionsLoading(state, { payload }: PayloadAction<number>) {
      return { ...initialState, idCotacao: payload, status: 'loading' };
    },
    filterOptionsLoaded(state, { payload }: PayloadAction<Pick<ReviewFilterOptionsState, 'fornecedores' | 'filiais' | 'situacoesProduto'>>) {
      Object.assign(state, payload, { status: 'loaded' });
    },
    filterOptionsFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState).addCase(workspaceReset, () => initialState);
  },
});

export const reviewFilterOptionsActions = slice.actions;
export const reviewFilterOptionsReducer = slice.reducer;
