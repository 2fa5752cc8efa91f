import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { selectCommandDialog, selectCommandNotice } from './quotationActionsSelectors';
import { cancelSubmitted, dialogDismissed, noticeDismissed, type CommandDialog } from './quotationActionsSlice';
import './QuotationCommandDialogs.css';

// The dialogs load when a command asks for them, not with the first page (the due-date form
// brings Formik, the date mask and date parsing).
const DueDateModal = lazy(() => import('./components/DueDateModal').then((m) => ({ default: m.DueDateModal })));
const CloseQuotationModal = lazy(() => import('./components/CloseQuotationModal').then((m) => ({ default: m.CloseQuotationModal })));
const CancelQuotationModal = lazy(() => import('../../widgets/CancelQuotationModal').then((m) => ({ default: m.CancelQuotationModal })));

function CancelDialog({ dialog }: { dialog: CommandDialog }) {
  const dispatch = useAppDispatch();
  const sent = dialog.sent && 'motivo' in dialog.sent ? dialog.sent.motivo : '';
  return (
    <CancelQuotationModal
      reasonRequired
      initialReason={sent}
      busy={dialog.submitting}
      error={dialog.error}
      onBack={() => dispatch(dialogDismissed())}
      onConfirm={(motivo) => dispatch(cancelSubmitted({ motivo }))}
    />
  );
}

/**
 * The quotation command dialogs (cancel, change due date, close), opened app-wide by the store
 * event quotationCommandRequested (mounted once in src/app/AppDialogs.tsx), and the success notice.
 */
export function QuotationCommandDialogs() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectCommandDialog);
  const notice = useAppSelector(selectCommandNotice);
  const dismissNotice = useCallback(() => dispatch(noticeDismissed()), [dispatch]);
  return (
    <>
      <Suspense fallback={null}>
        {dialog?.command === 'cancelar' && <CancelDialog dialog={dialog} />}
        {dialog?.command === 'alterarVencimento' && <DueDateModal dialog={dialog} />}
        {dialog?.command === 'encerrar' && <CloseQuotationModal dialog={dialog} />}
      </Suspense>
      {notice && (
        <div className="quotation-command-notice">
          <AlertBox severity="success" message={notice} onClose={dismissNotice} />
        </div>
      )}
    </>
  );
}
