import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AlertBox } from '../../shared/ui/AlertBox';
import { ConfirmCommandDialog } from './components/ConfirmCommandDialog';
import { LoopingSummaryModal } from './components/LoopingSummaryModal';
import { SendOrdersModal } from './components/SendOrdersModal';
import './components/OrderSending.css';
import { selectLooping, selectNotice, selectRestart, selectSend, selectSendBulk } from './orderSendingSelectors';
import { orderSendingActions, type LoopingForm } from './orderSendingSlice';
import { TEXTS } from './orderSendingTexts';

const now = (): Date => new Date();

function SendDialog() {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectSend);
  const bulk = useAppSelector(selectSendBulk);
  const onSend = useCallback((comLooping: boolean, settings: LoopingForm) => dispatch(orderSendingActions.sendConfirmed({ comLooping, settings })), [dispatch]);
  if (send.step === 'idle') return null;
  return (
    <SendOrdersModal
      bulk={bulk}
      loading={send.step === 'loading'}
      sending={send.step === 'sending'}
      settings={send.settings}
      loopingOffered={send.loopingOffered}
      error={send.error}
      preview={send.preview}
      now={now}
      onLimiter={(value) => dispatch(orderSendingActions.limiterChanged(value))}
      onSend={onSend}
      onClose={() => dispatch(orderSendingActions.sendDismissed())}
      onErrorClosed={() => dispatch(orderSendingActions.sendErrorClosed())}
      formKey={send.settingsTaken}
      conflict={
        send.loopingConflict
          ? {
              current: send.loopingConflict.current,
              onKeepMine: () => dispatch(orderSendingActions.loopingConflictResolved('mine')),
              onTakeCurrent: () => dispatch(orderSendingActions.loopingConflictResolved('current')),
            }
          : null
      }
    />
  );
}

function LoopingDialogs() {
  const dispatch = useAppDispatch();
  const looping = useAppSelector(selectLooping);
  if (looping.step === 'idle') return null;
  if (looping.step === 'confirming' || looping.step === 'ending') {
    return (
      <ConfirmCommandDialog
        title={TEXTS.endTitle}
        question={TEXTS.endQuestion}
        busy={looping.step === 'ending'}
        error={looping.error}
        onYes={() => dispatch(orderSendingActions.loopingEndConfirmed())}
        onNo={() => dispatch(orderSendingActions.loopingClosed())}
      />
    );
  }
  return <LoopingSummaryModal loading={looping.step === 'loading'} data={looping.data} error={looping.error} onEnd={() => dispatch(orderSendingActions.loopingEndAsked())} onClose={() => dispatch(orderSendingActions.loopingClosed())} />;
}

function RestartDialog() {
  const dispatch = useAppDispatch();
  const restart = useAppSelector(selectRestart);
  if (restart.step === 'idle') return null;
  return (
    <ConfirmCommandDialog
      title={TEXTS.restartTitle}
      question={TEXTS.restartQuestion}
      busy={restart.step === 'running'}
      error={restart.error}
      onYes={() => dispatch(orderSendingActions.restartConfirmed())}
      onNo={() => dispatch(orderSendingActions.restartClosed())}
    />
  );
}

function Notice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  if (!notice) return null;
  return (
    <div className="order-sending__notice">
      <AlertBox severity={notice.tone === 'success' ? 'success' : 'erro'} message={notice.message} onClose={() => dispatch(orderSendingActions.noticeClosed())} />
    </div>
  );
}

/**
 * The sending dialogs, mounted app-wide once the feature is loaded (app/AppDialogs.tsx): the send
 * dialog (orderSendRequested), the looping summary and its end confirmation (loopingSummaryRequested,
 * loopingEndRequested), the restart confirmation (reviewRestartRequested) and the result notice.
 */
export function OrderSendingDialogs() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) dispatch(orderSendingActions.dialogsLeft());
    shownAt.current = pathname;
  }, [pathname, dispatch]);
  return (
    <>
      <SendDialog />
      <LoopingDialogs />
      <RestartDialog />
      <Notice />
    </>
  );
}
