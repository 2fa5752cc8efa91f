import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../shared/lib/format';
import { replayEnded, selectSupport } from './supportSlice';
import './ReplayBanner.css';

/** Shown on every screen while this tab replays a diagnostic bundle. */
export function ReplayBanner() {
  const dispatch = useAppDispatch();
  const { replay } = useAppSelector(selectSupport);
  if (!replay) return null;
  return (
    <div role="status" className="replay-banner">
      <span>Reprodução de diagnóstico — somente leitura (gerado em {formatDateTime(replay.generatedAt)})</span>
      <button type="button" className="btn" onClick={() => dispatch(replayEnded())}>
        Encerrar reprodução
      </button>
    </div>
  );
}
