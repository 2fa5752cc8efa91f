import fc from 'fast-check';
import { awaitsSupplierCode, existingCodeOf, formaOf, paymentAction, showsPaymentButton } from './orderPayment';
import { isPendingPayment, type PaymentState } from './orderReview';
import { ORDER_STATUS_TABLE, type SituacaoPedido } from './orderStatus';

const STATUSES = Object.keys(ORDER_STATUS_TABLE) as SituacaoPedido[];
const TYPES = [null, 'PADRAO', 'PIX', 'CARTAO_DE_CREDITO', 'CARTAO_DE_DEBITO'] as const;

describe('payment button (spec 03 §4.6)', () => {
  it.each<[PaymentState, string]>([
    [{ situacaoPedido: 'FATURADO_RETORNO', tipoPagamento: 'PIX' }, 'desabilitado'],
    [{ situacaoPedido: 'FATURADO_RETORNO_INCOMPLETO', tipoPagamento: 'CARTAO_DE_CREDITO' }, 'desabilitado'],
    [{ situacaoPedido: 'NAO_FATURADO', pagamentoExterno: true }, 'desabilitado'],
    [{ situacaoPedido: 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR', tipoPagamento: 'PIX' }, 'codigoFornecedor'],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'PADRAO', pagamentoExterno: true }, 'codigoFornecedor'],
    [{ situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX' }, 'pagamento'],
    [{ situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'CARTAO_DE_DEBITO' }, 'pagamento'],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'PIX' }, 'pagamento'],
    [{ situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PADRAO' }, 'portal'],
    [{ situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: null }, 'portal'],
  ])('%o → %s', (order, action) => expect(paymentAction(order)).toBe(action));

  it('shows on every order pending payment (never disabled there) and on billed orders that had a payment, disabled', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.constantFrom(...TYPES), fc.boolean(), (situacaoPedido, tipoPagamento, pagamentoExterno) => {
        const order = { situacaoPedido, tipoPagamento, pagamentoExterno };
        if (isPendingPayment(order)) return showsPaymentButton(order) && paymentAction(order) !== 'desabilitado';
        if (!showsPaymentButton(order)) return true;
        return paymentAction(order) === 'desabilitado';
      }),
    );
    expect(showsPaymentButton({ situacaoPedido: 'FATURADO_RETORNO', tipoPagamento: 'PADRAO', pagamentoExterno: false })).toBe(false);
    expect(showsPaymentButton({ situacaoPedido: 'ENVIADO', tipoPagamento: 'PADRAO' })).toBe(false);
  });
});

describe('supplier codes (spec 03 §4.1, §8)', () => {
  it('orders sent by FTP wait for the code', () => {
    expect(STATUSES.filter(awaitsSupplierCode)).toEqual(['ENVIADO_FTP']);
  });

  it('takes the code already registered from the digits of a refusal', () => {
    expect(existingCodeOf('O pedido já possui o código 458812 cadastrado.')).toBe('458812');
    expect(existingCodeOf('Pedido 12: código 9001 já cadastrado')).toBe('9001');
    expect(existingCodeOf('Código já cadastrado.')).toBeNull();
    expect(existingCodeOf(null)).toBeNull();
  });

  it('maps payment types to the modal’s radio', () => {
    expect([formaOf('PIX'), formaOf('CARTAO_DE_CREDITO'), formaOf('CARTAO_DE_DEBITO'), formaOf(null)]).toEqual(['PIX', 'CARTAO', 'CARTAO', 'PIX']);
  });
});
