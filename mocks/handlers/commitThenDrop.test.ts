import type { EnvioPedidosDto } from '../../src/api/envioPedidoDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import { db } from '../db/core/current';
import { generationsOf } from '../db/generation/generationJobs';
import { sendingOf } from '../db/sending/orderSending';
import { callMockApi } from './testApiCall';

/** The 'commit then drop' fault (mocks/db/core/faults.ts): the handler really runs, then its answer is lost. */
describe("fault 'commit then drop'", () => {
  it('sends for real, drops the connection; the same key then answers the first result and never sends again', async () => {
    const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
    const order = db().ordersOf(quotation.id)[0];
    order.situacaoPedido = 'CONFIRMADO';
    db().faults.add({ method: 'POST', path: '/pedido/enviar', commitThenDrop: true, times: 1 });
    const send = (key: string) => callMockApi<EnvioPedidosDto>('/pedido/enviar', { method: 'POST', key, body: { idsPedido: [order.idPedido], enviarComLooping: false } });

    await expect(send('chave-1')).rejects.toThrow();
    expect(sendingOf(db()).sends.get(order.idPedido)).toBe(1);
    const again = await send('chave-1');
    expect(again.body).toMatchObject({ sucesso: true, pedidos: [{ idPedido: order.idPedido, jaEnviado: false }] });
    // Another key for the same (sent) order changes nothing and says so (issue 25 point 8).
    expect((await send('chave-2')).status).toBe(409);
    expect(sendingOf(db()).sends.get(order.idPedido)).toBe(1);
  });

  it('starts the generation for real and answers 502 instead; the same key joins it', async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!;
    generationsOf(db()).paused = true;
    db().faults.add({ method: 'GET', path: '/pedido/:id/generate', commitThenDrop: true, status: 502, times: 1 });
    const generate = () => callMockApi<GeracaoPedidoDto>(`/pedido/${quotation.id}/generate?sic=false&pedidoManual=false`, { key: 'chave-g' });

    expect((await generate()).status).toBe(502);
    expect(generationsOf(db()).started).toBe(1);
    expect(await generate()).toMatchObject({ status: 202, body: { gerando: true } });
    expect(generationsOf(db()).started).toBe(1);
    generationsOf(db()).paused = false;
  });
});
