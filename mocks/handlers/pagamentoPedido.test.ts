import type { CodigoPagamentoDto, ResultadoCodigoDto } from '../../src/api/pagamentoPedidoDto';
import { ORDER_STATUS_TEXT } from '../../src/domain/orderStatus';
import { db, resetDb } from '../db/core/current';
import { codeAlreadyRegistered, codeUsedElsewhere, PAYMENT_DATA_AFTER_MS } from '../db/sending/orderPayment';
import { ACK_AFTER_MS, BILLING_AFTER_MS, advanceSending, sendOrders } from '../db/sending/orderSending';
import { brCodeFields, crc16 } from '../db/sending/pixCode';
import { setChannel, supplierChannel } from '../db/sending/supplierChannels';
import type { DbOrder } from '../db/core/types';
import { reviewOrders } from '../db/review/orderReview';
import { callMockApi } from './testApiCall';

const call = callMockApi;
const advance = (ms: number) => void (db().clockOffsetMs += ms);

/** The e2e scenario's quotation with two orders: supplier 2 sends directly, supplier 3 by FTP file. */
function sentQuotation(): { idCotacao: number; plain: DbOrder; ftp: DbOrder } {
  const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2 && q.situacao === 'EM_ANALISE')!;
  const orders = [...db().ordersOf(quotation.id)];
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  const ftp = orders.find((order) => order.idFornecedor % 7 === 3)!;
  const plain = orders.find((order) => order !== ftp)!;
  return { idCotacao: quotation.id, plain, ftp };
}

const code = (idPedido: number, forma?: string) => call<CodigoPagamentoDto>(`/pedido/${idPedido}/codigoPagamento${forma ? `?forma=${forma}` : ''}`);
const register = (idPedido: number, codPedidoFornecedor: string) => call<ResultadoCodigoDto>('/pedido/cadastrarCodPedidoFornecedor', { method: 'POST', body: { idPedido, codPedidoFornecedor } });
const statusOf = (idCotacao: number, idPedido: number) => reviewOrders(db(), idCotacao, {}).find((order) => order.idPedido === idPedido)!;

