import type { PedidoNaoEnviavelDto, PreviaEnvioDto } from '../../../src/api/envioPedidoPreviaDto';
import { NOT_SENDABLE_REASONS, notSendableReason } from '../../../src/domain/sendPreview';
import type { MockDb } from '../core/database';
import { reviewOrders } from '../review/orderReview';

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * What a send would take out (issue 29 point 1): of the named orders (or every order of the
 * quotation) those the send takes, their count and total as the review shows them, and the named
 * orders it leaves with the reason. Ids of another quotation are ignored.
 */
export function sendPreview(db: MockDb, idCotacao: number, idsPedido: readonly number[] | null): PreviaEnvioDto {
  const listed = new Map(reviewOrders(db, idCotacao, {}).map((order) => [order.idPedido, order]));
  const named = idsPedido ?? [...listed.keys()];
  let quantidade = 0;
  let valorTotal = 0;
  const naoEnviaveis: PedidoNaoEnviavelDto[] = [];
  for (const idPedido of new Set(named)) {
    const order = db.orderById.get(idPedido);
    if (!order || order.idCotacao !== idCotacao) continue;
    const shown = listed.get(idPedido);
    const reason = shown ? notSendableReason(shown.situacaoPedido) : NOT_SENDABLE_REASONS.empty;
    if (reason === null && shown) {
      quantidade += 1;
      valorTotal = cents(valorTotal + shown.valorTotal);
    } else if (idsPedido !== null) {
      const supplier = db.supplierName(order.idFornecedor);
      naoEnviaveis.push({ idPedido, nomeFantasiaCliente: order.nomeFantasiaCliente, nomeFantasiaFornecedor: supplier, situacaoPedido: order.situacaoPedido, motivo: reason ?? NOT_SENDABLE_REASONS.empty });
    }
  }
  return { quantidade, valorTotal, naoEnviaveis };
}
