import type { ShippedOrdersState } from './shippedOrdersSlice';

export const selectShippedOrders = (state: { shippedOrders: ShippedOrdersState }): ShippedOrdersState => state.shippedOrders;
