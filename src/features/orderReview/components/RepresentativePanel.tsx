import { useId } from 'react';
import type { RepresentanteRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectBranchOrders, selectRepresentativeOpen } from '../orderReviewSelectors';
import { orderReviewActions, representativeKey } from '../orderReviewSlice';
import { BranchOrderList } from './BranchOrderList';
import { RepresentativeCodesButton } from './payment/RepresentativeCodesButton';
import { GroupSelectBox } from './GroupSelectBox';
import { SELECTION_TEXTS } from '../orderSelectionTexts';

/** A representative's accordion: name and total, then its branch orders. */
export function RepresentativePanel({ representative }: { representative: RepresentanteRevisaoDto }) {
  const dispatch = useAppDispatch();
  const { idFornecedor, idRepresentante } = representative;
  const key = representativeKey(idFornecedor, idRepresentante);
  const open = useAppSelector((s) => selectRepresentativeOpen(s, key));
  const orders = useAppSelector((s) => selectBranchOrders(s, key));
  const panelId = useId();
  return (
    <li className="review-representative">
      <div className="review-heading--selectable">
        <GroupSelectBox group={{ idFornecedor, idRepresentante }} label={SELECTION_TEXTS.representative(representative.nomeRepresentante)} />
        <h3 className="review-heading">
          <button type="button" className="review-toggle review-toggle--representative" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(orderReviewActions.representativeToggled({ idFornecedor, idRepresentante }))}>
            <span className="review-toggle__name">
              <TruncatedText text={representative.nomeRepresentante} />
            </span>
            <span className="review-toggle__total">{formatMoney(representative.valorTotal)}</span>
          </button>
        </h3>
      </div>
      {open && (
        <div id={panelId} className="review-panel">
          <RepresentativeCodesButton representative={representative.nomeRepresentante} orders={orders.rows} />
          <BranchOrderList orders={orders} />
        </div>
      )}
    </li>
  );
}
