import { useCallback, useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CotacaoDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QUOTATION_PAGE_SIZES, quotationLink, type HomePanel } from '../../../domain/quotationStatus';
import { truncateTitle } from '../../../domain/quotationTitle';
import { formatDate, formatDateTime } from '../../../shared/lib/format';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { selectPanel, selectPanelRows } from '../quotationHomeSelectors';
import { panelPagingChanged, panelToggled } from '../quotationHomeSlice';
import { ExportButton } from './ExportButton';
import { pagingOf } from '../../../shared/lib/paging';

function QuotationTitle({ quotation }: { quotation: CotacaoDto }) {
  const text = truncateTitle(quotation.titulo);
  const to = quotationLink(quotation.id, quotation.situacao);
  const full = text === quotation.titulo ? undefined : quotation.titulo;
  return to ? (
    <Link to={to} title={full}>
      {text}
    </Link>
  ) : (
    <span title={full}>{text}</span>
  );
}

const BASE_COLUMNS: TableColumn<CotacaoDto>[] = [
  { key: 'id', header: 'Código', sortKey: 'id', render: (q) => q.id },
  { key: 'titulo', header: 'Título', sortKey: 'titulo', className: 'cell-nowrap', render: (q) => <QuotationTitle quotation={q} /> },
  { key: 'cadastro', header: 'Data de cadastro', sortKey: 'dataCadastro', className: 'cell-nowrap', render: (q) => formatDate(q.dataCadastro) },
  { key: 'vencimento', header: 'Vencimento', sortKey: 'dataVencimento', className: 'cell-nowrap', render: (q) => formatDateTime(q.dataVencimento) },
  { key: 'produtos', header: 'Produtos', sortKey: 'numeroProdutos', render: (q) => q.numeroProdutos },
];
const REASON_COLUMN: TableColumn<CotacaoDto> = { key: 'motivo', header: 'Motivo do cancelamento', className: 'cell-wrap', render: (q) => q.motivoCancelamento ?? '' };
const EXPORT_COLUMN: TableColumn<CotacaoDto> = { key: 'exportar', header: 'Exportar', render: (q) => (q.numeroProdutos > 0 ? <ExportButton id={q.id} /> : null) };

/** One collapsed panel of the home: its quotations load when it opens. */
export function QuotationPanel({ panel }: { panel: HomePanel }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectPanel(s, panel.key));
  const rows = useAppSelector((s) => selectPanelRows(s, panel.key));
  const bodyId = useId();
  const columns = useMemo(() => [...BASE_COLUMNS, ...(panel.key === 'canceladas' ? [REASON_COLUMN] : []), EXPORT_COLUMN], [panel.key]);
  const onPageChange = useCallback((page: number) => dispatch(panelPagingChanged({ key: panel.key, page })), [dispatch, panel.key]);
  const onSizeChange = useCallback((size: number) => dispatch(panelPagingChanged({ key: panel.key, size })), [dispatch, panel.key]);

  return (
    <section className="quotation-panel">
      <h2 className="quotation-panel__header">
        <button type="button" aria-expanded={state.open} aria-controls={bodyId} onClick={() => dispatch(panelToggled(panel.key))}>
          <span aria-hidden="true">{state.open ? '▾' : '▸'}</span> {panel.title}
        </button>
      </h2>
      {state.open && (
        <div id={bodyId} className="quotation-panel__body">
          {state.error && (
            <p role="alert" className="field-error">
              {state.error}
            </p>
          )}
          <PagedTable
            caption={panel.title}
            columns={columns}
            rows={rows}
            getRowId={(q) => q.id}
            {...pagingOf(state)}
            sizeOptions={QUOTATION_PAGE_SIZES}
            onPageChange={onPageChange}
            onSizeChange={onSizeChange}
            onSortChange={(sort) => dispatch(panelPagingChanged({ key: panel.key, sortKey: sort.key, asc: sort.asc }))}
          />
          <Link className="btn" to="/cotacao/filter" aria-label={`Veja Mais: ${panel.title}`}>
            Veja Mais
          </Link>
        </div>
      )}
    </section>
  );
}
