import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationWizardPage } from './QuotationWizardPage';
import { quotationWizardReducer } from './quotationWizardSlice';
import { quotationWizardSaga } from './quotationWizardSagas';

const reducers = { quotationWizard: quotationWizardReducer };

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const quotationWizardFeature: LazyFeaturePage<typeof reducers> = {
  feature: { name: 'quotationWizard', reducers, saga: quotationWizardSaga },
  Page: QuotationWizardPage,
};
