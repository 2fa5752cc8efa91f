import type { Page, ResultadoDto } from '../../src/api/dto';
import type { FilialNaoCompradoDto, FornecedorNaoCompradoDto, ProdutoNaoCompradoDto } from '../../src/api/naoCompradosDto';
import type { ExclusaoItemRevisaoDto } from '../../src/api/revisaoEnvioItemDto';
import { DEFAULT_NOT_BOUGHT_SITUATIONS } from '../../src/domain/notBought';
import { parseShortageFile } from '../../src/domain/shortageFile';
import { db } from '../db/core/current';
import { ORDER_NOT_EDITABLE } from '../db/review/reviewItemDeletion';
import { BAD_EXPORT_TYPE, NOTHING_TO_EXPORT } from './naoCompradosHandlers';
import { callMockApi } from './testApiCall';
import { readXlsxRows } from './xlsxRead';

/** The not-bought paths (docs/api.md "Products not bought") and the review's delete (spec 03 §2.6). */
function confirmedQuotation() {
  const quotation = db().data.quotations.find((q) => q.idComprador === db().userBySub('1001')!.idComprador && db().ordersOf(q.id).length >= 2)!;
  db().ordersOf(quotation.id).forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  return quotation;
}

const base = (id: number) => `/revisaoEnvio/${id}/naoComprados`;

async function everything(id: number) {
  const suppliers = (await callMockApi<FornecedorNaoCompradoDto[]>(`${base(id)}/fornecedores`)).body;
  const branches = (await callMockApi<FilialNaoCompradoDto[]>(`${base(id)}/filiais`)).body;
  return { cnpjFornecedores: suppliers.map((s) => s.cnpj), cnpjFiliais: branches.map((b) => b.cnpjCliente), ...DEFAULT_NOT_BOUGHT_SITUATIONS, produtosNaoRespondidos: true };
}

async function download(link: string): Promise<Response> {
  return fetch(link); // opened without the Bearer token: the link's key authorizes it
}

