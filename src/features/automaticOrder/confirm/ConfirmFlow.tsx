import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DialogButtons } from '../../../shared/ui/DialogButtons';
import { Modal } from '../../../shared/ui/Modal';
import { selectConfirmError, selectConfirmStep, selectOverDoubleOrders } from './confirmSelectors';
import { confirmActions } from './confirmSlice';
import { RESTART_ORDERS, RESTART_QUESTION } from './confirmTexts';
import { OverDoubleModal } from './OverDoubleModal';

/**
 * What 'Confirmar Pedido' and 'Reiniciar Pedidos' open: the error banner of a refusal (the page
 * scrolls up to it, spec 03 §4.2), the over-double modal and the restart question.
 */
export function ConfirmFlow({ onReviewQuantities }: { onReviewQuantities: () => void }) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectConfirmStep);
  const error = useAppSelector(selectConfirmError);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!error) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    banner.current?.focus({ preventScroll: true });
  }, [error]);

  return (
    <>
      {error && (
        <div ref={banner} className="confirm-banner" role="alert" tabIndex={-1}>
          <p>{error}</p>
          <button type="button" className="confirm-banner__close" aria-label="Fechar aviso" onClick={() => dispatch(confirmActions.errorDismissed())}>
            ×
          </button>
        </div>
      )}
      {(step === 'overDouble' || (step === 'confirming' && !error)) && <OverDoubleModalWhenOpen step={step} onReviewQuantities={onReviewQuantities} />}
      {(step === 'restartAsked' || step === 'restarting') && (
        <Modal
          title={RESTART_ORDERS}
          onClose={() => dispatch(confirmActions.restartCancelled())}
          closable={step === 'restartAsked'}
          footer={<DialogButtons backLabel="Cancelar" onBack={() => dispatch(confirmActions.restartCancelled())} confirmLabel={RESTART_ORDERS} onConfirm={() => dispatch(confirmActions.restartConfirmed())} danger busy={step === 'restarting'} />}
        >
          <p>{RESTART_QUESTION}</p>
        </Modal>
      )}
    </>
  );
}

/** The over-double modal stays up while its 'Confirmar pedidos' runs (only when it was open). */
function OverDoubleModalWhenOpen({ step, onReviewQuantities }: { step: 'overDouble' | 'confirming'; onReviewQuantities: () => void }) {
  const orders = useAppSelector(selectOverDoubleOrders);
  if (step === 'confirming' && orders.total === 0) return null;
  return <OverDoubleModal busy={step === 'confirming'} onReviewQuantities={onReviewQuantities} />;
}
