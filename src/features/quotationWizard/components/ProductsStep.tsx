import { useAppDispatch } from '../../../app/hooks';
import { wizardActions } from '../quotationWizardSlice';
import { AddedProductsPanel } from './AddedProductsPanel';
import { ItemsSummaryPanel } from './ItemsSummaryPanel';
import { PaymentTermsModal } from './PaymentTermsModal';
import { ProductSearchPanel } from './ProductSearchPanel';
import { ShortageFilePanel } from './ShortageFilePanel';
import { StepButtons } from './StepButtons';

/** Step 2 '2. adicionar produtos'. */
export function ProductsStep() {
  const dispatch = useAppDispatch();
  return (
    <>
      <ItemsSummaryPanel />
      <ShortageFilePanel />
      <ProductSearchPanel />
      <AddedProductsPanel />
      <StepButtons>
        <button type="button" className="btn" onClick={() => dispatch(wizardActions.termsOpened())}>
          Gerenciar prazo de pagamento
        </button>
        <button type="button" className="btn btn--primary" onClick={() => dispatch(wizardActions.productsClosed())}>
          Encerrar Adição de Produtos
        </button>
      </StepButtons>
      <PaymentTermsModal />
    </>
  );
}
