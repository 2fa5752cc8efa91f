import { useAppDispatch, useAppSelector, useKeyedSelector } from '../../../app/hooks';
import { selectOrderCount } from '../automaticOrderSelectors';
import { selectOrderCheck } from './selectionSelectors';
import { selectionActions } from './selectionSlice';
import { SelectionCheckbox } from './SelectionCheckbox';
import { deleteOrderLabel } from './selectionTexts';

/** A branch order's box (checked, unchecked or mixed from its products, spec 03 §4.2). */
export function OrderSelectionBox({ idPedido, branch }: { idPedido: number; branch: string }) {
  const dispatch = useAppDispatch();
  const state = useKeyedSelector(selectOrderCheck, idPedido);
  const orderCount = useAppSelector(selectOrderCount);
  return <SelectionCheckbox className="order-card__check" state={state} label={`Selecionar o pedido de ${branch}`} onToggle={() => dispatch(selectionActions.orderSelectionToggled({ idPedido, orderCount }))} />;
}

/** A branch order's delete icon (it asks first; the order's products can be re-inserted). */
export function OrderDeleteButton({ idPedido, branch }: { idPedido: number; branch: string }) {
  const dispatch = useAppDispatch();
  const label = deleteOrderLabel(branch);
  return (
    <button type="button" className="order-card__delete" aria-label={label} title={label} onClick={() => dispatch(selectionActions.orderDeleteRequested(idPedido))}>
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
        <path fill="currentColor" d="M6 1h4l1 1h3v2H2V2h3l1-1zM3 5h10l-1 10H4L3 5zm3 2v6h1V7H6zm3 0v6h1V7H9z" />
      </svg>
    </button>
  );
}
