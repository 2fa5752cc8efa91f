/** The footer of a confirmation dialog: a way back and the dialog's command (disabled while it runs). */
export function DialogButtons({
  backLabel = 'Voltar',
  onBack,
  confirmLabel,
  onConfirm,
  danger = false,
  busy = false,
}: {
  backLabel?: string;
  onBack: () => void;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  busy?: boolean;
}) {
  return (
    <>
      <button type="button" className="btn" onClick={onBack} disabled={busy}>
        {backLabel}
      </button>
      <button type="button" className={danger ? 'btn btn--danger' : 'btn btn--primary'} onClick={onConfirm} disabled={busy} aria-busy={busy}>
        {confirmLabel}
      </button>
    </>
  );
}