describe('products not bought: options, pages, files', () => {
  it('lists the suppliers taking part and the branches by name, and pages the products 5 at a time', async () => {
    const quotation = confirmedQuotation();
    const suppliers = (await callMockApi<FornecedorNaoCompradoDto[]>(`${base(quotation.id)}/fornecedores`)).body;
    expect(suppliers.map((s) => s.id).sort()).toEqual([...new Set(quotation.participantes.map((p) => p.idFornecedor))].sort());
    const branches = (await callMockApi<FilialNaoCompradoDto[]>(`${base(quotation.id)}/filiais`)).body;
    expect(branches.map((b) => b.nomefantasiaCliente)).toEqual([...branches.map((b) => b.nomefantasiaCliente)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const filter = await everything(quotation.id);
    const first = await callMockApi<Page<ProdutoNaoCompradoDto>>(`${base(quotation.id)}?page=0&size=5`, { method: 'POST', body: filter });
    expect(first.status).toBe(200);
    expect(first.body.content.length).toBe(Math.min(5, first.body.totalElements));
    expect(first.body.totalElements).toBeGreaterThan(5);
    const second = await callMockApi<Page<ProdutoNaoCompradoDto>>(`${base(quotation.id)}?page=1&size=5`, { method: 'POST', body: filter });
    expect(second.body.number).toBe(1);
    expect(second.body.content[0]).not.toEqual(first.body.content[0]);
    expect(first.body.content[0]).toMatchObject({ status: expect.stringMatching(/^(NR|PR|EX|NF|PP|SR)$/), codigoBarras: expect.stringMatching(/^\d{13}$/), filial: expect.any(String) });
  });

  it("'Exportar Planilha' xlsx: a real workbook (zip, CRCs right) whose rows are the filter's products, with accents", async () => {
    const quotation = confirmedQuotation();
    const filter = await everything(quotation.id);
    const total = (await callMockApi<Page<ProdutoNaoCompradoDto>>(`${base(quotation.id)}?page=0&size=5`, { method: 'POST', body: filter })).body.totalElements;
    const answer = await callMockApi<ResultadoDto>(`${base(quotation.id)}/exportar?tipo=xlsx`, { method: 'POST', body: filter });
    expect(answer.body.sucesso).toBe(true);
    const file = await download(answer.body.mensagem!);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="produtos-nao-comprados-${quotation.id}.xlsx"`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const rows = await readXlsxRows(bytes);
    expect(rows[0]).toEqual(['Status', 'Situação', 'Tipo', 'Código', 'EAN', 'Códigos substitutos', 'Produto', 'Fabricante', 'Quantidade', 'Quantidade cotada', 'Filial', 'CNPJ filial', 'Fornecedor']);
    expect(rows).toHaveLength(total + 1);
    expect(typeof rows[1][8]).toBe('number');
  });

  it("'Exportar Planilha' txt: ';' separated text with a BOM; an empty filter, a wrong type and a wrong key are refused", async () => {
    const quotation = confirmedQuotation();
    const filter = await everything(quotation.id);
    const answer = await callMockApi<ResultadoDto>(`${base(quotation.id)}/exportar?tipo=txt`, { method: 'POST', body: filter });
    const file = await download(answer.body.mensagem!);
    expect(file.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Status;Situação;Tipo;Código;EAN;Códigos substitutos;Produto;Fabricante;Quantidade;Quantidade cotada;Filial;CNPJ filial;Fornecedor');

    const none = { ...filter, cnpjFiliais: [] };
    expect(await callMockApi(`${base(quotation.id)}/exportar?tipo=txt`, { method: 'POST', body: none })).toEqual({ status: 400, body: { sucesso: false, mensagem: NOTHING_TO_EXPORT } });
    expect(await callMockApi(`${base(quotation.id)}/exportar?tipo=pdf`, { method: 'POST', body: filter })).toEqual({ status: 400, body: { sucesso: false, mensagem: BAD_EXPORT_TYPE } });
    expect((await download(answer.body.mensagem!.replace(/chave=[^&]+/, 'chave=errada'))).status).toBe(404);
  });

  it("'Gerar arquivo de cotação': EAN;quantity lines the wizard's 'Arquivos de falta' upload reads without a refusal", async () => {
    const quotation = confirmedQuotation();
    const filter = await everything(quotation.id);
    const answer = await callMockApi<ResultadoDto>(`${base(quotation.id)}/arquivoCotacao`, { method: 'POST', body: filter });
    const file = await download(answer.body.mensagem!);
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="cotacao-nao-comprados-${quotation.id}.txt"`);
    const parsed = parseShortageFile(await file.text());
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines.length).toBeGreaterThan(0);
    const eans = new Set(quotation.itens.map((item) => db().productById.get(item.idProduto)!.ean));
    expect(parsed.lines.every((line) => eans.has(line.ean) && line.quantidade > 0)).toBe(true);
  });
});

describe('POST /revisaoEnvio/pedido/{idPedido}/excluirItem', () => {
  it('deletes the product from an editable order and answers its new total; refuses a sent order', async () => {
    const quotation = confirmedQuotation();
    const [order, sent] = db().ordersOf(quotation.id);
    const item = db().orderItems.get(order.idPedido).find((i) => i.qtdePedida > 0)!;
    const answer = await callMockApi<ExclusaoItemRevisaoDto>(`/revisaoEnvio/pedido/${order.idPedido}/excluirItem`, { method: 'POST', body: { idPedidoItem: item.id } });
    expect(answer.status).toBe(200);
    const rest = db().orderItems.get(order.idPedido).filter((i) => i.id !== item.id);
    expect(answer.body.valorTotal).toBeCloseTo(rest.reduce((sum, i) => sum + i.qtdePedida * i.valorSemST, 0), 1);
    expect(answer.body.quantidadeItens).toBe(rest.length);
    const again = await callMockApi(`/revisaoEnvio/pedido/${order.idPedido}/excluirItem`, { method: 'POST', body: { idPedidoItem: item.id } });
    expect(again.status).toBe(404);

    sent.situacaoPedido = 'AGUARDANDO_FATURAMENTO';
    const [sentItem] = db().orderItems.get(sent.idPedido);
    expect(await callMockApi(`/revisaoEnvio/pedido/${sent.idPedido}/excluirItem`, { method: 'POST', body: { idPedidoItem: sentItem.id } })).toEqual({ status: 409, body: { sucesso: false, mensagem: ORDER_NOT_EDITABLE } });
  });
});
