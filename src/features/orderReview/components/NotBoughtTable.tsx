import type { ProdutoNaoCompradoDto } from '../../../api/naoCompradosDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NOT_BOUGHT_LEGEND, NOT_BOUGHT_PAGE_SIZE } from '../../../domain/notBought';
import { formatInteger } from '../../../shared/lib/format';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ProductName } from '../../../shared/grid/ProductName';
import { cellKindClass } from '../../../shared/grid/columnKinds';
import { selectNotBoughtList, selectNotBoughtPage } from '../notBoughtSelectors';
import { notBoughtActions } from '../notBoughtSlice';
import { EMPTY_TABLE, LEGEND_TITLE, LIST_FAILED, TABLE_CAPTION } from '../notBoughtTexts';
import { LoadState } from '../../../shared/ui/LoadState';

const rowId = (row: ProdutoNaoCompradoDto): string => row.id;

/** A cell of stacked lines, each cut with an ellipsis (its whole text as tooltip); the first is the main one. */
function Lines({ texts }: { texts: readonly (string | null)[] }) {
  return (
    <span className="not-bought__stack">
      {texts.map((text, i) => text && <TruncatedText key={i} text={text} />)}
    </span>
  );
}

/** The columns of spec 03 §2.6: status, type, code/EAN (with substitute codes), product/manufacturer, quantity, branch, status. */
const COLUMNS: readonly TableColumn<ProdutoNaoCompradoDto>[] = [
  {
    key: 'status',
    header: 'Status',
    className: 'not-bought__col-code',
    render: (row) => (
      <span className={`not-bought__status not-bought__status--${row.status}`} title={row.statusDescricao}>
        {row.status}
      </span>
    ),
  },
  { key: 'tipo', header: 'Tipo', className: 'not-bought__col-type', render: (row) => <span title={row.tipo === 'LIBERADO' ? 'Liberado' : 'Monitorado'}>{row.tipo === 'LIBERADO' ? 'L' : 'M'}</span> },
  {
    key: 'codigo',
    header: 'Código / EAN',
    className: 'not-bought__col-ean',
    render: (row) => (
      <span className="not-bought__stack">
        <TruncatedText text={row.codigo} />
        <span className={cellKindClass('ean')}>{row.codigoBarras}</span>
        {row.codigoSubstituto.length > 0 && <TruncatedText text={`Subst.: ${row.codigoSubstituto.join(', ')}`} />}
      </span>
    ),
  },
  {
    key: 'produto',
    header: 'Produto / Fabricante',
    className: 'not-bought__col-product',
    render: (row) => (
      <span className="not-bought__stack">
        <ProductName name={row.produto} />
        <TruncatedText text={row.fabricante} />
      </span>
    ),
  },
  { key: 'quantidade', header: 'Quantidade', className: 'not-bought__col-number', render: (row) => formatInteger(row.quantidade) },
  {
    key: 'filial',
    header: 'Filial',
    className: 'not-bought__col-branch',
    render: (row) => <Lines texts={[row.filial, row.fornecedor]} />,
  },
  { key: 'situacao', header: 'Situação', className: 'not-bought__col-situation', render: (row) => <TruncatedText text={row.statusDescricao} /> },
];

/** The products of the filter shown, 5 per page; loading, empty ('Nenhum dado foi encontrado!') and failure; the code legend. */
export function NotBoughtTable() {
  const dispatch = useAppDispatch();
  const { rows, total, status, error } = useAppSelector(selectNotBoughtList);
  const page = useAppSelector(selectNotBoughtPage);
  return (
    <div className="not-bought__table">
      {status === 'failed' ? (
        <LoadState className="not-bought__state" status={status} error={error} failedText={LIST_FAILED} onRetry={() => dispatch(notBoughtActions.listRetried())} />
      ) : (
        <>
          <PagedTable
            caption={TABLE_CAPTION}
            columns={COLUMNS}
            rows={status === 'loading' ? [] : rows}
            getRowId={rowId}
            loading={status === 'loading' || status === 'idle'}
            total={total}
            page={page}
            size={NOT_BOUGHT_PAGE_SIZE}
            onPageChange={(next) => dispatch(notBoughtActions.pageRequested(next))}
            emptyText={EMPTY_TABLE}
          />
        </>
      )}
      <div className="not-bought__legend">
        <span className="not-bought__legend-title">{LEGEND_TITLE}:</span>
        <dl>
          {NOT_BOUGHT_LEGEND.map(({ status: code, text }) => (
            <div key={code}>
              <dt>{code}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
