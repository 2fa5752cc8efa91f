import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectConfirmStep, selectHasCombo } from './confirmSelectors';
import { confirmActions } from './confirmSlice';
import { COMBO, CONFIRM_ORDER, CONFIRMING, RESTART_ORDERS, RESTARTING } from './confirmTexts';

/**
 * The header's Combo link (only when some branch order holds a combo), 'Confirmar Pedido' and
 * 'Reiniciar Pedidos' (spec 03 §2.3). Busy while a confirm or restart runs.
 */
export function ConfirmActions({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectConfirmStep);
  const hasCombo = useAppSelector(selectHasCombo);
  const confirming = step === 'checking' || step === 'confirming';
  const busy = confirming || step === 'restarting';
  return (
    <>
      {hasCombo && (
        <Link className="btn" to={`/pedido-automatico/${idCotacao}/combo`}>
          {COMBO}
        </Link>
      )}
      <button type="button" className="btn" onClick={() => dispatch(confirmActions.restartAsked())} disabled={busy}>
        {step === 'restarting' ? RESTARTING : RESTART_ORDERS}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => dispatch(confirmActions.confirmRequested())} disabled={busy} aria-busy={confirming}>
        {confirming ? CONFIRMING : CONFIRM_ORDER}
      </button>
    </>
  );
}
