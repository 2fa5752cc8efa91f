import { useId } from 'react';
import type { FornecedorRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectRepresentatives, selectSupplierOpen } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { EMPTY_RESULT, LOADING_REPRESENTATIVES, ORDER_TOTAL } from '../orderReviewTexts';
import { RepresentativePanel } from './RepresentativePanel';
import { LoadState } from '../../../shared/ui/LoadState';
import { GroupSelectBox } from './GroupSelectBox';
import { SELECTION_TEXTS } from '../orderSelectionTexts';

/** A supplier's accordion: name and 'Total do pedido: value', then its representatives. */
export function SupplierPanel({ supplier }: { supplier: FornecedorRevisaoDto }) {
  const dispatch = useAppDispatch();
  const { idFornecedor } = supplier;
  const open = useAppSelector((s) => selectSupplierOpen(s, idFornecedor));
  const representatives = useAppSelector((s) => selectRepresentatives(s, idFornecedor));
  const panelId = useId();
  return (
    <li className="review-supplier">
      <div className="review-heading--selectable">
        <GroupSelectBox group={{ idFornecedor }} label={SELECTION_TEXTS.supplier(supplier.nomeFantasiaFornecedor)} />
        <h2 className="review-heading">
          <button type="button" className="review-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(orderReviewActions.supplierToggled(idFornecedor))}>
            <span className="review-toggle__name">
              <TruncatedText text={supplier.nomeFantasiaFornecedor} />
            </span>
            <span className="review-toggle__total">
              {ORDER_TOTAL} {formatMoney(supplier.valorTotal)}
            </span>
          </button>
        </h2>
      </div>
      {open && (
        <div id={panelId} className="review-panel" aria-busy={representatives.status === 'loading'}>
          <LoadState status={representatives.status} error={representatives.error} loadingText={LOADING_REPRESENTATIVES} emptyText={EMPTY_RESULT} hasRows={representatives.rows.length > 0} />
          <ul className="review-list">
            {representatives.rows.map((row) => (
              <RepresentativePanel key={row.idRepresentante} representative={row} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
