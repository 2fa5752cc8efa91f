import { createAction } from '@reduxjs/toolkit';
import type { ItemComRespostasDto, MarcacaoFilialDto, MarcacaoRespostaDto, PedidoManualItemRespostaDto } from '../../api/pedidoManualDto';
import type { ItemMarks } from '../../domain/manualOrderSelection';
import type { ManualOrderFilter } from '../../domain/manualOrderFilter';

export interface MarkConflict {
  idItem: number;
  /** The answer toggled; absent: the product's checkbox. */
  idAnswer?: number;
  /** The buyer's toggle. */
  checked: boolean;
  /** The product's marks as the server has them now. */
  marks: ItemMarks;
  current: PedidoManualItemRespostaDto[];
}

/**
 * Events of the manual order page that more than one of its slices reacts to (the screen, the
 * products and answers, the dialogs). Requests (`…Requested`) come from the components and start
 * a saga; the others are put by the sagas and change the state.
 */
export interface EnteredPayload {
  idCotacao: number;
  filter: ManualOrderFilter;
  /** Zero-based page of branches (or, in the grouped view, of products). */
  page: number;
  size: number;
}

/** The page mounted or its address changed (back, a link, a reload): everything comes from the address. */
export const manualOrderEntered = createAction<EnteredPayload>('manualOrder/entered');
/** Leaving the page: pending quantity saves flush. */
export const manualOrderLeft = createAction('manualOrder/left');
/** A filter change on the page (the address follows): the lists start again on the first page. */
export const filterApplied = createAction<ManualOrderFilter>('manualOrder/filterApplied');
/** 'Reiniciar' done or the orders inserted: the page's state of that quotation is dropped. */
export const manualOrderReset = createAction<number>('manualOrder/reset');

// ---- Marks (spec 02 §4.1): requests, the change shown at once, the server's answer, the revert ----
export const answerToggleRequested = createAction<{ idAnswer: number; checked: boolean }>('manualOrder/answerToggleRequested');
export const productToggleRequested = createAction<{ idItem: number; checked: boolean }>('manualOrder/productToggleRequested');
export const branchToggleRequested = createAction<{ idPedidoManual: number; checked: boolean }>('manualOrder/branchToggleRequested');

export const answerMarked = createAction<{ idAnswer: number; checked: boolean }>('manualOrder/answerMarked');
export const answerMarkSettled = createAction<{ idAnswer: number; checked: boolean; result: MarcacaoRespostaDto }>('manualOrder/answerMarkSettled');
export const productMarked = createAction<{ idItem: number; checked: boolean }>('manualOrder/productMarked');
export const productMarkSettled = createAction<ItemComRespostasDto>('manualOrder/productMarkSettled');
/** A toggle failed: the product's marks as they were before it, and what the user reads. */
export const marksReverted = createAction<{ idItem: number; marks: ItemMarks; message: string }>('manualOrder/marksReverted');
/**
 * A mark refused because the product changed in another session since it was read (docs/api.md
 * "Versioned writes"): the screen shows the server's marks (`marks`, with the answers' versions
 * in `current`) and, at the mark, the buyer's toggle with 'Manter o meu' / 'Usar o valor atual'.
 */
export const markConflicted = createAction<MarkConflict>('manualOrder/markConflicted');
/** 'Manter o meu' (the toggle goes again, over the version now shown) or 'Usar o valor atual' (nothing is sent): the conflict closes. */
export const markConflictClosed = createAction<{ idItem: number }>('manualOrder/markConflictClosed');
export const branchMarked = createAction<{ idPedidoManual: number; checked: boolean }>('manualOrder/branchMarked');
export const branchMarkSettled = createAction<{ idPedidoManual: number; result: MarcacaoFilialDto }>('manualOrder/branchMarkSettled');
export const branchMarkReverted = createAction<{ idPedidoManual: number; selecionado: boolean; message: string }>('manualOrder/branchMarkReverted');

// ---- Quantities ----
/** The input was left with a value that differs from the stored one (already through the §4.1 rule). */
export const quantityCommitted = createAction<{ idAnswer: number; quantidadePedir: number; /** The product's description (the 'not saved' notice names it). */ produto: string }>('manualOrder/quantityCommitted');
/** The server stored a quantity; `keepTyped`: a newer value of the same answer is on its way, so the shown one stays. */
export const quantitySaved = createAction<{ result: MarcacaoRespostaDto; keepTyped: boolean }>('manualOrder/quantitySaved');
export const quantitySavesRetried = createAction('manualOrder/quantitySavesRetried');
/** Answers as the server has them now ('Usar o valor atual' on a conflict): their quantity, mark and version. */
export const answersChangedElsewhere = createAction<PedidoManualItemRespostaDto[]>('manualOrder/answersChangedElsewhere');

// ---- Mass changes: one action per change, whatever the number of branches ----
export const massChangeApplied = createAction<ItemComRespostasDto[]>('manualOrder/massChangeApplied');
