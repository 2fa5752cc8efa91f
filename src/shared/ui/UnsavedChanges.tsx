import './Notices.css';

export interface UnsavedChange {
  id: string;
  label: string;
  error: string | null;
}

interface UnsavedChangesProps {
  changes: readonly UnsavedChange[];
  onRetry: () => void;
}

/** Saves that failed: each named, marked as not saved, with one 'Tentar novamente' that sends them again in order. */
export function UnsavedChanges({ changes, onRetry }: UnsavedChangesProps) {
  if (changes.length === 0) return null;
  return (
    <div className="notice notice--warning" role="alert" aria-label="Alterações não salvas">
      <p>
        <strong>Não salvo:</strong> {changes.length === 1 ? 'uma alteração não foi salva.' : `${changes.length} alterações não foram salvas.`} Nada do que você fez foi perdido.
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change.id}>
            {change.label}
            {change.error && <span className="notice__detail"> — {change.error}</span>}
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