describe('PIX "copia e cola" (EMV BR Code)', () => {
  it('computes the CRC16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('GET /pedido/{id}/codigoPagamento (spec 03 §4.6, §7.4)', () => {
  it('waits for the supplier’s data, then answers a PIX code in the BR Code shape with a valid CRC; card where offered', async () => {
    const { plain } = sentQuotation();
    setChannel(db(), plain.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX'] });
    sendOrders(db(), [plain], false, null);
    expect((await code(plain.idPedido)).body).toEqual({ tipoPagamento: 'PIX', codigoPagamento: null, aguardandoFornecedor: true });

    advance(PAYMENT_DATA_AFTER_MS);
    const { body } = await code(plain.idPedido);
    expect(body).toMatchObject({ tipoPagamento: 'PIX', aguardandoFornecedor: false });
    const pix = body.codigoPagamento!;
    expect(pix.length).toBeGreaterThan(120);
    expect(pix.length).toBeLessThan(260);
    const fields = brCodeFields(pix)!;
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');
    expect(fields.get('53')).toBe('986');
    expect(Number(fields.get('54'))).toBeCloseTo(statusOf(plain.idCotacao, plain.idPedido).valorTotal, 2);
    expect(Number(fields.get('54'))).toBeGreaterThan(0);
    expect(fields.get('63')).toBe(crc16(pix.slice(0, -4)));

    // This supplier offers no card link: the card option has no code.
    expect((await code(plain.idPedido, 'CARTAO')).body).toEqual({ tipoPagamento: 'CARTAO_DE_CREDITO', codigoPagamento: null, aguardandoFornecedor: false });
    setChannel(db(), plain.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX', 'CARTAO'] });
    const card = (await code(plain.idPedido, 'CARTAO')).body.codigoPagamento!;
    expect(card).toBe(`http://localhost/api/__mock/checkout/${plain.idPedido}`);
    const page = await fetch(card);
    expect(await page.text()).toContain(`Pagamento do pedido PD${plain.idPedido}`);
  });

  it('answers no code for an order that was not sent or has no payment type, and 404 for an unknown order', async () => {
    const { plain, ftp } = sentQuotation();
    expect((await code(plain.idPedido)).body).toEqual({ tipoPagamento: null, codigoPagamento: null, aguardandoFornecedor: false });
    sendOrders(db(), [ftp], false, null);
    expect((await code(ftp.idPedido)).body).toMatchObject({ tipoPagamento: 'PADRAO', codigoPagamento: null, aguardandoFornecedor: false });
    expect((await code(987654)).status).toBe(404);
  });
});

describe('POST /pedido/cadastrarCodPedidoFornecedor (spec 03 §4.6, §8)', () => {
  it('moves an ENVIADO_FTP order to AGUARDANDO_FATURAMENTO with the code saved; its billing returns five minutes later', async () => {
    const { idCotacao, ftp } = sentQuotation();
    sendOrders(db(), [ftp], false, null);
    advance(BILLING_AFTER_MS + ACK_AFTER_MS);
    expect(statusOf(idCotacao, ftp.idPedido).situacaoPedido).toBe('ENVIADO_FTP');

    expect(await register(ftp.idPedido, ' 458812 ')).toEqual({ status: 200, body: { sucesso: true, mensagem: 'Código do pedido cadastrado com sucesso.' } });
    expect(statusOf(idCotacao, ftp.idPedido)).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedidoFornecedor: '458812' });
    expect(ORDER_STATUS_TEXT[statusOf(idCotacao, ftp.idPedido).situacaoPedido]).toBe('Enviado - Sem Retorno');

    advance(BILLING_AFTER_MS);
    advanceSending(db(), idCotacao);
    expect(['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO']).toContain(ftp.situacaoPedido);
  });

  it('refuses a second code with the registered one in the message, and a code another order of the supplier uses', async () => {
    const { ftp } = sentQuotation();
    sendOrders(db(), [ftp], false, null);
    await register(ftp.idPedido, '458812');
    expect(await register(ftp.idPedido, '777')).toEqual({ status: 409, body: { sucesso: false, mensagem: codeAlreadyRegistered('458812') } });

    const sibling: DbOrder = { ...ftp, idPedido: db().nextId(), cnpjCliente: 'outra', codPedidoFornecedor: null } as DbOrder;
    db().addOrder(sibling);
    sibling.situacaoPedido = 'ENVIADO_FTP';
    expect(await register(sibling.idPedido, '458812')).toEqual({ status: 409, body: { sucesso: false, mensagem: codeUsedElsewhere('458812') } });
    expect((await register(sibling.idPedido, '   ')).status).toBe(400);
  });

  it('refuses an order that waits for no code', async () => {
    const { plain } = sentQuotation();
    sendOrders(db(), [plain], false, null);
    expect((await register(plain.idPedido, '1')).body).toEqual({ sucesso: false, mensagem: 'Este pedido não aguarda o código do fornecedor.' });
  });
});

describe('portal payment and release without code', () => {
  it('atualizarCodPedido: an order paid on the portal takes the code, external payment, and awaits invoicing', async () => {
    const { idCotacao, plain } = sentQuotation();
    setChannel(db(), plain.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PADRAO', ofertas: [] });
    sendOrders(db(), [plain], false, null);
    const answer = await call<ResultadoCodigoDto>(`/revisaoEnvio/pedido/${plain.idPedido}/atualizarCodPedido`, { method: 'POST', body: { codPedido: 'PORTAL-99' } });
    expect(answer).toEqual({ status: 200, body: { sucesso: true, mensagem: 'Código do pedido cadastrado com sucesso.' } });
    expect(statusOf(idCotacao, plain.idPedido)).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedido: 'PORTAL-99', pagamentoExterno: true });
    const again = await call<ResultadoCodigoDto>(`/revisaoEnvio/pedido/${plain.idPedido}/atualizarCodPedido`, { method: 'POST', body: { codPedido: 'X' } });
    expect(again.status).toBe(409);
  });

  it('enviarSemCodPedidoFornecedor: FTP orders go on without a code', async () => {
    const { idCotacao, ftp, plain } = sentQuotation();
    sendOrders(db(), [ftp, plain], false, null);
    const answer = await call<ResultadoCodigoDto>('/pedido/enviarSemCodPedidoFornecedor', { method: 'POST', body: { idsPedido: [ftp.idPedido, plain.idPedido] } });
    expect(answer.status).toBe(200);
    expect(statusOf(idCotacao, ftp.idPedido)).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedidoFornecedor: null });
    expect(plain.situacaoPedido).toBe('ENVIADO');
    expect((await call('/pedido/enviarSemCodPedidoFornecedor', { method: 'POST', body: { idsPedido: [ftp.idPedido] } })).status).toBe(409);
  });
});

