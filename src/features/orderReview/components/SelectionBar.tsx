import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { selectGroupCheck, selectSelectionSummary } from '../orderSelectionSelectors';
import { orderSelectionActions as sel } from '../orderSelectionSlice';
import { SELECTION_TEXTS as T } from '../orderSelectionTexts';
import { GroupSelectBox } from './GroupSelectBox';

const ALL = {};

/**
 * 'Selecionar todos os pedidos' and what is chosen (issue 29 point 1): how many orders and their
 * total, and 'Limpar seleção'. With none chosen, 'Enviar pedidos' sends every confirmed order.
 */
export function SelectionBar() {
  const dispatch = useAppDispatch();
  const all = useAppSelector((s) => selectGroupCheck(s, ALL));
  const { count, total } = useAppSelector(selectSelectionSummary);
  if (all === null) return null;
  return (
    <div className="review-selection" role="group" aria-label="Seleção de pedidos">
      <label className="review-selection__all">
        <GroupSelectBox group={ALL} label={T.selectAll} />
        <span aria-hidden="true">{T.selectAll}</span>
      </label>
      <p className="review-selection__summary" role="status">
        {count > 0 ? `${T.chosen(count, formatMoney(total))} — ${T.onlyThese}` : T.noneChosen}
      </p>
      {count > 0 && (
        <button type="button" className="btn" onClick={() => dispatch(sel.selectionCleared())}>
          {T.clear}
        </button>
      )}
    </div>
  );
}
