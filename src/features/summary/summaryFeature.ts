import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { SummaryPage } from './SummaryPage';
import { summaryReducer } from './summaryReducer';
import { summarySaga } from './summarySagas';

const reducers = { summary: summaryReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const summaryFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'summary', reducers, saga: summarySaga },
  Page: SummaryPage,
};
