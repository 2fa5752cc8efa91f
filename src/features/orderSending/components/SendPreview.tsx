import type { PreviaEnvioDto } from '../../../api/envioPedidoPreviaDto';
import { formatMoney } from '../../../shared/lib/format';
import { PREVIEW_TEXTS } from '../orderSendingTexts';

/**
 * What the send takes out (issue 29 point 1): how many orders and their total, and each selected
 * order it leaves as it is, with the reason. Those stay where they are and can be sent later.
 */
export function SendPreview({ preview }: { preview: PreviaEnvioDto }) {
  const left = preview.naoEnviaveis;
  return (
    <div className="order-sending__preview">
      <p className="order-sending__preview-total">{preview.quantidade === 0 ? PREVIEW_TEXTS.none : PREVIEW_TEXTS.goesOut(preview.quantidade, formatMoney(preview.valorTotal))}</p>
      {left.length > 0 && (
        <>
          <p className="order-sending__preview-left">{PREVIEW_TEXTS.leftOut(left.length)}</p>
          <ul className="order-sending__preview-list" aria-label={PREVIEW_TEXTS.leftOutList}>
            {left.map((order) => (
              <li key={order.idPedido}>
                <strong>
                  {order.nomeFantasiaCliente} · {order.nomeFantasiaFornecedor}
                </strong>
                : {order.motivo}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
