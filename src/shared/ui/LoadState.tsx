import type { LoadStatus } from '../lib/loadStatus';
import './LoadState.css';

export const RETRY = 'Tentar novamente';

interface LoadStateProps {
  status: LoadStatus;
  /** The failure's Portuguese message (`failedText` when the server gave none). */
  error: string | null;
  failedText?: string;
  /** Shown while the list loads and before its first load. */
  loadingText?: string;
  /** Shown when the list loaded with nothing in it. */
  emptyText?: string;
  /** The list already shows rows: no loading or empty text then (the container's aria-busy says a reload runs). */
  hasRows?: boolean;
  /** 'Tentar novamente' after a failure (no button without it). */
  onRetry?: () => void;
  className?: string;
}

/**
 * A list's loading, empty and failure states, in Portuguese: the loading and empty texts are a
 * status, the failure an alert with 'Tentar novamente'. Nothing once rows are shown.
 */
const classes = (className: string | undefined, modifier = '') => ['load-state', modifier, className].filter(Boolean).join(' ');

export function LoadState({ status, error, failedText, loadingText, emptyText, hasRows = false, onRetry, className }: LoadStateProps) {
  if (status === 'failed') {
    return (
      <div className={classes(className, 'load-state--failed')} role="alert">
        <span>{error ?? failedText}</span>
        {onRetry && (
          <button type="button" className="btn btn--small" onClick={onRetry}>
            {RETRY}
          </button>
        )}
      </div>
    );
  }
  if (hasRows) return null;
  const text = status === 'loaded' ? emptyText : loadingText;
  if (text === undefined) return null;
  return (
    <p className={classes(className)} role="status">
      {text}
    </p>
  );
}
