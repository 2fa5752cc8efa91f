import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import type { SelectionGroup } from '../../../domain/reviewSelection';
import { TriStateCheckbox } from '../../../shared/ui/TriStateCheckbox';
import { selectGroupCheck, selectGroupIds, selectOrderCheck, selectSelectionRead } from '../orderSelectionSelectors';
import { orderSelectionActions as sel } from '../orderSelectionSlice';
import './OrderSelection.css';

/**
 * A supplier's or a representative's box: checked, mixed or unchecked from its orders; absent when
 * none of them can be selected. Until the orders are read (after the list itself) its room is kept
 * empty, so the heading does not move when the box comes.
 */
export function GroupSelectBox({ group, label }: { group: SelectionGroup; label: string }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const state = useAppSelector((s) => selectGroupCheck(s, group));
  const read = useAppSelector(selectSelectionRead);
  if (state === null) return read ? null : <span className="review-select review-select--pending" aria-hidden="true" />;
  return <TriStateCheckbox className="review-select" state={state} label={label} onToggle={() => dispatch(sel.groupSelectionToggled(selectGroupIds(store.getState(), group)))} />;
}

/** One branch order's box; absent for an order that cannot be selected (sent, cancelled). */
export function OrderSelectBox({ idPedido, label }: { idPedido: number; label: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectOrderCheck(s, idPedido));
  if (state === null) return null;
  return <TriStateCheckbox className="review-select" state={state} label={label} onToggle={() => dispatch(sel.orderSelectionToggled(idPedido))} />;
}
