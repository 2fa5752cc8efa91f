import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { manualOrderInsertActions } from '../manualOrderInsertSlice';
import { selectInsert } from '../manualOrderSelectors';
import { RESTART_QUESTION } from '../manualOrderTexts';

/** The insert flow's confirmations (spec 02 §4.6), the restart question, and the error banner of either (spec 02 §8). */
export function InsertFlow() {
  const dispatch = useAppDispatch();
  const { step, confirmation, restart, error } = useAppSelector(selectInsert);
  return (
    <>
      {error && (
        <div className="manual-banner" role="alert">
          <p>{error}</p>
          <button type="button" className="manual-banner__close" aria-label="Fechar" onClick={() => dispatch(manualOrderInsertActions.errorDismissed())}>
            ×
          </button>
        </div>
      )}
      {(step === 'checking' || step === 'inserting') && (
        <p className="manual-order__busy" role="status">
          {step === 'inserting' ? 'Inserindo os pedidos…' : 'Conferindo o pedido manual…'}
        </p>
      )}
      {confirmation && (
        <Modal
          title={confirmation.title}
          onClose={() => dispatch(manualOrderInsertActions.confirmationAnswered(false))}
          footer={
            <>
              <button type="button" className="btn" onClick={() => dispatch(manualOrderInsertActions.confirmationAnswered(false))}>
                {confirmation.cancelLabel}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => dispatch(manualOrderInsertActions.confirmationAnswered(true))}>
                {confirmation.confirmLabel}
              </button>
            </>
          }
        >
          <p>{confirmation.message}</p>
        </Modal>
      )}
      {restart !== 'idle' && (
        <Modal
          title={RESTART_QUESTION.title}
          closable={restart === 'asking'}
          onClose={() => dispatch(manualOrderInsertActions.restartCancelled())}
          footer={
            <>
              <button type="button" className="btn" disabled={restart === 'restarting'} onClick={() => dispatch(manualOrderInsertActions.restartCancelled())}>
                {RESTART_QUESTION.cancel}
              </button>
              <button type="button" className="btn btn--danger" disabled={restart === 'restarting'} onClick={() => dispatch(manualOrderInsertActions.restartConfirmed())}>
                {RESTART_QUESTION.confirm}
              </button>
            </>
          }
        >
          <p>{RESTART_QUESTION.message}</p>
          {restart === 'restarting' && <p role="status">Reiniciando…</p>}
        </Modal>
      )}
    </>
  );
}
