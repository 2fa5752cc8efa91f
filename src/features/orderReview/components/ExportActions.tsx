import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectExportError, selectExporting } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { EXPORT_BUTTONS, PRINT } from '../orderReviewTexts';

/** 'Exportar Arquivo', 'Exportar Produtos', 'Exportar Planilha' (files the mock serves as CSV) and 'Imprimir' (the 'Relatório' view). */
export function ExportActions() {
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExporting);
  const error = useAppSelector(selectExportError);
  return (
    <>
      <nav className="order-review__actions order-review__actions--files" aria-label="Exportar e imprimir">
        {EXPORT_BUTTONS.map(({ kind, label }) => (
          <button key={kind} type="button" className="btn" aria-busy={exporting === kind} disabled={exporting !== null} onClick={() => dispatch(orderReviewActions.exportRequested(kind))}>
            {label}
          </button>
        ))}
        <button type="button" className="btn" onClick={() => dispatch(orderReviewActions.reportOpened())}>
          {PRINT}
        </button>
      </nav>
      {error && (
        <p className="order-review__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
