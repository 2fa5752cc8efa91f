import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { canEndLooping, isLoopingActive } from '../../../domain/orderStatus';
import { loopingEndRequested, loopingSummaryRequested, reviewRestartRequested } from '../../../shared/lib/appEvents';
import { QuotationHeader } from '../../../widgets/QuotationHeader';
import { Stepper } from '../../../widgets/Stepper';
import { selectContextError, selectLooping, selectReviewHeader, selectReviewSteps, selectTabs } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { ExportActions } from './ExportActions';
import { PreferencesGear } from './PreferencesGear';
import { notBoughtActions } from '../notBoughtSlice';
import { NOT_BOUGHT_ACTION } from '../notBoughtTexts';
import { END_LOOPING, FILTER_ORDERS, LEGEND, LOOPING_SUMMARY, NOT_CONFIRMED_REASON, NOTHING_TO_SEND_REASON, REFRESH_ORDERS, RESTART_ORDERS, RESTART_SENT_REASON, SEND_ORDERS, SUMMARY_TITLE } from '../orderReviewTexts';

/**
 * The quotation header, the stepper (Revisão e envio, step 2) and the page's actions (§2.6). Send,
 * restart and the looping actions are carried out by the orderSending feature (appEvents).
 * 'Enviar pedidos' is disabled when no order is left to send, 'Reiniciar pedidos' once an order
 * was sent, each with its reason written under the actions (aria-describedby).
 */
export function ReviewHeader({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const header = useAppSelector(selectReviewHeader);
  const steps = useAppSelector(selectReviewSteps);
  const contextError = useAppSelector(selectContextError);
  const { counts } = useAppSelector(selectTabs);
  const looping = useAppSelector(selectLooping);
  // Actions offered only when they can work, else the reason beside them (issue 25 point 8).
  const loaded = counts.status === 'loaded';
  const nothingToSend = loaded && counts.todos > 0 && counts.enviaveis === 0;
  const restartBlocked = loaded && counts.enviados > 0;
  return (
    <>
      {header ? <QuotationHeader {...header} /> : <h1 className="order-review__title">Cotação {idCotacao}</h1>}
      {steps.length > 0 && <Stepper steps={steps} current={2} />}
      {contextError && (
        <p className="order-review__error" role="alert">
          {contextError}
        </p>
      )}
      <div className="order-review__bar">
        <nav className="order-review__actions" aria-label="Ações da revisão">
          <PreferencesGear />
          <button type="button" className="btn" onClick={() => dispatch(orderReviewActions.refreshRequested({ items: true }))}>
            {REFRESH_ORDERS}
          </button>
          <button type="button" className="btn" onClick={() => dispatch(notBoughtActions.notBoughtOpened({ idCotacao }))}>
            {NOT_BOUGHT_ACTION}
          </button>
          <button type="button" className="btn" onClick={() => dispatch(orderReviewActions.legendToggled(true))}>
            {LEGEND}
          </button>
          <button type="button" className="btn" data-tour="resumo" onClick={() => dispatch(orderReviewActions.summaryOpened())}>
            {SUMMARY_TITLE}
          </button>
          <button type="button" className="btn" data-tour="filtrar" onClick={() => dispatch(orderReviewActions.filterPanelToggled(true))}>
            {FILTER_ORDERS}
          </button>
          {looping && (looping.horarioLimite !== null || isLoopingActive(looping.status)) && (
            <button type="button" className="btn" onClick={() => dispatch(loopingSummaryRequested({ idCotacao }))}>
              {LOOPING_SUMMARY}
            </button>
          )}
          {canEndLooping(looping) && (
            <button type="button" className="btn" onClick={() => dispatch(loopingEndRequested({ idCotacao }))}>
              {END_LOOPING}
            </button>
          )}
          <button type="button" className="btn" disabled={restartBlocked} aria-describedby={restartBlocked ? 'review-restart-reason' : undefined} onClick={() => dispatch(reviewRestartRequested({ idCotacao }))}>
            {RESTART_ORDERS}
          </button>
          <button type="button" className="btn btn--primary" data-tour="enviar" disabled={(loaded && counts.todos === 0) || nothingToSend} aria-describedby={nothingToSend ? 'review-send-reason' : undefined} onClick={() => dispatch(orderReviewActions.sendRequested())}>
            {SEND_ORDERS}
          </button>
        </nav>
      </div>
      {(nothingToSend || restartBlocked) && (
        <div className="order-review__reasons">
          {nothingToSend && <p id="review-send-reason">{counts.enviados > 0 ? NOTHING_TO_SEND_REASON : NOT_CONFIRMED_REASON}</p>}
          {restartBlocked && <p id="review-restart-reason">{RESTART_SENT_REASON}</p>}
        </div>
      )}
      <ExportActions />
    </>
  );
}
