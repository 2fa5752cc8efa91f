import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Pager } from '../../../shared/ui/Pager';
import { selectEmptyResult, selectSupplierPage, selectSuppliers } from '../automaticOrderSelectors';
import { automaticOrderActions, SUPPLIER_PAGE_SIZES } from '../automaticOrderSlice';
import { SUPPLIERS_PER_PAGE } from '../automaticOrderTexts';
import { NoResults } from '../../../widgets/NoResults';
import { ColumnPicker } from '../grid/ColumnPicker';
import { usePreloadOrderItemsGrid } from '../grid/LazyOrderItemsGrid';
import { RowLegend } from '../components/RowLegend';
import { SupplierPanel } from './SupplierPanel';
import { LoadState } from '../../../shared/ui/LoadState';

interface SupplierListProps {
  idCotacao: number;
  hiddenColumns: readonly string[];
  onPageChange: (page: number) => void;
  onClearFilter: () => void;
}

/** The paginated suppliers ('Fornecedores por página' above five), or the empty result of spec 03 §2.3. */
export function SupplierList({ idCotacao, hiddenColumns, onPageChange, onClearFilter }: SupplierListProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSuppliers);
  const page = useAppSelector(selectSupplierPage);
  const empty = useAppSelector(selectEmptyResult);
  usePreloadOrderItemsGrid(status === 'loaded');
  const changeSize = (size: number) => {
    dispatch(automaticOrderActions.supplierPageSizeChanged(size));
    onPageChange(0);
  };
  return (
    <section className="suppliers" aria-labelledby="suppliers-title" aria-busy={status === 'loading'}>
      <div className="suppliers__bar">
        <h2 id="suppliers-title" className="automatic-order__section-title">
          Fornecedores {page.total > 0 && <span className="automatic-order__count">({page.total})</span>}
        </h2>
        <div className="suppliers__tools">
          <RowLegend />
          <ColumnPicker />
        </div>
      </div>
      <LoadState status={status} error={error} loadingText="Carregando fornecedores…" />
      {empty && <NoResults idCotacao={idCotacao} filterActive={empty.filterActive} onClearFilter={onClearFilter} />}
      <ul className="suppliers__list">
        {page.ids.map((idFornecedor) => (
          <SupplierPanel key={idFornecedor} idFornecedor={idFornecedor} hiddenColumns={hiddenColumns} />
        ))}
      </ul>
      {page.showPager && (
        <Pager total={page.total} page={page.page} size={page.size} onPageChange={onPageChange} onSizeChange={changeSize} sizeOptions={SUPPLIER_PAGE_SIZES} sizeLabel={SUPPLIERS_PER_PAGE} />
      )}
    </section>
  );
}
