import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDateTime } from '../../shared/lib/format';
import { replayEnded, selectSupport } from './supportSlice';
import './ReplayBanner.css';

/** Shown on every screen while this tab replays a diagnostic bundle, with the failures recorded on the replayed screen. */
export function ReplayBanner() {
  const dispatch = useAppDispatch();
  const { replay } = useAppSelector(selectSupport);
  if (!replay) return null;
  return (
    <div className="replay-banner">
      <div role="status" className="replay-banner__title">
        <span>Reprodução de diagnóstico — somente leitura (gerado em {formatDateTime(replay.generatedAt)})</span>
        <button type="button" className="btn" onClick={() => dispatch(replayEnded())}>
          Encerrar reprodução
        </button>
      </div>
      {replay.failures.length > 0 && (
        <ul className="replay-banner__failures" aria-label="Falhas registradas nesta tela">
          {replay.failures.map((failure) => (
            <li key={`${failure.at}-${failure.kind}`}>
              {formatDateTime(failure.at)} — {failure.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
