import { verPedidosTarget } from './verPedidosTarget';

const base = { idCotacao: 9, situacao: 'EM_ANALISE', situacoesPedido: ['NAO_INICIADO'], pedidoManualGerado: false };

describe("'Ver Pedidos' target (spec 02 §4.2)", () => {
  it("goes to the review when the situation mentions 'envia' or 'fatur' and no order is CONFIRMADO", () => {
    expect(verPedidosTarget({ ...base, situacao: 'ENVIADA_MATRIZ' })).toBe('/revisao-envio/9');
    expect(verPedidosTarget({ ...base, situacao: 'Pedido Faturado' })).toBe('/revisao-envio/9');
    expect(verPedidosTarget({ ...base, situacao: 'enviado', situacoesPedido: ['FATURADO_RETORNO'] })).toBe('/revisao-envio/9');
  });

  it('leaves the review rule when some order is CONFIRMADO', () => {
    expect(verPedidosTarget({ ...base, situacao: 'ENVIADA_MATRIZ', situacoesPedido: ['CONFIRMADO', 'ENVIADO'] })).toBe('/pedido-automatico/9');
  });

  it('goes to the manual route when a manual order was generated or no order exists', () => {
    expect(verPedidosTarget({ ...base, pedidoManualGerado: true })).toBe('/pedido-manual/9');
    expect(verPedidosTarget({ ...base, situacoesPedido: [] })).toBe('/pedido-manual/9');
  });

  it('otherwise goes to the orders route', () => {
    expect(verPedidosTarget(base)).toBe('/pedido-automatico/9');
    expect(verPedidosTarget({ ...base, situacao: 'FINALIZADA', situacoesPedido: ['CONFIRMADO'] })).toBe('/pedido-automatico/9');
  });
});
