import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { PackagingProblemsPage } from './PackagingProblemsPage';
import { packagingProblemsReducer } from './packagingProblemsSlice';
import { packagingProblemsSaga } from './packagingProblemsSagas';

const reducers = { packagingProblems: packagingProblemsReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const packagingProblemsFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'packagingProblems', reducers, saga: packagingProblemsSaga },
  Page: PackagingProblemsPage,
};
