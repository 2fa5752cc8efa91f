/** The footer of the wizard's dialogs: a way back and the dialog's command. */
export function DialogButtons({ backLabel = 'Voltar', onBack, confirmLabel, onConfirm, danger = false }: { backLabel?: string; onBack: () => void; confirmLabel: string; onConfirm: () => void; danger?: boolean }) {
  return (
    <>
      <button type="button" className="btn" onClick={onBack}>
        {backLabel}
      </button>
      <button type="button" className={danger ? 'btn btn--danger' : 'btn btn--primary'} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </>
  );
}
