import { createEntitySlice } from './createEntitySlice';

/** The normalized server truth, one table per entity type (order items live in orderItemsSlice). */
export const quotations = createEntitySlice('quotations', (q) => q.id);
export const suppliers = createEntitySlice('suppliers', (s) => s.id);
export const representatives = createEntitySlice('representatives', (r) => r.id);
export const branches = createEntitySlice('branches', (b) => b.id);
export const products = createEntitySlice('products', (p) => p.id);
export const answers = createEntitySlice('answers', (a) => a.id);
export const orders = createEntitySlice('orders', (o) => o.idPedido);
export const categories = createEntitySlice('categories', (c) => c.categoria);
