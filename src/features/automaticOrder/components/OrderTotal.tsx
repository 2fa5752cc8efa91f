import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectTotalView } from '../automaticOrderSelectors';
import { automaticOrderActions } from '../automaticOrderSlice';

/**
 * The total of the quotation's orders with its refresh control (spec 03 §2.3): ' R$ - ' until the
 * first refresh; the control is unavailable while it runs and for 3 s after, and says so in its
 * tooltip (aria-disabled, so the tooltip still shows and focus stays on it).
 */
export function OrderTotal() {
  const dispatch = useAppDispatch();
  const { text, tooltip, disabled, error } = useAppSelector(selectTotalView);
  return (
    <div className="order-total">
      <span className="order-total__label">Total dos pedidos</span>
      <output className="order-total__value" aria-live="polite">
        {text}
      </output>
      <button
        type="button"
        className="btn btn--small order-total__refresh"
        title={tooltip}
        aria-label={`Atualizar o total: ${tooltip}`}
        aria-disabled={disabled}
        onClick={() => !disabled && dispatch(automaticOrderActions.totalRefreshRequested())}
      >
        <span aria-hidden="true">↻</span> Atualizar
      </button>
      {error && (
        <span className="automatic-order__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
