import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { CancelQuotationModal } from '../../shared/ui/CancelQuotationModal';
import { CloseQuotationModal } from './components/CloseQuotationModal';
import { DueDateModal } from './components/DueDateModal';
import { selectCommandDialog, selectCommandNotice } from './quotationActionsSelectors';
import { cancelSubmitted, dialogDismissed, noticeDismissed, type CommandDialog } from './quotationActionsSlice';
import './QuotationCommandDialogs.css';

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
      {dialog?.command === 'cancelar' && <CancelDialog dialog={dialog} />}
      {dialog?.command === 'alterarVencimento' && <DueDateModal dialog={dialog} />}
      {dialog?.command === 'encerrar' && <CloseQuotationModal dialog={dialog} />}
      {notice && (
        <div className="quotation-command-notice">
          <AlertBox severity="success" message={notice} onClose={dismissNotice} />
        </div>
      )}
    </>
  );
}
