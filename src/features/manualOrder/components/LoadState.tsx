import type { LoadStatus } from '../manualOrderSlice';
import { RETRY } from '../manualOrderTexts';

interface LoadStateProps {
  status: LoadStatus;
  error: string | null;
  loadingText: string;
  onRetry: () => void;
}

/** A list's loading and failure states, in Portuguese, with 'Tentar novamente' (nothing when loaded). */
export function LoadState({ status, error, loadingText, onRetry }: LoadStateProps) {
  if (status === 'loading' || status === 'idle') {
    return (
      <p className="manual-state" role="status">
        {loadingText}
      </p>
    );
  }
  if (status !== 'failed') return null;
  return (
    <div className="manual-state manual-state--failed" role="alert">
      <span>{error}</span>
      <button type="button" className="btn" onClick={onRetry}>
        {RETRY}
      </button>
    </div>
  );
}
