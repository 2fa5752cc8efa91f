import type { OpcoesFiltroManualDto, PaginaPedidoManualDto, TotaisPedidoManualDto } from '../../src/api/pedidoManualPaginaDto';
import type { ValorTotalManualDto } from '../../src/api/pedidoManualTotaisDto';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { call, ok } from './pedidoManualTestApi';

const ID = MANUAL_GENERATED;

describe('the manual order page in one request (issue 31, docs/api.md)', () => {
  it.each(['', '&busca=a', '&respostaSemQuantidade=true'])('GET /pedidomanual/pagina answers what the per-branch and per-product reads answer (filter %s)', async (query) => {
    const page = await ok<PaginaPedidoManualDto>(`/pedidomanual/pagina/${ID}?page=1&size=10${query}`);
    expect(page.filiais).toEqual(await ok(`/pedidomanual/${ID}?page=1&size=10${query}`));
    expect(page.itens.map((entry) => entry.idPedidoManual)).toEqual(page.filiais.content.map((branch) => branch.id));
    for (const { idPedidoManual, pagina } of page.itens) expect(pagina).toEqual(await ok(`/pedidomanual/getItens/${idPedidoManual}?page=0&size=5${query}`));
    expect(page.respostas.map((entry) => entry.idPedidoManualItem)).toEqual(page.itens.flatMap((entry) => entry.pagina.content.map((item) => item.id)));
    for (const { idPedidoManualItem, pagina } of page.respostas) expect(pagina).toEqual(await ok(`/pedidomanual/getItensResposta/${idPedidoManualItem}?page=0&size=5${query}`));
  });

  it('POST /pedidomanual/totais answers the order’s, per representative and each branch’s totals as their own reads do', async () => {
    const page = await ok<PaginaPedidoManualDto>(`/pedidomanual/pagina/${ID}`);
    const idClientes = page.filiais.content.map((branch) => branch.idCliente);
    const totals = await ok<TotaisPedidoManualDto>('/pedidomanual/totais', { method: 'POST', body: { idCotacao: ID, idClientes } });
    expect(totals.pedido).toEqual(await ok('/pedidomanual/total/' + ID));
    expect(totals.porRepresentante).toEqual(await ok('/pedidomanual/valorTotalPorRepresentante', { method: 'POST', body: { idCotacao: ID } }));
    expect(totals.porFilial.map((row) => row.idCliente)).toEqual(idClientes);
    for (const { idCliente, total } of totals.porFilial) expect(total).toEqual(await ok<ValorTotalManualDto>('/pedidomanual/valorTotal', { method: 'POST', body: { idCotacao: ID, idCliente } }));
  });

  it('GET /pedidomanual/opcoesFiltro answers the branch and supplier choices of /getFiliais and /getFornecedores', async () => {
    const options = await ok<OpcoesFiltroManualDto>(`/pedidomanual/opcoesFiltro/${ID}`);
    expect(options.filiais).toEqual(await ok(`/pedidomanual/getFiliais/${ID}`));
    expect(options.fornecedores).toEqual(await ok(`/pedidomanual/getFornecedores/${ID}`));
    expect(options.filiais.length).toBeGreaterThan(0);
  });

  it('refuses another buyer’s quotation and an unknown one', async () => {
    expect((await call(`/pedidomanual/pagina/999999`)).status).toBeGreaterThanOrEqual(400);
    expect((await call('/pedidomanual/totais', { method: 'POST', body: { idCotacao: 999999, idClientes: [] } })).status).toBeGreaterThanOrEqual(400);
    expect((await call('/pedidomanual/opcoesFiltro/999999')).status).toBeGreaterThanOrEqual(400);
  });
});
