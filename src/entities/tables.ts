import { representativeRowKey, supplierRowKey } from '../api/schemas';
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

/** The order screens' supplier → representative rows with their totals, one table per view (api/schemas.ts). */
export const automaticSuppliers = createEntitySlice('automaticSuppliers', supplierRowKey);
export const automaticRepresentatives = createEntitySlice('automaticRepresentatives', representativeRowKey);
export const reviewSuppliers = createEntitySlice('reviewSuppliers', supplierRowKey);
export const reviewRepresentatives = createEntitySlice('reviewRepresentatives', representativeRowKey);
export const reviewOrders = createEntitySlice('reviewOrders', (o) => o.idPedido);
export const reviewItems = createEntitySlice('reviewItems', (i) => i.id);
/** The automatic order's quotation total, by idCotacao (entities/orderTree/automaticOrderTotal.ts reads it). */
export const automaticOrderTotals = createEntitySlice('automaticOrderTotals', (t) => t.idCotacao);
