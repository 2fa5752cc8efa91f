import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOrderCheck, selectOrderCount } from '../selectionSelectors';
import { selectionActions as s } from '../selectionSlice';
import { SelectionCheckbox } from './SelectionCheckbox';

/** A branch order's box: checked, unchecked or mixed from its products (spec 03 §4.2). */
export function OrderSelectionBox({ idPedido, branch }: { idPedido: number; branch: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector((st) => selectOrderCheck(st, idPedido));
  const orderCount = useAppSelector(selectOrderCount);
  return <SelectionCheckbox className="order-card__check" state={state} label={`Selecionar o pedido de ${branch}`} onToggle={() => dispatch(s.orderSelectionToggled({ idPedido, orderCount }))} />;
}
