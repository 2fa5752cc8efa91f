import { useAppSelector } from '../../../app/hooks';
import { selectSuppliers } from '../orderReviewSelectors';
import { EMPTY_RESULT, LOADING_SUPPLIERS } from '../orderReviewTexts';
import { SupplierPanel } from './SupplierPanel';

/** 'Todos': every supplier with its total (§2.6), or the loading and empty texts. */
export function SupplierList() {
  const { rows, status, error } = useAppSelector(selectSuppliers);
  return (
    <section className="review-suppliers" aria-label="Fornecedores" aria-busy={status === 'loading'}>
      {(status === 'loading' || status === 'idle') && rows.length === 0 && <p role="status">{LOADING_SUPPLIERS}</p>}
      {status === 'failed' && (
        <p className="order-review__error" role="alert">
          {error}
        </p>
      )}
      {status === 'loaded' && rows.length === 0 && (
        <p className="order-review__empty" role="status">
          {EMPTY_RESULT}
        </p>
      )}
      <ul className="review-list">
        {rows.map((supplier) => (
          <SupplierPanel key={supplier.idFornecedor} supplier={supplier} />
        ))}
      </ul>
    </section>
  );
}
