import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CategoriaResposta } from '../../api/dto';
import type { CondicaoPagamentoOpcaoDto, DadosIntegracaoChave, DadosIntegracaoDto, FiltroFornecedorDto, MotivoDetalhadoDto, RespostaDetalheDto, RespostaItemDto } from '../../api/resumoRespostaDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { summaryAddressRead, summaryLeft } from './summarySlice';

/** The summary's own dialogs (spec 02 §2.1 "Modals reachable here"; the quotation commands are another feature's). */
export const ITEMS_PAGE_SIZE = 6;

export type SummaryDialog =
  | { kind: 'filter' }
  | { kind: 'flag'; idFornecedor: number; idRepresentante: number; motivoResposta: CategoriaResposta; title: string }
  | { kind: 'payment'; idResposta: number; nomeCliente: string; idFornecedor: number; idRepresentante: number }
  | { kind: 'details'; idResposta: number }
  | { kind: 'integration'; chave: DadosIntegracaoChave; nomeCliente: string };

export interface ItemsQuery {
  page: number;
  sortKey: string;
  asc: boolean;
  searchKey: string;
}

export interface DialogsState {
  open: SummaryDialog | null;
  loading: boolean;
  error: string | null;
  filterOptions: FiltroFornecedorDto[] | null;
  flagDetails: MotivoDetalhadoDto | null;
  paymentOptions: CondicaoPagamentoOpcaoDto[] | null;
  saving: boolean;
  /** The result of a save inside a dialog (integration data: 'Dados atualizados com sucesso' / 'Erro ao atualizar dados'). */
  result: { ok: boolean; message: string } | null;
  details: { header: RespostaDetalheDto | null; items: RespostaItemDto[]; total: number; query: ItemsQuery; itemsLoading: boolean };
  integration: DadosIntegracaoDto | null;
}

const initialQuery: ItemsQuery = { page: 0, sortKey: 'descricaoProduto', asc: true, searchKey: '' };

export const initialDialogsState: DialogsState = {
  open: null,
  loading: false,
  error: null,
  filterOptions: null,
  flagDetails: null,
  paymentOptions: null,
  saving: false,
  result: null,
  details: { header: null, items: [], total: 0, query: initialQuery, itemsLoading: false },
  integration: null,
};

const slice = createSlice({
  name: 'summary/dialogs',
  initialState: initialDialogsState,
  reducers: {
    dialogOpened(state, { payload }: PayloadAction<SummaryDialog>) {
      return { ...initialDialogsState, filterOptions: state.filterOptions, open: payload, loading: payload.kind !== 'filter' || !state.filterOptions };
    },
    dialogClosed(state) {
      return { ...initialDialogsState, filterOptions: state.filterOptions };
    },
    dialogFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { loading: false, saving: false, error: payload });
    },
    filterOptionsLoaded(state, { payload }: PayloadAction<FiltroFornecedorDto[]>) {
      Object.assign(state, { loading: false, filterOptions: payload });
    },
    flagDetailsLoaded(state, { payload }: PayloadAction<MotivoDetalhadoDto>) {
      Object.assign(state, { loading: false, flagDetails: payload });
    },
    paymentOptionsLoaded(state, { payload }: PayloadAction<CondicaoPagamentoOpcaoDto[]>) {
      Object.assign(state, { loading: false, paymentOptions: payload });
    },
    paymentConditionChosen(state, _action: PayloadAction<{ idCondicao: number }>) {
      Object.assign(state, { saving: true, error: null });
    },
    detailsHeaderLoaded(state, { payload }: PayloadAction<RespostaDetalheDto>) {
      state.loading = false;
      state.details.header = payload;
    },
    itemsQueryChanged(state, { payload }: PayloadAction<Partial<ItemsQuery>>) {
      const query = state.details.query;
      const resetsPage = payload.sortKey !== undefined || payload.asc !== undefined || payload.searchKey !== undefined;
      state.details.query = { ...query, ...payload, page: payload.page ?? (resetsPage ? 0 : query.page) };
      state.details.itemsLoading = true;
    },
    itemsLoaded(state, { payload }: PayloadAction<{ items: RespostaItemDto[]; total: number }>) {
      Object.assign(state.details, payload, { itemsLoading: false });
    },
    integrationLoaded(state, { payload }: PayloadAction<DadosIntegracaoDto>) {
      Object.assign(state, { loading: false, integration: payload });
    },
    integrationSubmitted(state, _action: PayloadAction<DadosIntegracaoDto>) {
      Object.assign(state, { saving: true, result: null });
    },
    dialogSaveFinished(state, { payload }: PayloadAction<{ ok: boolean; message: string }>) {
      Object.assign(state, { saving: false, result: payload });
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionCleared, () => initialDialogsState)
      .addCase(workspaceReset, () => initialDialogsState)
      .addCase(summaryLeft, () => initialDialogsState)
      .addCase(summaryAddressRead, (state) => ({ ...state, open: state.open?.kind === 'filter' ? null : state.open })),
});

export const {
  dialogOpened,
  dialogClosed,
  dialogFailed,
  filterOptionsLoaded,
  flagDetailsLoaded,
  paymentOptionsLoaded,
  paymentConditionChosen,
  detailsHeaderLoaded,
  itemsQueryChanged,
  itemsLoaded,
  integrationLoaded,
  integrationSubmitted,
  dialogSaveFinished,
} = slice.actions;
export const summaryDialogsReducer = slice.reducer;
