import type { TipoPagamento } from '../../../src/api/envioPedidoDto';
import type { FormaPagamento } from '../../../src/api/pagamentoPedidoDto';
import type { SituacaoPedido } from '../../../src/domain/orderStatus';
import type { MockDb } from '../core/database';
import type { DbOrder } from '../core/types';

/**
 * How a supplier takes a sent order (docs/api.md "Payment and supplier codes"): the first status
 * after the send, the payment type, and which payment forms its payment data will offer. Fixed
 * per supplier (id % 7) and, for some, per branch or order, so every scenario with those
 * suppliers shows them:
 * - 3: by FTP file, waiting for the supplier's order code (ENVIADO_FTP);
 * - 5: payment first, by order: PIX (also a card link), card (also PIX), on the supplier's portal
 *   with no payment type (the portal question), or waiting for completion on its portal;
 * - 1: payment first from branches without credit with it (branch id % 4 = 2 PIX only, 0 debit card only);
 * - the others: sent directly (ENVIADO).
 * Tests and browser specs may set a channel per order (POST /__mock/pedidos/{id}/canal).
 */
export interface SupplierChannel {
  situacao: SituacaoPedido;
  tipoPagamento: TipoPagamento;
  ofertas: FormaPagamento[];
}

const DIRECT: SupplierChannel = { situacao: 'ENVIADO', tipoPagamento: 'PADRAO', ofertas: [] };
const pending = (tipoPagamento: TipoPagamento, ofertas: FormaPagamento[]): SupplierChannel => ({ situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento, ofertas });

/** Supplier kind 5, by order. */
const PAYMENT_FIRST: readonly SupplierChannel[] = [
  pending('PIX', ['PIX', 'CARTAO']),
  pending('CARTAO_DE_CREDITO', ['CARTAO', 'PIX']),
  pending('PADRAO', []),
  { situacao: 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR', tipoPagamento: 'PADRAO', ofertas: [] },
];

export function setChannel(db: MockDb, idPedido: number, channel: SupplierChannel): void {
  db.supplierChannels.set(idPedido, channel);
}

export function supplierChannel(db: MockDb, order: DbOrder): SupplierChannel {
  const forced = db.supplierChannels.get(order.idPedido);
  if (forced) return forced;
  switch (order.idFornecedor % 7) {
    case 3:
      return { situacao: 'ENVIADO_FTP', tipoPagamento: 'PADRAO', ofertas: [] };
    case 5:
      return PAYMENT_FIRST[order.idPedido % PAYMENT_FIRST.length];
    case 1:
      if (order.idCliente % 4 === 2) return pending('PIX', ['PIX']);
      return order.idCliente % 4 === 0 ? pending('CARTAO_DE_DEBITO', ['CARTAO']) : DIRECT;
    default:
      return DIRECT;
  }
}
