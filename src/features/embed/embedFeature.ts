import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { embedSaga } from './embedSagas';

const reducers = {};

/** The embedded-mode bridge, loaded only inside a frame (app/pendingFeatureSagas.ts): no state, no page. */
export const embedFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'embed', reducers, saga: embedSaga },
};
