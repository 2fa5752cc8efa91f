import { useAppSelector } from '../../../app/hooks';
import { selectSuppliers } from '../orderReviewSelectors';
import { EMPTY_RESULT, LOADING_SUPPLIERS } from '../orderReviewTexts';
import { SupplierPanel } from './SupplierPanel';
import { LoadState } from '../../../shared/ui/LoadState';

/** 'Todos': every supplier with its total (§2.6), or the loading and empty texts. */
export function SupplierList() {
  const { rows, status, error } = useAppSelector(selectSuppliers);
  return (
    <section className="review-suppliers" aria-label="Fornecedores" aria-busy={status === 'loading'}>
      <LoadState status={status} error={error} loadingText={LOADING_SUPPLIERS} emptyText={EMPTY_RESULT} hasRows={rows.length > 0} />
      <ul className="review-list">
        {rows.map((supplier) => (
          <SupplierPanel key={supplier.idFornecedor} supplier={supplier} />
        ))}
      </ul>
    </section>
  );
}
