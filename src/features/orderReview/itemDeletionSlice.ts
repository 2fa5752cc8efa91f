import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';
import { workspaceReset } from '../../shared/lib/workspaceReset';
import { orderReviewActions } from './orderReviewSlice';

/**
 * Deleting a product from an order on the review page (spec 03 §2.6 "delete-product-from-order
 * modal", DECISIONS 13): the product asked about, the confirmation, the call and its failure
 * (the product stays and the dialog shows why).
 */
export interface ItemDeletionTarget {
  idPedido: number;
  id: number;
  produto: string;
  filial: string;
}

export interface ItemDeletionState {
  target: ItemDeletionTarget | null;
  status: 'idle' | 'deleting' | 'failed';
  error: string | null;
}

const initialState: ItemDeletionState = { target: null, status: 'idle', error: null };

const slice = createSlice({
  name: 'orderReviewItemDeletion',
  initialState,
  reducers: {
    itemDeletionAsked(state, { payload }: PayloadAction<ItemDeletionTarget>) {
      if (state.status !== 'deleting') return { target: payload, status: 'idle', error: null };
      return state;
    },
    itemDeletionCancelled(state) {
      if (state.status !== 'deleting') return initialState;
      return state;
    },
    itemDeletionConfirmed(state) {
      if (state.target) Object.assign(state, { status: 'deleting', error: null });
    },
    itemDeleted() {
      return initialState;
    },
    itemDeletionFailed(state, { payload }: PayloadAction<string>) {
      Object.assign(state, { status: 'failed', error: payload });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => initialState)
      .addCase(workspaceReset, () => initialState)
      .addCase(orderReviewActions.reviewEntered, (state) => (state.status === 'deleting' ? state : initialState));
  },
});

export const itemDeletionActions = slice.actions;
export const itemDeletionReducer = slice.reducer;
