import type { LazyFeaturePage } from '../../shared/lib/lazyFeature';
import { QuotationWizardPage } from './QuotationWizardPage';
import { quotationWizardReducer } from './quotationWizardSlice';
import { quotationWizardSaga } from './quotationWizardSagas';

/** Loaded with the page's chunk: the store injects the slice and starts the saga (app/lazyFeatures.ts). */
export const quotationWizardFeature: LazyFeaturePage = {
  feature: { name: 'quotationWizard', reducers: { quotationWizard: quotationWizardReducer }, saga: quotationWizardSaga },
  Page: QuotationWizardPage,
};
