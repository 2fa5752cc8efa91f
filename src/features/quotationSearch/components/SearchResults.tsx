import { Link } from 'react-router-dom';
import type { CotacaoDto } from '../../../api/dto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { QUOTATION_PAGE_SIZES, quotationStatusLabel, summaryPath } from '../../../domain/quotationStatus';
import { formatDate, formatDateTime } from '../../../shared/lib/format';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectResultRows, selectSearch } from '../quotationSearchSelectors';
import { resultsPagingChanged } from '../quotationSearchSlice';
import { pagingOf } from '../../../shared/lib/paging';

/** Titles link to the summary, except cancelled quotations (spec 01 §2.7); long ones are cut with an ellipsis and a tooltip. */
const COLUMNS: TableColumn<CotacaoDto>[] = [
  { key: 'id', header: 'Código', sortKey: 'id', render: (q) => q.id },
  {
    key: 'titulo',
    header: 'Título',
    sortKey: 'titulo',
    className: 'cell-fluid',
    render: (q) => (q.situacao === 'CANCELADA' ? <TruncatedText text={q.titulo} /> : <Link to={summaryPath(q.id)}><TruncatedText text={q.titulo} /></Link>),
  },
  { key: 'cadastro', header: 'Data de cadastro', sortKey: 'dataCadastro', className: 'cell-nowrap', render: (q) => formatDate(q.dataCadastro) },
  { key: 'vencimento', header: 'Vencimento', sortKey: 'dataVencimento', className: 'cell-nowrap', render: (q) => formatDateTime(q.dataVencimento) },
  { key: 'produtos', header: 'Produtos', sortKey: 'numeroProdutos', render: (q) => q.numeroProdutos },
  { key: 'situacao', header: 'Situação', className: 'cell-nowrap', render: (q) => quotationStatusLabel(q.situacao) },
];

export function SearchResults() {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const rows = useAppSelector(selectResultRows);
  return (
    <section className="panel" aria-labelledby="search-results-title">
      <h2 id="search-results-title">RESULTADO DA BUSCA ({search.total})</h2>
      <PagedTable
        caption="Resultado da busca"
        columns={COLUMNS}
        rows={rows}
        getRowId={(q) => q.id}
        {...pagingOf(search)}
        sizeOptions={QUOTATION_PAGE_SIZES}
        onPageChange={(page) => dispatch(resultsPagingChanged({ page }))}
        onSizeChange={(size) => dispatch(resultsPagingChanged({ size }))}
        onSortChange={(sort) => dispatch(resultsPagingChanged({ sortKey: sort.key, asc: sort.asc }))}
      />
    </section>
  );
}
