import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { UNANSWERED_PAGE_SIZE } from '../../domain/unansweredProducts';
import { formatInteger } from '../../shared/lib/format';
import { AlertBox } from '../../shared/ui/AlertBox';
import { QuotationNotFound } from '../../widgets/QuotationNotFound';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { PagedTable, type TableSort } from '../../shared/ui/PagedTable';
import { UNANSWERED_COLUMNS } from './components/unansweredColumns';
import { unansweredAddress, type UnansweredQueryState } from './unansweredAddress';
import { quotationIdOf } from '../../domain/quotationStatus';
import { useAddressState } from '../../shared/lib/addressState';
import { selectUnanswered } from './unansweredProductsSelectors';
import { unansweredExportFinished, unansweredExportRequested, unansweredPageRequested } from './unansweredProductsSlice';
import './UnansweredProductsPage.css';

export const PAGE_TITLE = 'Produtos não Respondidos';
export const EMPTY_TEXT = 'Todos os produtos da cotação foram respondidos.';

/**
 * /produtos-nao-respondidos/{id} (spec 02 §2.3): the quoted products no answer covers, 10 per
 * page, sortable, page and sort in the address. 'Exportar Planilha' only when there are any;
 * 'Voltar' to the summary. The quotation header is added by the summary's shared header.
 */
export function UnansweredProductsPage() {
  const dispatch = useAppDispatch();
  const idCotacao = quotationIdOf(useParams().id ?? '');
  const [query, go] = useAddressState(unansweredAddress);
  const { rows, total, loading, error, exporting, exportError } = useAppSelector(selectUnanswered);
  const closeExportError = useCallback(() => dispatch(unansweredExportFinished(null)), [dispatch]);

  useEffect(() => {
    if (idCotacao !== null) dispatch(unansweredPageRequested({ idCotacao, query }));
  }, [dispatch, idCotacao, query]);

  const onSortChange = (sort: TableSort): void => go({ page: 0, sort: sort.key as UnansweredQueryState['sort'], asc: sort.asc });

  if (idCotacao === null) {
    return <QuotationNotFound title={PAGE_TITLE} className="unanswered" />;
  }

  return (
    <section className="unanswered" aria-labelledby="unanswered-title">
      <header className="unanswered__header">
        <div>
          <p className="unanswered__quotation">Cotação {idCotacao}</p>
          <h1 id="unanswered-title">
            {PAGE_TITLE} <span className="unanswered__total">({loading && total === 0 ? '…' : formatInteger(total)})</span>
          </h1>
        </div>
        <div className="unanswered__actions">
          {total > 0 && (
            <button type="button" className="btn btn--primary" onClick={() => dispatch(unansweredExportRequested())} disabled={exporting} aria-busy={exporting}>
              Exportar Planilha
            </button>
          )}
          <Link className="btn" to={`/pedido-resumo/${idCotacao}`}>
            Voltar
          </Link>
        </div>
      </header>
      <FeatureStopped feature="unansweredProducts" />
      {exportError && <AlertBox severity="error" message={exportError} onClose={closeExportError} autoCloseMs={0} />}
      <PagedTable
        caption={PAGE_TITLE}
        columns={UNANSWERED_COLUMNS}
        rows={rows}
        getRowId={(row) => row.idProduto}
        loading={loading}
        total={total}
        page={query.page}
        size={UNANSWERED_PAGE_SIZE}
        onPageChange={(page) => go({ ...query, page })}
        sort={{ key: query.sort, asc: query.asc }}
        onSortChange={onSortChange}
        emptyText={EMPTY_TEXT}
        error={error}
      />
    </section>
  );
}
