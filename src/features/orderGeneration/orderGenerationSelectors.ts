import type { OrderGenerationState } from './orderGenerationSlice';

type State = { orderGeneration: OrderGenerationState };

export const selectGenerationStep = (state: State) => state.orderGeneration.step;
export const selectGenerationManual = (state: State) => state.orderGeneration.manual;
export const selectGenerationReplaces = (state: State) => state.orderGeneration.replaces;
export const selectGenerationError = (state: State) => state.orderGeneration.error;
export const selectGenerationFailures = (state: State) => state.orderGeneration.failures;
export const selectLateAnswers = (state: State) => state.orderGeneration.lateAnswers;
export const selectGenerationSic = (state: State) => state.orderGeneration.sic;
export const selectLateChosen = (state: State) => state.orderGeneration.lateChosen;
