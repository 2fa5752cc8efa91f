import type { PedidoRevisaoDto } from '../../../api/revisaoEnvioDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isSendable } from '../../../domain/orderStatus';
import { orderSendRequested } from '../../../shared/lib/appEvents';
import { SELECTION_TEXTS } from '../orderSelectionTexts';

/** 'Enviar' on one confirmed branch order (issue 29 point 1): the send dialog for that order alone. */
export function OrderSendButton({ order }: { order: PedidoRevisaoDto }) {
  const dispatch = useAppDispatch();
  const idCotacao = useAppSelector((s) => s.orderReview.idCotacao);
  if (idCotacao === null || !isSendable(order.situacaoPedido)) return null;
  return (
    <button type="button" className="btn review-order__send" aria-label={SELECTION_TEXTS.sendOneLabel(order.nomeFantasiaCliente)} onClick={() => dispatch(orderSendRequested({ idCotacao, idPedidos: [order.idPedido] }))}>
      {SELECTION_TEXTS.sendOne}
    </button>
  );
}
