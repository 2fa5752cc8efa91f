import type { TipoPagamento } from '../../../src/api/envioPedidoDto';
import type { CodigoPagamentoDto, FormaPagamento, ResultadoCodigoDto } from '../../../src/api/pagamentoPedidoDto';
import { awaitsSupplierCode } from '../../../src/domain/orderPayment';
import { reviewedTotal } from '../automaticOrder/automaticOrderIndex';
import type { MockDb } from '../core/database';
import { sendingOf } from './orderSending';
import { pixCopiaECola } from './pixCode';
import { supplierChannel } from './supplierChannels';
import type { DbOrder } from '../core/types';

/**
 * Payment and supplier codes of sent orders in the mock (spec 03 §4.6, §7.4, §8; docs/api.md
 * "Payment and supplier codes"), over the sending simulation (mocks/db/sending/orderSending.ts): the
 * supplier's payment data arrives a minute after the send (before that the answer says it is
 * awaited); registering the supplier's order code, a portal payment or a release without code
 * moves the order on to AGUARDANDO_FATURAMENTO, and its billing return comes five minutes later.
 */
export const PAYMENT_DATA_AFTER_MS = 60_000;

/** Sent-order fields the review reads from the order object (mocks/db/review/orderReview.ts). */
type CodedOrder = DbOrder & { codPedidoFornecedor?: string | null; pagamentoExterno?: boolean; pagamentoConfirmado?: boolean };

export const CODE_REGISTERED = 'Código do pedido cadastrado com sucesso.';
export const CODE_NOT_AWAITED = 'Este pedido não aguarda o código do fornecedor.';
export const PORTAL_NOT_AWAITED = 'Este pedido não aguarda pagamento.';
export const RELEASED = 'Pedidos liberados sem aguardar o código do fornecedor.';
export const NOTHING_TO_RELEASE = 'Nenhum pedido aguardando código do fornecedor.';
export const codeAlreadyRegistered = (code: string): string => `O pedido já possui o código ${code} cadastrado.`;
export const codeUsedElsewhere = (code: string): string => `O código ${code} já está cadastrado em outro pedido deste fornecedor.`;

const ok = (mensagem: string): ResultadoCodigoDto => ({ sucesso: true, mensagem });
const refused = (mensagem: string): ResultadoCodigoDto => ({ sucesso: false, mensagem });

const cardTypeOf = (tipo: TipoPagamento): TipoPagamento => (tipo === 'CARTAO_DE_DEBITO' ? tipo : 'CARTAO_DE_CREDITO');


function pixOf(db: MockDb, order: DbOrder): string {
  const supplier = db.supplierById.get(order.idFornecedor);
  const codPedido = order.codPedido ?? `PD${order.idPedido}`;
  return pixCopiaECola({
    chave: (supplier?.cnpj ?? '').replace(/\D/g, '') || '00000000000000',
    descricao: `Pedido ${codPedido}`,
    valor: reviewedTotal(db, order),
    nome: supplier?.nomeFantasia ?? 'Fornecedor',
    cidade: 'Sao Paulo',
    txid: codPedido,
  });
}

/**
 * The supplier's payment data: the order's own type, or the chosen forma's. Null code with
 * `aguardandoFornecedor` while the data has not arrived; null code when the supplier does not
 * offer that forma (or the order has none). `origin` makes the card link absolute.
 */
export function paymentCode(db: MockDb, order: DbOrder, forma: FormaPagamento | null, origin: string): CodigoPagamentoDto {
  const sent = sendingOf(db).sent.get(order.idPedido);
  if (!sent) return { tipoPagamento: null, codigoPagamento: null, aguardandoFornecedor: false };
  const channel = supplierChannel(db, order);
  const tipoPagamento = forma === null ? sent.tipoPagamento : forma === 'PIX' ? 'PIX' : cardTypeOf(sent.tipoPagamento);
  const chosen: FormaPagamento = tipoPagamento === 'PIX' ? 'PIX' : 'CARTAO';
  if (tipoPagamento === 'PADRAO' || !channel.ofertas.includes(chosen)) return { tipoPagamento, codigoPagamento: null, aguardandoFornecedor: false };
  if (db.now().getTime() - sent.sentAt < PAYMENT_DATA_AFTER_MS) return { tipoPagamento, codigoPagamento: null, aguardandoFornecedor: true };
  const codigoPagamento = chosen === 'PIX' ? pixOf(db, order) : new URL(`/api/__mock/checkout/${order.idPedido}`, origin).href;
  return { tipoPagamento, codigoPagamento, aguardandoFornecedor: false };
}

