import { combineReducers } from '@reduxjs/toolkit';
import { featureFlagsReducer } from './featureFlagsSlice';
import { orderItemsReducer } from './orderItemsSlice';
import { quotationContextsReducer } from './quotation/quotationContextSlice';
import { answers, branches, categories, orders, products, quotations, representatives, suppliers } from './tables';
import { automaticOrderTotals, automaticRepresentatives, automaticSuppliers, reviewItems, reviewOrders, reviewRepresentatives, reviewSuppliers } from './tables';

export const entitiesReducer = combineReducers({
  quotations: quotations.slice.reducer,
  suppliers: suppliers.slice.reducer,
  representatives: representatives.slice.reducer,
  branches: branches.slice.reducer,
  products: products.slice.reducer,
  answers: answers.slice.reducer,
  orders: orders.slice.reducer,
  orderItems: orderItemsReducer,
  categories: categories.slice.reducer,
  featureFlags: featureFlagsReducer,
  quotationContexts: quotationContextsReducer,
  automaticSuppliers: automaticSuppliers.slice.reducer,
  automaticRepresentatives: automaticRepresentatives.slice.reducer,
  reviewSuppliers: reviewSuppliers.slice.reducer,
  reviewRepresentatives: reviewRepresentatives.slice.reducer,
  reviewOrders: reviewOrders.slice.reducer,
  reviewItems: reviewItems.slice.reducer,
  automaticOrderTotals: automaticOrderTotals.slice.reducer,
});

export type EntitiesState = ReturnType<typeof entitiesReducer>;
