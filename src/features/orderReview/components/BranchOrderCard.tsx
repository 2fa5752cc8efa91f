import { useId } from 'react';
import type { PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { reviewStatusText } from '../../../domain/paidOrder';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectOrderOpen } from '../orderReviewSelectors';
import { orderReviewActions } from '../orderReviewSlice';
import { shortfallText } from '../orderReviewTexts';
import { ReviewItemsGrid } from './ReviewItemsGrid';
import { OrderPaymentActions } from './payment/OrderPaymentActions';
import { OrderSelectBox } from './GroupSelectBox';
import { OrderSendButton } from './OrderSendButton';
import { SELECTION_TEXTS } from '../orderSelectionTexts';

const STATUS_TONE: Partial<Record<PedidoRevisaoDto['situacaoPedido'], string>> = {
  FATURADO_RETORNO: 'ok',
  NAO_FATURADO: 'bad',
  FATURADO_RETORNO_INCOMPLETO: 'warn',
};

/**
 * One branch order: status text (§4.1), branch, total, total invoiced and the combo marker; the
 * shortfall to the minimum billing when positive and not looping (§9). Opening it shows its items
 * (the panel stays open across refreshes: remembered per order).
 */
export function BranchOrderCard({ order, showSupplier }: { order: PedidoRevisaoDto; showSupplier: boolean }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => selectOrderOpen(s, order.idPedido));
  const panelId = useId();
  const tone = STATUS_TONE[order.situacaoPedido];
  return (
    <li className={`review-order${open ? ' review-order--open' : ''}`}>
      <div className="review-order__row">
        <OrderSelectBox idPedido={order.idPedido} label={SELECTION_TEXTS.order(order.nomeFantasiaCliente)} />
        <button type="button" className="review-order__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(orderReviewActions.orderToggled(order.idPedido))}>
          <span className={`review-order__status${tone ? ` review-order__status--${tone}` : ''}`}>
            <TruncatedText text={reviewStatusText(order)} />
          </span>
          <span className="review-order__branch">
            <TruncatedText text={showSupplier ? `${order.nomeFantasiaCliente} · ${order.nomeFantasiaFornecedor}` : order.nomeFantasiaCliente} />
          </span>
          <span className="review-order__total">Total: {formatMoney(order.valorTotal)}</span>
          <span className="review-order__invoiced">Faturado: {formatMoney(order.totalFaturado)}</span>
          {order.combo && (
            <span className="review-order__combo" title="Combo" aria-label="Combo">
              CB
            </span>
          )}
        </button>
        <OrderSendButton order={order} />
      </div>
      <OrderPaymentActions order={order} />
      {order.faltaFaturamentoMinimo > 0 && order.looping === 0 && <p className="review-order__shortfall">{shortfallText(formatMoney(order.faltaFaturamentoMinimo), order.minimoFaturamentoSemST)}</p>}
      {open && (
        <div id={panelId} className="review-order__panel">
          <ReviewItemsGrid order={order} />
        </div>
      )}
    </li>
  );
}
