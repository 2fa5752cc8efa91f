import fc from 'fast-check';
import { ORDER_STATUS_TEXT, type SituacaoPedido } from './orderStatus';
import { contextSituation, ordersSituation, ORDERS_SITUATION_TEXT, quotationSituation } from './quotationSituation';
import { verPedidosTarget } from './verPedidosTarget';

const ALL = Object.keys(ORDER_STATUS_TEXT) as SituacaoPedido[];

describe('the quotation situation follows its orders (docs/decisions.md "Quotation situation")', () => {
  it('without orders (or with only cancelled ones) it is the quotation status label', () => {
    expect(quotationSituation('EM_ANALISE', [])).toBe('Em Análise');
    expect(quotationSituation('FINALIZADA', ['CANCELADO'])).toBe('Finalizada');
    expect(quotationSituation('CANCELADA', ['CONFIRMADO'])).toBe('Cancelada');
  });

  it('generation → confirmation → sending → billing return', () => {
    expect(quotationSituation('EM_ANALISE', ['NAO_INICIADO'])).toBe('Em criação');
    expect(quotationSituation('EM_ANALISE', ['CONFIRMADO', 'EM_CRIACAO'])).toBe('Em criação');
    expect(quotationSituation('EM_ANALISE', ['CONFIRMADO', 'CANCELADO'])).toBe('Confirmado');
    expect(quotationSituation('EM_ANALISE', ['ENVIADO', 'AGUARDANDO_FATURAMENTO', 'FATURADO_RETORNO'])).toBe('Pedido(s) enviado(s) sem retorno');
    expect(quotationSituation('EM_ANALISE', ['FATURADO_RETORNO', 'NAO_FATURADO', 'FATURADO_RETORNO_INCOMPLETO'])).toBe('Pedido(s) enviado(s) com retorno');
  });

  it('what waits on the buyer comes first: a send problem, then the supplier code, then the payment', () => {
    expect(ordersSituation(['ENVIADO_PROBLEMA', 'ENVIADO_FTP', 'ENVIADO'])).toBe(ORDERS_SITUATION_TEXT.problema);
    expect(ordersSituation(['ENVIADO_FTP', 'ENVIADO_PENDENTE_DE_PAGAMENTO', 'FATURADO_RETORNO'])).toBe(ORDERS_SITUATION_TEXT.codigo);
    expect(ordersSituation(['AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR', 'ENVIADO'])).toBe(ORDERS_SITUATION_TEXT.pagamento);
    expect(ordersSituation(['CONFIRMADO', 'ENVIADO'])).toBe(ORDERS_SITUATION_TEXT.semRetorno);
  });

  it("once some order was sent 'Ver Pedidos' leads to the review, unless an order is still CONFIRMADO (spec 02 §4.2)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ALL), { minLength: 1 }), (statuses) => {
        const situacao = quotationSituation('EM_ANALISE', statuses);
        const sent = statuses.some((s) => !['NAO_INICIADO', 'EM_CRIACAO', 'EM_NEGOCIACAO', 'CONFIRMADO', 'CANCELADO'].includes(s));
        const target = verPedidosTarget({ idCotacao: 7, situacao, situacoesPedido: statuses, pedidoManualGerado: false });
        expect(target === '/revisao-envio/7').toBe(sent && !statuses.includes('CONFIRMADO'));
      }),
    );
  });

  it('the context answer’s descricaoSituacao wins; without it the same rule reads the context', () => {
    expect(contextSituation({ situacao: 'EM_ANALISE', situacoesPedido: ['ENVIADO'], descricaoSituacao: 'Outra' })).toBe('Outra');
    expect(contextSituation({ situacao: 'EM_ANALISE', situacoesPedido: ['ENVIADO'] })).toBe(ORDERS_SITUATION_TEXT.semRetorno);
  });
});
