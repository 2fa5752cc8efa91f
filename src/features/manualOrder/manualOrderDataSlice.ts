import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Page } from '../../api/dto';
import type { PedidoManualItemDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { RespostaFilialManualDto } from '../../api/pedidoManualMassaDto';
import { manualFilterKey } from '../../domain/manualOrderFilter';
import { buyMarkAfterQuantity } from '../../domain/manualOrderQuantity';
import { answerToggleOutcome, optimisticAnswerToggle, optimisticProductToggle, productToggleOutcome, type AnswerMark } from '../../domain/manualOrderSelection';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import {
  answerMarked,
  answerMarkSettled,
  branchMarkReverted,
  branchMarkSettled,
  branchToggleRequested,
  filterApplied,
  manualOrderEntered,
  manualOrderReset,
  marksReverted,
  markConflicted,
  massChangeApplied,
  productMarked,
  productMarkSettled,
  quantityCommitted,
  quantitySaved,
  answersChangedElsewhere,
} from './manualOrderEvents';
import type { LoadStatus } from '../../shared/lib/loadStatus';
import { manualOrderActions } from './manualOrderSlice';
import { applyItemVersions, applyItemWithAnswers, indexAnswer, marksOf, prune, writeMarks } from './manualOrderDataRows';

/**
 * The products and answers the page shows (spec 02 §2.2): per branch a page of 5 products, per
 * product a page of 5 answers, and in the grouped view per product a page of 3 answers across
 * branches; the marks and quantities change here through the domain rules
 * (domain/manualOrderSelection, manualOrderQuantity). Only what the current page shows is kept:
 * a new page of branches or products drops the rest.
 */
export interface PageState {
  ids: number[];
  page: number;
  total: number;
  status: LoadStatus;
  error: string | null;
}

export type ManualAnswer = PedidoManualItemRespostaDto & Partial<Pick<RespostaFilialManualDto, 'cnpjCliente' | 'nomefantasiaCliente'>>;

export interface ManualOrderDataState {
  /** The quotation and filter the lists belong to. */
  idCotacao: number | null;
  filterKey: string;
  items: Record<number, PedidoManualItemDto>;
  answers: Record<number, ManualAnswer>;
  /** Loaded answers by idPedidoManualItem (what a toggle reconciles). */
  answersByItem: Record<number, number[]>;
  /** By idPedidoManual. */
  productPages: Record<number, PageState>;
  /** By idPedidoManualItem. */
  answerPages: Record<number, PageState>;
  /** Grouped view, by codBarras. */
  groupedAnswerPages: Record<string, PageState>;
  /** What a failed toggle says, by idPedidoManualItem and by idPedidoManual. */
  itemErrors: Record<number, string>;
  branchErrors: Record<number, string>;
}

const initialState: ManualOrderDataState = {
  idCotacao: null,
  filterKey: '',
  items: {},
  answers: {},
  answersByItem: {},
  productPages: {},
  answerPages: {},
  groupedAnswerPages: {},
  itemErrors: {},
  branchErrors: {},
};

const emptyPage = (page = 0): PageState => ({ ids: [], page, total: 0, status: 'idle', error: null });

const listsReset = (state: ManualOrderDataState) => ({ ...initialState, idCotacao: state.idCotacao, filterKey: state.filterKey });

function loading(pages: Record<number | string, PageState>, key: number | string, page: number): void {
  pages[key] = { ...(pages[key] ?? emptyPage(page)), page, status: 'loading', error: null };
}

const loadedPage = (page: Page<{ id: number }>): PageState => ({ ids: page.content.map((row) => row.id), page: page.number, total: page.totalElements, status: 'loaded', error: null });

function failed(pages: Record<number | string, PageState>, key: number | string, error: string): void {
  pages[key] = { ...(pages[key] ?? emptyPage()), status: 'failed', error };
}

const slice = createSlice({
  name: 'manualOrderData',
  initialState,
  reducers: {
    productsRequested(state, { payload }: PayloadAction<{ idPedidoManual: number; page: number }>) {
      loading(state.productPages, payload.idPedidoManual, payload.page);
    },
    productsLoaded(state, { payload }: PayloadAction<{ idPedidoManual: number; page: Page<PedidoManualItemDto> }>) {
      for (const item of payload.page.content) state.items[item.id] = item;
      state.productPages[payload.idPedidoManual] = loadedPage(payload.page);
      prune(state);
    },
    productsFailed(state, { payload }: PayloadAction<{ idPedidoManual: number; error: string }>) {
      failed(state.productPages, payload.idPedidoManual, payload.error);
    },
    answersRequested(state, { payload }: PayloadAction<{ idItem: number; page: number }>) {
      loading(state.answerPages, payload.idItem, payload.page);
    },
    answersLoaded(state, { payload }: PayloadAction<{ idItem: number; page: Page<PedidoManualItemRespostaDto> }>) {
      for (const answer of payload.page.content) indexAnswer(state, answer);
      state.answerPages[payload.idItem] = loadedPage(payload.page);
      prune(state);
    },
    /** A page of branches read in one request (GET /pedidomanual/pagina): its products and answers in one change, pruned once. */
    branchPageContentLoaded(state, { payload }: PayloadAction<{ products: { idPedidoManual: number; page: Page<PedidoManualItemDto> }[]; answers: { idItem: number; page: Page<PedidoManualItemRespostaDto> }[] }>) {
      for (const { idPedidoManual, page } of payload.products) {
        for (const item of page.content) state.items[item.id] = item;
        state.productPages[idPedidoManual] = loadedPage(page);
      }
      for (const { idItem, page } of payload.answers) {
        for (const answer of page.content) indexAnswer(state, answer);
        state.answerPages[idItem] = loadedPage(page);
      }
      prune(state);
    },
    answersFailed(state, { payload }: PayloadAction<{ idItem: number; error: string }>) {
      failed(state.answerPages, payload.idItem, payload.error);
    },
    groupedAnswersRequested(state, { payload }: PayloadAction<{ codBarras: string; page: number }>) {
      loading(state.groupedAnswerPages, payload.codBarras, payload.page);
    },
    groupedAnswersLoaded(state, { payload }: PayloadAction<{ codBarras: string; page: Page<RespostaFilialManualDto> }>) {
      for (const answer of payload.page.content) indexAnswer(state, answer);
      state.groupedAnswerPages[payload.codBarras] = loadedPage(payload.page);
      prune(state);
    },
    groupedAnswersFailed(state, { payload }: PayloadAction<{ codBarras: string; error: string }>) {
      failed(state.groupedAnswerPages, payload.codBarras, payload.error);
    },
    itemErrorDismissed(state, { payload }: PayloadAction<number>) {
      delete state.itemErrors[payload];
    },
    branchErrorDismissed(state, { payload }: PayloadAction<number>) {
      delete state.branchErrors[payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(manualOrderEntered, (state, { payload }) => {
        const filterKey = manualFilterKey(payload.filter);
        if (state.idCotacao !== payload.idCotacao) return { ...initialState, idCotacao: payload.idCotacao, filterKey };
        if (state.filterKey !== filterKey) return { ...listsReset(state), filterKey };
        return state;
      })
      .addCase(filterApplied, (state, { payload }) => ({ ...listsReset(state), filterKey: manualFilterKey(payload) }))
      .addCase(manualOrderActions.groupedToggled, (state) => listsReset(state))
      .addCase(manualOrderActions.branchesLoaded, (state, { payload }) => {
        const kept = new Set(payload.content.map((branch) => branch.id));
        for (const id of Object.keys(state.productPages).map(Number)) if (!kept.has(id)) delete state.productPages[id];
        state.groupedAnswerPages = {};
        prune(state);
      })
      .addCase(manualOrderActions.groupedLoaded, (state, { payload }) => {
        const kept = new Set(payload.content.map((product) => product.codBarras));
        for (const key of Object.keys(state.groupedAnswerPages)) if (!kept.has(key)) delete state.groupedAnswerPages[key];
        state.productPages = {};
        prune(state);
      })
      .addCase(answerMarked, (state, { payload }) => {
        const answer = state.answers[payload.idAnswer];
        if (!answer) return;
        delete state.itemErrors[answer.idPedidoManualItem];
        writeMarks(state, answer.idPedidoManualItem, optimisticAnswerToggle(marksOf(state, answer.idPedidoManualItem), payload.idAnswer, payload.checked));
      })
      .addCase(answerMarkSettled, (state, { payload: { idAnswer, checked, result } }) => {
        const idItem = result.resposta.idPedidoManualItem;
        const marks = answerToggleOutcome(marksOf(state, idItem), idAnswer, checked, { count: result.count, data: result.data, quantidadePedir: result.resposta.quantidadePedir });
        writeMarks(state, idItem, marks);
        applyItemWithAnswers(state, { item: result.item, respostas: [result.resposta] });
      })
      .addCase(productMarked, (state, { payload }) => {
        delete state.itemErrors[payload.idItem];
        writeMarks(state, payload.idItem, optimisticProductToggle(marksOf(state, payload.idItem), payload.checked));
      })
      .addCase(productMarkSettled, (state, { payload }) => {
        const server: Record<number, AnswerMark> = {};
        for (const answer of payload.respostas) server[answer.id] = { comprarCliente: answer.comprarCliente, quantidadePedir: answer.quantidadePedir };
        writeMarks(state, payload.item.id, productToggleOutcome(marksOf(state, payload.item.id), { comprarCliente: payload.item.comprarCliente, answers: server }));
        applyItemWithAnswers(state, payload);
      })
      .addCase(markConflicted, (state, { payload }) => {
        writeMarks(state, payload.idItem, payload.marks);
        applyItemVersions(state, payload.current);
      })
      .addCase(marksReverted, (state, { payload }) => {
        writeMarks(state, payload.idItem, payload.marks);
        state.itemErrors[payload.idItem] = payload.message;
      })
      .addCase(branchToggleRequested, (state, { payload }) => {
        delete state.branchErrors[payload.idPedidoManual];
      })
      .addCase(branchMarkSettled, (state, { payload }) => {
        delete state.branchErrors[payload.idPedidoManual];
      })
      .addCase(branchMarkReverted, (state, { payload }) => {
        state.branchErrors[payload.idPedidoManual] = payload.message;
      })
      .addCase(quantityCommitted, (state, { payload }) => {
        const answer = state.answers[payload.idAnswer];
        if (!answer) return;
        answer.quantidadePedirAnterior = answer.quantidadePedir;
        answer.quantidadePedir = payload.quantidadePedir;
        answer.comprarCliente = buyMarkAfterQuantity(payload.quantidadePedir, answer.comprarCliente);
        const item = state.items[answer.idPedidoManualItem];
        if (item && answer.comprarCliente) item.comprarCliente = true;
      })
      .addCase(quantitySaved, (state, { payload: { result, keepTyped } }) => {
        const { resposta } = result;
        if (!state.answers[resposta.id]) return;
        const typed = state.answers[resposta.id].quantidadePedir;
        const marks = answerToggleOutcome(marksOf(state, resposta.idPedidoManualItem), resposta.id, resposta.comprarCliente, {
          count: result.count,
          data: result.data,
          quantidadePedir: keepTyped ? typed : resposta.quantidadePedir,
        });
        writeMarks(state, resposta.idPedidoManualItem, marks);
        applyItemWithAnswers(state, { item: result.item, respostas: keepTyped ? [] : [resposta] });
      })
      .addCase(massChangeApplied, (state, { payload }) => {
        for (const changed of payload) applyItemWithAnswers(state, changed);
      })
      .addCase(answersChangedElsewhere, (state, { payload }) => {
        for (const answer of payload) {
          const shown = state.answers[answer.id];
          if (shown) Object.assign(shown, { quantidadePedir: answer.quantidadePedir, quantidadePedirAnterior: answer.quantidadePedirAnterior, comprarCliente: answer.comprarCliente, versao: answer.versao });
        }
        applyItemVersions(state, payload);
      })
      .addCase(manualOrderReset, () => initialState)
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState);
  },
});

export const manualOrderDataActions = slice.actions;
export const manualOrderDataReducer = slice.reducer;
