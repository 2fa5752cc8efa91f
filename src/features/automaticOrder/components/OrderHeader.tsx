import { SEE_UNANSWERED } from '../../../domain/unansweredProducts';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { QuotationHeader } from '../../../widgets/QuotationHeader';
import { Stepper } from '../../../widgets/Stepper';
import { selectContextError, selectHasPackOrMinimumProblems, selectOrderHeader, selectOrderSteps } from '../automaticOrderSelectors';
import { OrderTotal } from './OrderTotal';
import { ConfirmActions } from '../confirm/ConfirmActions';

/**
 * The quotation header, the stepper (Pedido, step 1), the total and the part-1 actions of the
 * automatic order. Part 2's actions (delete, answers per product, excluded products, Combo,
 * confirm, restart, select all) come with the next issue.
 */
export function OrderHeader({ idCotacao }: { idCotacao: number }) {
  const header = useAppSelector(selectOrderHeader);
  const steps = useAppSelector(selectOrderSteps);
  const contextError = useAppSelector(selectContextError);
  const conflicts = useAppSelector(selectHasPackOrMinimumProblems);
  return (
    <>
      {header ? <QuotationHeader {...header} /> : <h1 className="automatic-order__title">Cotação {idCotacao}</h1>}
      {steps.length > 0 && <Stepper steps={steps} current={1} />}
      {contextError && (
        <p className="automatic-order__error" role="alert">
          {contextError}
        </p>
      )}
      <div className="automatic-order__bar">
        <OrderTotal />
        <nav className="automatic-order__actions" aria-label="Ações do pedido">
          <Link className="btn" to={`/produtos-nao-respondidos/${idCotacao}`}>
            {SEE_UNANSWERED}
          </Link>
          {conflicts && (
            <Link className="btn" to={`/problemas-de-embalagem/${idCotacao}`}>
              Resolver Conflitos
            </Link>
          )}
          <ConfirmActions idCotacao={idCotacao} />
        </nav>
      </div>
    </>
  );
}
