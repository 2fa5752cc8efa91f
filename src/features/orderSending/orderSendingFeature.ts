import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { OrderSendingDialogs } from './OrderSendingDialogs';
import { orderSendingReducer } from './orderSendingSlice';
import { orderSendingSaga } from './orderSendingSagas';

const reducers = { orderSending: orderSendingReducer };

/**
 * Loaded on the first request for it (app/lazyFeatures.ts: orderSendRequested, the looping and
 * restart events): the store injects the slice, starts the saga and lets the request through;
 * app/AppDialogs.tsx mounts the dialog host.
 */
export const orderSendingFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'orderSending', reducers, saga: orderSendingSaga },
  Page: OrderSendingDialogs,
};