/** The order stops waiting on the buyer: AGUARDANDO_FATURAMENTO now, the billing return on the clock from here. */
function moveOn(db: MockDb, order: CodedOrder): void {
  order.situacaoPedido = 'AGUARDANDO_FATURAMENTO';
  const registry = sendingOf(db);
  const sent = registry.sent.get(order.idPedido);
  if (sent) sent.billingFrom = db.now().getTime();
  registry.moving.add(order.idCotacao);
}

const codeAwaited = (order: CodedOrder): boolean =>
  awaitsSupplierCode(order.situacaoPedido) ||
  order.situacaoPedido === 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR' ||
  (order.situacaoPedido === 'AGUARDANDO_FATURAMENTO' && Boolean(order.pagamentoExterno));

/**
 * POST pedido/cadastrarCodPedidoFornecedor: refused when the order already has a code (its code
 * in the message) or another order of the supplier uses it; an FTP order moves to
 * AGUARDANDO_FATURAMENTO with the code saved, a portal one too (its payment was external).
 */
export function registerSupplierCode(db: MockDb, order: CodedOrder, code: string): ResultadoCodigoDto {
  if (order.codPedidoFornecedor) return refused(codeAlreadyRegistered(order.codPedidoFornecedor));
  if (!codeAwaited(order)) return refused(CODE_NOT_AWAITED);
  const taken = db.ordersOf(order.idCotacao).some((other) => other !== order && other.idFornecedor === order.idFornecedor && (other as CodedOrder).codPedidoFornecedor === code);
  if (taken) return refused(codeUsedElsewhere(code));
  order.codPedidoFornecedor = code;
  if (order.situacaoPedido === 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR') order.pagamentoExterno = true;
  if (order.situacaoPedido !== 'AGUARDANDO_FATURAMENTO') moveOn(db, order);
  return ok(CODE_REGISTERED);
}

/** POST {orders}/{id}/atualizarCodPedido: paid on the supplier's portal under this order code (external payment). */
export function registerPortalPayment(db: MockDb, order: CodedOrder, codPedido: string): ResultadoCodigoDto {
  if (order.situacaoPedido !== 'ENVIADO_PENDENTE_DE_PAGAMENTO') return refused(PORTAL_NOT_AWAITED);
  order.codPedido = codPedido;
  order.pagamentoExterno = true;
  moveOn(db, order);
  return ok(CODE_REGISTERED);
}

/** 'Enviar sem aguardar Cód. Pedido': the FTP orders among them go on without the supplier's code. */
export function releaseWithoutCode(db: MockDb, orders: readonly CodedOrder[]): ResultadoCodigoDto {
  const waiting = orders.filter((order) => awaitsSupplierCode(order.situacaoPedido));
  if (waiting.length === 0) return refused(NOTHING_TO_RELEASE);
  waiting.forEach((order) => moveOn(db, order));
  return ok(RELEASED);
}

export const PAYMENT_CONFIRMED = 'Pagamento confirmado pelo fornecedor.';

/**
 * The supplier confirms it was paid (its card checkout approved, or its bank notified a PIX):
 * an order awaiting payment moves on to AGUARDANDO_FATURAMENTO and its billing return follows.
 */
export function confirmSupplierPayment(db: MockDb, order: CodedOrder): ResultadoCodigoDto {
  if (order.situacaoPedido !== 'ENVIADO_PENDENTE_DE_PAGAMENTO') return refused(PORTAL_NOT_AWAITED);
  // Paid: the review no longer counts it as pending payment (issue 29 point 5).
  order.pagamentoConfirmado = true;
  moveOn(db, order);
  return ok(PAYMENT_CONFIRMED);
}
