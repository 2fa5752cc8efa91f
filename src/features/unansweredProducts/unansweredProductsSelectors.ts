import type { UnansweredProductsState } from './unansweredProductsSlice';

export const selectUnanswered = (state: { unansweredProducts: UnansweredProductsState }): UnansweredProductsState => state.unansweredProducts;
