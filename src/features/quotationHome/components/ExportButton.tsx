import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectHome } from '../quotationHomeSelectors';
import { exportRequested } from '../quotationHomeSlice';

export const EXPORT_TOOLTIP = 'Exportar produtos da cotação.';

/** The export icon of a row (shown only when the quotation has products). */
export function ExportButton({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => selectHome(s).exporting === id);
  return (
    <button type="button" className="icon-button" title={EXPORT_TOOLTIP} aria-label={`${EXPORT_TOOLTIP} (${id})`} disabled={busy} onClick={() => dispatch(exportRequested(id))}>
      <span aria-hidden="true">⇩</span>
    </button>
  );
}
