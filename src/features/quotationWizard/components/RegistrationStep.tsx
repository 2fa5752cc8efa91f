import { Formik, type FormikProps } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RegistrationDraft } from '../../../domain/quotationRegistration';
import { selectRegistrationDraft, selectWizardId, selectWizardStatus } from '../quotationWizardSelectors';
import { wizardActions } from '../quotationWizardSlice';
import { EMPTY_REGISTRATION } from '../registrationMapping';
import { registrationSchema } from '../validation';
import { BranchesPanel } from './BranchesPanel';
import { PaymentConditionsModal } from './PaymentConditionsModal';
import { QuotationDataPanel } from './QuotationDataPanel';
import { StepButtons } from './StepButtons';
import { SuppliersPanel } from './SuppliersPanel';

const ALL_TOUCHED = { titulo: true, vencimento: true, hora: true, condicaoPagamento: true };

/** Step 1 '1. cadastro': Fornecedores, Filiais and Dados da Cotação; 'Criar Cotação', later 'Confirmar'. */
export function RegistrationStep() {
  const dispatch = useAppDispatch();
  const id = useAppSelector(selectWizardId);
  const registration = useAppSelector(selectRegistrationDraft);
  const situacao = useAppSelector(selectWizardStatus);

  // Field errors show beside the fields; the submit itself always goes to the saga, which checks in the spec's order.
  const submit = async (form: FormikProps<RegistrationDraft>): Promise<void> => {
    const errors = await form.validateForm();
    void form.setTouched(ALL_TOUCHED, false);
    const fieldError = Object.values(errors).find((e): e is string => typeof e === 'string') ?? null;
    dispatch(wizardActions.registrationSubmitted({ values: form.values, fieldError }));
  };

  return (
    <Formik initialValues={registration ?? EMPTY_REGISTRATION} enableReinitialize validationSchema={registrationSchema} onSubmit={() => undefined}>
      {(form) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(form);
          }}
        >
          <SuppliersPanel />
          <BranchesPanel />
          <QuotationDataPanel />
          <StepButtons>
            <button type="submit" className="btn btn--primary" disabled={situacao !== null && situacao !== 'EM_CRIACAO'}>
              {id === null ? 'Criar Cotação' : 'Confirmar'}
            </button>
          </StepButtons>
          <PaymentConditionsModal />
        </form>
      )}
    </Formik>
  );
}
