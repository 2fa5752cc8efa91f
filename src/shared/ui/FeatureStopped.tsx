import { useDispatch, useSelector } from 'react-redux';
import { featureRestartRequested, selectFeatureStopped, type FeatureHealthState } from '../lib/featureHealth';
import './Notices.css';

/**
 * The recoverable error a screen shows when the part of the app behind it stopped after crashing
 * too often in a row (shared/saga/keepAlive.ts). What the user typed stays; 'Tentar novamente'
 * starts that part again.
 */
export function FeatureStopped({ feature }: { feature: string }) {
  const dispatch = useDispatch();
  const stopped = useSelector((s: { featureHealth: FeatureHealthState }) => selectFeatureStopped(s, feature));
  if (!stopped) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>Esta parte da tela parou de responder por causa de um erro. O que você digitou foi mantido.</p>
      <button type="button" className="btn" onClick={() => dispatch(featureRestartRequested({ feature }))}>
        Tentar novamente
      </button>
    </div>
  );
}
