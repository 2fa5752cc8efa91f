import type { TipoExportacaoNaoComprados } from '../../../api/naoCompradosDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectNotBoughtExportType, selectNotBoughtFilterPending, selectNotBoughtList, selectNotBoughtNotice, selectNotBoughtOpen, selectNotBoughtOptions, selectNotBoughtPreparing } from '../notBoughtSelectors';
import { notBoughtActions } from '../notBoughtSlice';
import { EXPORT_FORMAT, EXPORT_SHEET, FILTER, FILTER_PENDING, LOADING_OPTIONS, NOT_BOUGHT_TITLE, OPTIONS_FAILED, QUOTATION_FILE, QUOTATION_FILE_HINT } from '../notBoughtTexts';
import { LoadState } from '../../../shared/ui/LoadState';
import { NotBoughtOptions } from './NotBoughtOptions';
import { NotBoughtTable } from './NotBoughtTable';
import '../notBought.css';

const FORMATS: readonly { value: TipoExportacaoNaoComprados; label: string }[] = [
  { value: 'xlsx', label: 'Excel (.xlsx)' },
  { value: 'txt', label: 'Texto (.txt)' },
];

/**
 * 'Ver produtos não comprados' (spec 03 §2.6; width 900): suppliers and branches with their
 * switches, the six situations, 'Filtrar', 'Exportar Planilha' (xlsx or txt), 'Gerar arquivo de
 * cotação', the table (5 per page) and the code legend.
 */
export function NotBoughtModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNotBoughtOpen);
  const options = useAppSelector(selectNotBoughtOptions);
  const notice = useAppSelector(selectNotBoughtNotice);
  const pending = useAppSelector(selectNotBoughtFilterPending);
  const preparing = useAppSelector(selectNotBoughtPreparing);
  const exportType = useAppSelector(selectNotBoughtExportType);
  const { status, total } = useAppSelector(selectNotBoughtList);
  if (!open) return null;
  const ready = options.status === 'loaded';
  const filesOff = !ready || preparing !== null || status !== 'loaded' || total === 0;
  return (
    <Modal title={NOT_BOUGHT_TITLE} onClose={() => dispatch(notBoughtActions.notBoughtClosed())} width={900} className="not-bought-modal">
      {ready ? (
        <NotBoughtOptions />
      ) : (
        <LoadState className="not-bought__state" status={options.status} error={options.error} failedText={OPTIONS_FAILED} loadingText={LOADING_OPTIONS} onRetry={() => dispatch(notBoughtActions.listRetried())} />
      )}
      <div className="not-bought__actions">
        <button type="button" className="btn btn--primary" disabled={!ready} onClick={() => dispatch(notBoughtActions.filterRequested())}>
          {FILTER}
        </button>
        <span className="not-bought__export">
          <label htmlFor="not-bought-format">{EXPORT_FORMAT}</label>
          <select id="not-bought-format" value={exportType} onChange={(event) => dispatch(notBoughtActions.exportTypeChosen(event.target.value as TipoExportacaoNaoComprados))}>
            {FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </select>
          <button type="button" className="btn" disabled={filesOff} aria-busy={preparing === 'planilha'} onClick={() => dispatch(notBoughtActions.fileRequested('planilha'))}>
            {EXPORT_SHEET}
          </button>
        </span>
        <button type="button" className="btn" disabled={filesOff} aria-busy={preparing === 'cotacao'} title={QUOTATION_FILE_HINT} onClick={() => dispatch(notBoughtActions.fileRequested('cotacao'))}>
          {QUOTATION_FILE}
        </button>
      </div>
      <p className="not-bought__notices" role="status" aria-live="polite">
        {notice && <span className={`not-bought__notice not-bought__notice--${notice.tone}`}>{notice.text}</span>}
        {pending && <span className="not-bought__notice not-bought__notice--warning">{FILTER_PENDING}</span>}
      </p>
      <NotBoughtTable />
    </Modal>
  );
}
