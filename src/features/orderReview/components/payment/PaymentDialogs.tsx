import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { AlertBox } from '../../../../shared/ui/AlertBox';
import '../../../../shared/ui/DialogForm.css';
import { selectPaymentDialog, selectPaymentNotice } from '../../orderPaymentSelectors';
import { orderPaymentActions } from '../../orderPaymentSlice';
import { PaymentModal } from './PaymentModal';
import { PortalModal } from './PortalModal';
import { SupplierCodeModal } from './SupplierCodeModal';
import { SupplierCodesModal } from './SupplierCodesModal';
import './OrderPayment.css';

/** The card expiry rule's clock (a prop, so tests pin it). */
const now = (): Date => new Date();

/** The review page's payment and code dialogs (one at a time) and the notice of what the server accepted. */
export function PaymentDialogs() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectPaymentDialog);
  const notice = useAppSelector(selectPaymentNotice);
  return (
    <>
      {notice && (
        <div className="order-payment__notice">
          <AlertBox severity="success" message={notice} onClose={() => dispatch(orderPaymentActions.noticeClosed())} />
        </div>
      )}
      {dialog.kind === 'pagamento' && <PaymentModal dialog={dialog} now={now} />}
      {dialog.kind === 'portal' && <PortalModal dialog={dialog} />}
      {dialog.kind === 'codigoFornecedor' && <SupplierCodeModal dialog={dialog} />}
      {dialog.kind === 'codigos' && <SupplierCodesModal dialog={dialog} />}
    </>
  );
}
