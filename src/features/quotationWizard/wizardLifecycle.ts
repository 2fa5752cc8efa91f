import { createAction } from '@reduxjs/toolkit';
import type { CotacaoCadastroDto, CotacaoItemDto } from '../../api/cotacaoDto';
import type { RegistrationDraft } from '../../domain/quotationRegistration';

/** The wizard's lifecycle: every part of its state (flow, registration, products, search) reacts to these. */
export interface WizardLoad {
  supplierIds: number[];
  suppliersWithoutCondition: number[];
  branchIds: number[];
  cadastro: CotacaoCadastroDto | null;
  registration: RegistrationDraft | null;
  items: CotacaoItemDto[];
}

/** The wizard opened at /cotacao/criar (id null) or /cotacao/criar/{id}. */
export const wizardEntered = createAction<{ id: number | null }>('quotationWizard/wizardEntered');
export const wizardLoaded = createAction<WizardLoad>('quotationWizard/wizardLoaded');
/** Sent or cancelled: the wizard starts over next time. */
export const wizardFinished = createAction('quotationWizard/wizardFinished');
/** The wizard's page closed: the next visit reads the quotation again (pending saves are flushed). */
export const wizardLeft = createAction('quotationWizard/wizardLeft');
