import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Pager } from '../../../shared/ui/Pager';
import { SUMMARY_SIZES } from '../summaryAddress';
import { dialogOpened } from '../summaryDialogsSlice';
import { selectAddress, selectSuppliers } from '../summarySelectors';
import { categoriesAllActivated } from '../summarySlice';
import { SupplierBlock } from './SupplierBlock';
import { EMPTY_FILTER_MESSAGE } from './supplierTexts';

/** Three page buttons at most (spec 02 §9); the pager shows when the total exceeds 5. */
const SUPPLIER_PAGE_BUTTONS = 3;

interface SupplierListProps {
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onClearFilter: () => void;
}

/** The paged supplier–representative blocks, with the filter and the empty result of spec 02 §2.1. */
export function SupplierList({ onPageChange, onSizeChange, onClearFilter }: SupplierListProps) {
  const dispatch = useAppDispatch();
  const address = useAppSelector(selectAddress);
  const { rows, total, loading, loaded, error } = useAppSelector(selectSuppliers);
  if (!address) return null;
  const filtered = Boolean(address.idFornecedor || address.idRepresentante);
  const clearAll = () => {
    dispatch(categoriesAllActivated());
    onClearFilter();
  };

  return (
    <section className="summary-suppliers" aria-labelledby="summary-suppliers-title" aria-busy={loading}>
      <div className="summary-suppliers__bar">
        <h2 id="summary-suppliers-title" className="summary-section-title">
          Fornecedores participantes {total > 0 && <span className="summary-count">({total})</span>}
        </h2>
        <button type="button" className="btn" onClick={() => dispatch(dialogOpened({ kind: 'filter' }))}>
          Filtrar Fornecedores
        </button>
        {filtered && (
          <button type="button" className="btn" onClick={onClearFilter}>
            Limpar filtros
          </button>
        )}
      </div>
      {(loading || !loaded) && rows.length === 0 && <p role="status">Carregando fornecedores…</p>}
      {error && (
        <p className="summary-error" role="alert">
          {error}
        </p>
      )}
      {loaded && !loading && !error && rows.length === 0 && (
        <div className="summary-empty" role="status">
          <p>{EMPTY_FILTER_MESSAGE}</p>
          <button type="button" className="btn" onClick={clearAll}>
            Limpar filtros
          </button>
        </div>
      )}
      {rows.map((row) => (
        <SupplierBlock key={`${row.idFornecedor}:${row.idRepresentante}`} supplier={row} />
      ))}
      <Pager
        total={total}
        page={address.page}
        size={address.size}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        sizeOptions={SUMMARY_SIZES}
        maxButtons={SUPPLIER_PAGE_BUTTONS}
        sizeLabel="Fornecedores por página"
      />
    </section>
  );
}
