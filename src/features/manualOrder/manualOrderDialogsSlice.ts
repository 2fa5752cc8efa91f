import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NegociacaoDetalheDto } from '../../api/pedidoManualDto';
import type { AlteracaoEmMassaManualDto, MenorRespostaFilialDto } from '../../api/pedidoManualMassaDto';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { branchMarkSettled, branchToggleRequested, manualOrderEntered, manualOrderReset, markConflictClosed, markConflicted, type MarkConflict } from './manualOrderEvents';
import type { LoadStatus } from '../../shared/lib/loadStatus';

/**
 * The page's dialogs and notices (spec 02 §2.2, issue 13 part 5): the mass change of one product
 * across branches (its branches with their cheapest answer, the branches chosen, the change and
 * its result), the discount breakdown of an answer, and the result of 'comprar desta resposta'.
 */
export interface MassResult {
  sucesso: boolean;
  mensagem: string;
  /** Branches left as they were: [cnpj, reason]. */
  naoAlteradas: [string, string][];
}

export interface MassState {
  codBarras: string;
  descricao: string;
  rows: MenorRespostaFilialDto[];
  status: LoadStatus;
  error: string | null;
  /** idPedidoManual of the branches the search finds (null: no search). */
  found: number[] | null;
  /** CNPJs chosen. */
  selected: string[];
  busy: boolean;
  result: MassResult | null;
}

export interface DiscountState {
  idAnswer: number;
  title: string;
  rows: NegociacaoDetalheDto[];
  status: LoadStatus;
  error: string | null;
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** The branches left as they were, each 'Filial: why' (a change made elsewhere names the value it has now). */
  items?: string[];
}

export interface ManualOrderDialogsState {
  mass: MassState | null;
  discount: DiscountState | null;
  notice: Notice | null;
  /** The answer whose 'comprar desta resposta' runs. */
  buying: number | null;
  /** Marks refused over a newer version of their product, by idPedidoManualItem (shown at the mark). */
  markConflicts: Record<number, MarkConflict>;
  /** The products a branch mark left as they were (changed elsewhere since), by idPedidoManual: 'Produto: why, value now'. */
  branchSkipped: Record<number, string[]>;
}

const initialState: ManualOrderDialogsState = { mass: null, discount: null, notice: null, buying: null, markConflicts: {}, branchSkipped: {} };

export const massResultOf = (answer: AlteracaoEmMassaManualDto): MassResult => ({
  sucesso: answer.sucesso,
  mensagem: answer.mensagem,
  naoAlteradas: Object.entries(answer.filiaisNaoAlteradas ?? {}),
});

/** Saga-only events of this slice: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events"). */
const sagaEvents = {
  massSearchTyped: createAction<string>('manualOrderDialogs/massSearchTyped'),
  massAnswerRequested: createAction<number>('manualOrderDialogs/massAnswerRequested'),
  massQuantityRequested: createAction<number>('manualOrderDialogs/massQuantityRequested'),
};

const slice = createSlice({
  name: 'manualOrderDialogs',
  initialState,
  reducers: {
    massOpened(state, { payload }: PayloadAction<{ codBarras: string; descricao: string }>) {
      state.mass = { ...payload, rows: [], status: 'loading', error: null, found: null, selected: [], busy: false, result: null };
    },
    massClosed(state) {
      state.mass = null;
    },
    massRowsLoaded(state, { payload }: PayloadAction<MenorRespostaFilialDto[]>) {
      if (!state.mass) return;
      const first = state.mass.status === 'loading' && state.mass.rows.length === 0;
      state.mass.rows = payload;
      state.mass.status = 'loaded';
      // Every branch chosen when the dialog opens: the usual mass change is 'all of them'.
      if (first) state.mass.selected = payload.map((row) => row.cnpjCliente);
    },
    massRowsFailed(state, { payload }: PayloadAction<string>) {
      if (state.mass) Object.assign(state.mass, { status: 'failed', error: payload });
    },
    massSearchFound(state, { payload }: PayloadAction<number[] | null>) {
      if (state.mass) state.mass.found = payload;
    },
    massBranchToggled(state, { payload }: PayloadAction<string>) {
      if (!state.mass) return;
      const { selected } = state.mass;
      state.mass.selected = selected.includes(payload) ? selected.filter((cnpj) => cnpj !== payload) : [...selected, payload];
    },
    /** 'Selecionar todas as filiais' over the branches the search shows. */
    massAllToggled(state, { payload }: PayloadAction<{ cnpjs: string[]; checked: boolean }>) {
      if (!state.mass) return;
      const rest = state.mass.selected.filter((cnpj) => !payload.cnpjs.includes(cnpj));
      state.mass.selected = payload.checked ? [...rest, ...payload.cnpjs] : rest;
    },
    massStarted(state) {
      if (state.mass) Object.assign(state.mass, { busy: true, result: null, error: null });
    },
    massFinished(state, { payload }: PayloadAction<MassResult>) {
      if (state.mass) Object.assign(state.mass, { busy: false, result: payload });
    },
    massFailed(state, { payload }: PayloadAction<string>) {
      if (state.mass) Object.assign(state.mass, { busy: false, result: { sucesso: false, mensagem: payload, naoAlteradas: [] } });
    },
    discountOpened(state, { payload }: PayloadAction<{ idAnswer: number; title: string }>) {
      state.discount = { ...payload, rows: [], status: 'loading', error: null };
    },
    discountLoaded(state, { payload }: PayloadAction<NegociacaoDetalheDto[]>) {
      if (state.discount) Object.assign(state.discount, { rows: payload, status: 'loaded' });
    },
    discountFailed(state, { payload }: PayloadAction<string>) {
      if (state.discount) Object.assign(state.discount, { status: 'failed', error: payload });
    },
    discountClosed(state) {
      state.discount = null;
    },
    buyFromAnswerRequested(state, { payload }: PayloadAction<number>) {
      state.buying = payload;
      state.notice = null;
    },
    buyFromAnswerFinished(state, { payload }: PayloadAction<Notice>) {
      state.buying = null;
      state.notice = payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    branchSkippedDismissed(state, { payload }: PayloadAction<number>) {
      delete state.branchSkipped[payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(markConflicted, (state, { payload }) => {
        state.markConflicts[payload.idItem] = payload;
      })
      .addCase(markConflictClosed, (state, { payload }) => {
        delete state.markConflicts[payload.idItem];
      })
      .addCase(branchToggleRequested, (state, { payload }) => {
        delete state.branchSkipped[payload.idPedidoManual];
      })
      .addCase(branchMarkSettled, (state, { payload: { idPedidoManual, result } }) => {
        const skipped = Object.values(result.produtosNaoAlterados ?? {});
        if (skipped.length > 0) state.branchSkipped[idPedidoManual] = skipped;
      })
      .addCase(manualOrderEntered, (state) => ({ ...initialState, notice: state.notice }))
      .addCase(manualOrderReset, () => initialState)
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const manualOrderDialogsActions = { ...slice.actions, ...sagaEvents };
export const manualOrderDialogsReducer = slice.reducer;