describe('the supplier confirming a payment (simulation)', () => {
  it("the card checkout's 'Pagar' and a PIX notice move an order awaiting payment on; its billing follows on the clock", async () => {
    const { idCotacao, plain, ftp } = sentQuotation();
    setChannel(db(), plain.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'CARTAO_DE_CREDITO', ofertas: ['CARTAO'] });
    setChannel(db(), ftp.idPedido, { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX'] });
    sendOrders(db(), [plain, ftp], false, null);

    const checkout = await fetch(`http://localhost/api/__mock/checkout/${plain.idPedido}`);
    expect(await checkout.text()).toContain('<button type="submit">Pagar</button>');
    const paid = await fetch(`http://localhost/api/__mock/checkout/${plain.idPedido}`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Pagamento confirmado pelo fornecedor.');
    expect(statusOf(idCotacao, plain.idPedido).situacaoPedido).toBe('AGUARDANDO_FATURAMENTO');

    expect(await call<ResultadoCodigoDto>(`/__mock/pedidos/${ftp.idPedido}/pago`, { method: 'POST' })).toEqual({ status: 200, body: { sucesso: true, mensagem: 'Pagamento confirmado pelo fornecedor.' } });
    expect((await call(`/__mock/pedidos/${ftp.idPedido}/pago`, { method: 'POST' })).status).toBe(409);
    advance(BILLING_AFTER_MS);
    advanceSending(db(), idCotacao);
    expect(['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO']).toContain(ftp.situacaoPedido);
  });
});

describe('how suppliers take orders in the scenarios (a buyer sees every payment state)', () => {
  it('the demo scenario has FTP, PIX, card, portal-payment and portal-completion orders; e2e has an FTP order', () => {
    const demo = resetDb('demo');
    const statuses = new Set<string>();
    for (const quotation of demo.data.quotations) {
      for (const order of demo.ordersOf(quotation.id)) {
        const channel = supplierChannel(demo, order);
        statuses.add(`${channel.situacao}:${channel.tipoPagamento}`);
      }
    }
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining([
        'ENVIADO_FTP:PADRAO',
        'ENVIADO_PENDENTE_DE_PAGAMENTO:PIX',
        'ENVIADO_PENDENTE_DE_PAGAMENTO:CARTAO_DE_CREDITO',
        'ENVIADO_PENDENTE_DE_PAGAMENTO:CARTAO_DE_DEBITO',
        'ENVIADO_PENDENTE_DE_PAGAMENTO:PADRAO',
        'AGUARDANDO_CONCLUSAO_NO_PORTAL_DO_FORNECEDOR:PADRAO',
        'ENVIADO:PADRAO',
      ]),
    );
    const e2e = resetDb('e2e');
    const analysis = e2e.data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    expect(e2e.ordersOf(analysis.id).map((order) => supplierChannel(e2e, order).situacao).sort()).toEqual(['ENVIADO', 'ENVIADO_FTP']);
  });
});
