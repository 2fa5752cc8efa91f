import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QuotationHeader } from '../../../widgets/QuotationHeader';
import { Stepper } from '../../../widgets/Stepper';
import { manualOrderInsertActions } from '../manualOrderInsertSlice';
import { selectContextError, selectHeader, selectInsert, selectOrdersExist, selectSent, selectSteps } from '../manualOrderSelectors';
import { BUTTONS, SENT_NOTICE_ID, SENT_READ_ONLY } from '../manualOrderTexts';
import { OrderTotals } from './OrderTotals';

/** The quotation header, the stepper (Pedido, step 1), the totals and the page's buttons (spec 02 §2.2). */
export function ManualOrderHeader({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const header = useAppSelector(selectHeader);
  const steps = useAppSelector(selectSteps);
  const contextError = useAppSelector(selectContextError);
  const ordersExist = useAppSelector(selectOrdersExist);
  const sent = useAppSelector(selectSent);
  const { step, restart } = useAppSelector(selectInsert);
  const busy = step !== 'idle' || restart !== 'idle';
  return (
    <>
      {header ? <QuotationHeader {...header} /> : <h1 className="manual-order__title">Cotação {idCotacao}</h1>}
      {steps.length > 0 && <Stepper steps={steps} current={1} />}
      {contextError && (
        <p className="manual-order__error" role="alert">
          {contextError}
        </p>
      )}
      <div className="manual-order__bar">
        <OrderTotals />
        <nav className="manual-order__actions" aria-label="Ações do pedido manual">
          <Link className="btn" to={`/produtos-nao-respondidos/${idCotacao}`}>
            {BUTTONS.unanswered}
          </Link>
          {ordersExist && (
            <Link className="btn" to={`/revisao-envio/${idCotacao}`}>
              {BUTTONS.orders}
            </Link>
          )}
          {!sent && (
            <button type="button" className="btn" disabled={busy} onClick={() => dispatch(manualOrderInsertActions.restartRequested())}>
              {BUTTONS.restart}
            </button>
          )}
          <button type="button" className="btn btn--primary" disabled={busy || sent} aria-describedby={sent ? SENT_NOTICE_ID : undefined} aria-busy={step === 'checking' || step === 'inserting'} onClick={() => dispatch(manualOrderInsertActions.insertRequested())}>
            {BUTTONS.insert}
          </button>
        </nav>
      </div>
      {sent && (
        <p id={SENT_NOTICE_ID} className="manual-order__sent" role="note">
          {SENT_READ_ONLY}
        </p>
      )}
    </>
  );
}
