import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { selectGroupCheck, selectSelectionRead, selectSelectionSummary } from '../orderSelectionSelectors';
import { orderSelectionActions as sel } from '../orderSelectionSlice';
import { SELECTION_TEXTS } from '../orderSelectionTexts';
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
  // Until the orders are read the bar keeps its place (the list below does not move when they come).
  const read = useAppSelector(selectSelectionRead);
  if (all === null && read) return null;
  return (
    <div className="review-selection" role="group" aria-label="Seleção de pedidos">
      <label className="review-selection__all">
        <GroupSelectBox group={ALL} label={SELECTION_TEXTS.selectAll} />
        <span aria-hidden="true">{SELECTION_TEXTS.selectAll}</span>
      </label>
      <p className="review-selection__summary" role="status">
        {count > 0 ? `${SELECTION_TEXTS.chosen(count, formatMoney(total))} — ${SELECTION_TEXTS.onlyThese}` : SELECTION_TEXTS.noneChosen}
      </p>
      {count > 0 && (
        <button type="button" className="btn" onClick={() => dispatch(sel.selectionCleared())}>
          {SELECTION_TEXTS.clear}
        </button>
      )}
    </div>
  );
}
