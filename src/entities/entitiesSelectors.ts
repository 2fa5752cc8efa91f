import { createSelector } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../api/dto';
import type { EntitiesState } from './entitiesReducer';
import { answers, branches, categories, orders, products, quotations, representatives, suppliers } from './tables';

/** Selectors over the entity tables. They take any state with an `entities` key, so features need no app import. */
interface WithEntities {
  entities: EntitiesState;
}

export const quotationSelectors = quotations.adapter.getSelectors((s: WithEntities) => s.entities.quotations);
export const supplierSelectors = suppliers.adapter.getSelectors((s: WithEntities) => s.entities.suppliers);
export const representativeSelectors = representatives.adapter.getSelectors((s: WithEntities) => s.entities.representatives);
export const branchSelectors = branches.adapter.getSelectors((s: WithEntities) => s.entities.branches);
export const productSelectors = products.adapter.getSelectors((s: WithEntities) => s.entities.products);
export const answerSelectors = answers.adapter.getSelectors((s: WithEntities) => s.entities.answers);
export const orderSelectors = orders.adapter.getSelectors((s: WithEntities) => s.entities.orders);
export const categorySelectors = categories.adapter.getSelectors((s: WithEntities) => s.entities.categories);

const EMPTY_ITEMS: readonly PedidoItemDto[] = [];

/** Items of one branch order in server order; the same array while that order's items are unchanged (the partition's own). */
export const selectOrderItems = (s: WithEntities, idPedido: number): readonly PedidoItemDto[] => s.entities.orderItems.byOrder[idPedido]?.items ?? EMPTY_ITEMS;

/** Total without ST of one loaded branch order, memoized on that order's partition. */
export const selectOrderItemsTotal = createSelector([selectOrderItems], (items) =>
  items.reduce((sum, item) => sum + item.qtdePedida * item.valorSemST, 0),
);
