import { useAppSelector } from '../../../app/hooks';
import { formatMoney } from '../../../shared/lib/format';
import { selectTotals } from '../manualOrderSelectors';
import { LOADING, TOTALS } from '../manualOrderTexts';
import { RepresentativeTotals } from './RepresentativeTotals';

/** The whole manual order: its value without and with ST, the products bought, and the totals per representative. */
export function OrderTotals() {
  const { order, status, error } = useAppSelector(selectTotals);
  return (
    <div className="manual-totals">
      <div className="manual-totals__main" aria-live="polite">
        <span className="manual-totals__label">{TOTALS.order}</span>
        <span className="manual-totals__value">{order ? formatMoney(order.valorTotal) : 'R$ -'}</span>
        {order && (
          <span className="manual-totals__detail">
            {TOTALS.withST} {formatMoney(order.valorTotalComST)} · {TOTALS.selected(order.quantidadeProdutosSelecionados, order.quantidadeProdutos, order.quantidadePedidos)}
          </span>
        )}
        {status === 'loading' && <span className="visually-hidden">{LOADING.totals}</span>}
      </div>
      {error && (
        <p className="manual-order__error" role="alert">
          {error}
        </p>
      )}
      <RepresentativeTotals />
    </div>
  );
}
