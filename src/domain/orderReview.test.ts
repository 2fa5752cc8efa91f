import { isPendingPayment, itemCheck, reviewTabs } from './orderReview';

describe('pending payment (spec 03 §4.6)', () => {
  it.each([
    [{ situacaoPedido: 'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR' }, true],
    [{ situacaoPedido: 'ENVIADO_PENDENTE_DE_PAGAMENTO' }, true],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO', pagamentoExterno: true }, true],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'PIX' }, true],
    [{ situacaoPedido: 'ENVIADO', tipoPagamento: 'CARTAO_DE_CREDITO' }, true],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO', tipoPagamento: 'PADRAO' }, false],
    [{ situacaoPedido: 'AGUARDANDO_FATURAMENTO' }, false],
    [{ situacaoPedido: 'ENVIADO', pagamentoExterno: true }, false],
    [{ situacaoPedido: 'ENVIADO', tipoPagamento: 'PIX', pagamentoExterno: true }, false],
    [{ situacaoPedido: 'CONFIRMADO', tipoPagamento: 'PIX' }, false],
    [{ situacaoPedido: 'FATURADO_RETORNO', tipoPagamento: 'PIX' }, false],
  ] as const)('%o → %s', (order, expected) => {
    expect(isPendingPayment(order)).toBe(expected);
  });
});

describe('review tabs', () => {
  it('shows the tab bar only when some order is pending payment, and picks the pending tab when no order is outside it', () => {
    expect(reviewTabs({ todos: 5, pendentes: 0 })).toEqual({ showTabs: false, autoPending: false });
    expect(reviewTabs({ todos: 5, pendentes: 2 })).toEqual({ showTabs: true, autoPending: false });
    expect(reviewTabs({ todos: 3, pendentes: 3 })).toEqual({ showTabs: true, autoPending: true });
    expect(reviewTabs({ todos: 0, pendentes: 0 })).toEqual({ showTabs: false, autoPending: false });
  });
});

describe('item check after sending', () => {
  it('is empty before sending, then all invoiced, partly, or none (not while the order awaits invoicing)', () => {
    expect(itemCheck('CONFIRMADO', { qtdePedida: 4, quantidadeFaturada: 4 })).toBeNull();
    expect(itemCheck('FATURADO_RETORNO', { qtdePedida: 4, quantidadeFaturada: 4 })).toBe('faturado');
    expect(itemCheck('FATURADO_RETORNO_INCOMPLETO', { qtdePedida: 4, quantidadeFaturada: 1 })).toBe('parcial');
    expect(itemCheck('NAO_FATURADO', { qtdePedida: 4, quantidadeFaturada: 0 })).toBe('nenhum');
    expect(itemCheck('AGUARDANDO_FATURAMENTO', { qtdePedida: 4 })).toBeNull();
  });
});
