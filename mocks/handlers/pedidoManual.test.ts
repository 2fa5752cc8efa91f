import type { ItemComRespostasDto, MarcacaoFilialDto, MarcacaoItemDto, MarcacaoRespostaDto, NegociacaoDetalheDto, OpcaoFilialManualDto, OpcaoFornecedorManualDto } from '../../src/api/pedidoManualDto';
import { leaveManualQuantity } from '../../src/domain/manualOrderQuantity';
import { db } from '../db/core/current';
import { MANUAL_GENERATED, MANUAL_TO_GENERATE } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, branchesOf, call, itemsOf, itemWithChoice, ok } from './pedidoManualTestApi';

const ID = MANUAL_GENERATED;

describe('manual order lists (spec 02 §2.2, §7)', () => {
  it('pages the branches (10 by default) titled by CNPJ and trade name, their products 5 per page by description, and each product’s answers best price first', async () => {
    const branches = await ok<{ content: { id: number; cnpjCliente: string; nomefantasiaCliente: string; selecionado: boolean }[]; size: number; totalElements: number }>(`/pedidomanual/${ID}`);
    expect(branches.size).toBe(10);
    expect(branches.totalElements).toBe(db().quotationById.get(ID)!.filiais.length);
    const names = branches.content.map((b) => b.nomefantasiaCliente);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(branches.content[0]).toMatchObject({ cnpjCliente: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/), selecionado: false });

    const items = await ok<{ content: { id: number; descricaoProduto: string; comprarCliente: boolean; quantidadeRespostas: number }[]; size: number; totalElements: number }>(`/pedidomanual/getItens/${branches.content[0].id}`);
    expect(items.size).toBe(5);
    expect(items.content).toHaveLength(Math.min(5, items.totalElements));
    const all = (await itemsOf(branches.content[0].id)).content.map((i) => i.descricaoProduto);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'pt-BR')));

    const answers = await ok<{ content: { ordemPreco: number; precoComST: number }[]; size: number }>(`/pedidomanual/getItensResposta/${items.content[0].id}`);
    expect(answers.size).toBe(5);
    expect(answers.content.map((a) => a.ordemPreco)).toEqual(answers.content.map((_, i) => i + 1));
    expect(answers.content.map((a) => a.precoComST)).toEqual([...answers.content.map((a) => a.precoComST)].sort((a, b) => a - b));
  });

  it('answers every field the page shows; the proposal marks the best answer of each product with the system quantity', async () => {
    const { item, answers } = await itemWithChoice(ID);
    const all = (await answersOfItem(item.id)).content;
    const marked = all.filter((a) => a.comprarCliente);
    expect(item.comprarCliente).toBe(marked.length === 1);
    for (const answer of marked) expect(answer.quantidadePedir).toBe(answer.quantidadePedirSistema);
    // porQueEsteFornecedor (issue 15) is optional: only on the proposed answer.
    expect(Object.keys(answers[0]).filter((key) => key !== 'porQueEsteFornecedor').sort()).toEqual(
      [
        'id', 'idPedidoManualItem', 'idPedidoManual', 'idResposta', 'idRespostaItem', 'idFornecedor', 'idRepresentante', 'idCliente', 'cnpjFornecedor', 'nomeFantasiaFornecedor',
        'tituloRepresentante', 'prazoPagamento', 'prazoTitulo', 'quantidadeRespondida', 'qtdeMinima', 'quantidadeFixa', 'tipoEmbalagem', 'quantidadeEmbalagem', 'quantidadePedir',
        'quantidadePedirAnterior', 'versao', 'quantidadePedirSistema', 'comprarCliente', 'oportunidade', 'descontoInformado', 'descontoUtilizado', 'aliquotaTotal', 'precoSemST', 'precoComST',
        'precoLiquido', 'precoCusto', 'baseComparacao', 'valorComparacao', 'diferencas', 'ordemPreco', 'codigoSubstituto', 'faturamentoMinimo', 'liberado', 'semAnalisePreco',
        'acordoCompra', 'descontoNegociado', 'ignorada', 'vencida', 'envioRespostasVencidas', 'editavel', 'fornecedorSemCondicaoPagamento',
      ].sort(),
    );
    expect(Object.keys(item).sort()).toEqual(
      ['id', 'idPedidoManual', 'idProduto', 'grupoProduto', 'equivalente', 'codBarras', 'codigoProduto', 'descricaoProduto', 'descricaoFabricante', 'tipoProduto', 'quantidade', 'valorHistorico', 'maiorDesconto', 'menorValorSemST', 'menorValorComST', 'valorReferencia', 'comprarCliente', 'excluido', 'quantidadeRespostas', 'quantidadeRespostasMarcadas'].sort(),
    );
    expect(item.menorValorComST).toBe(Math.min(...all.map((a) => a.precoComST)));
    const breakdown = await ok<NegociacaoDetalheDto[]>(`/pedidomanual/getNegociacaoDetalheCliente/${answers[0].id}`);
    expect(breakdown[0]).toMatchObject({ tipoNegociacao: 'Comercial', percentualDesconto: expect.any(Number), valorDesconto: expect.any(Number) });
  });

  it('flags ignored answers and expired ones, locked unless sending expired answers is allowed', async () => {
    const rows = [];
    for (const branch of (await branchesOf(ID)).content) for (const item of (await itemsOf(branch.id)).content) rows.push(...(await answersOfItem(item.id)).content);
    const ignored = rows.find((a) => a.ignorada)!;
    const expired = rows.find((a) => a.vencida && !a.ignorada)!;
    expect(ignored.editavel).toBe(false);
    expect(expired).toMatchObject({ editavel: false, envioRespostasVencidas: false });
    expect((await call(`/pedidomanual/marcarResposta/${expired.id}?isMarcado=true`)).body).toEqual({ sucesso: false, mensagem: 'Esta resposta está vencida e não pode ser alterada.' });
    expect((await call(`/pedidomanual/marcarResposta/${ignored.id}?isMarcado=true`)).status).toBe(409);
    db().flags.C_ENVIO_RESPOSTAS_VENCIDAS = true;
    const unlocked = (await answersOfItem(expired.idPedidoManualItem)).content.find((a) => a.id === expired.id)!;
    expect(unlocked).toMatchObject({ vencida: true, envioRespostasVencidas: true, editavel: true });
    expect((await call(`/pedidomanual/marcarResposta/${expired.id}?isMarcado=true`)).status).toBe(200);
  });

  it('filter options and the filter: busca (literal %20 removed), branch, supplier, opportunity, no selected answer, answer without quantity', async () => {
    const branches = await ok<OpcaoFilialManualDto[]>(`/pedidomanual/getFiliais/${ID}`);
    const suppliers = await ok<OpcaoFornecedorManualDto[]>(`/pedidomanual/getFornecedores/${ID}`);
    expect(branches.length).toBeGreaterThan(1);
    expect(suppliers.length).toBeGreaterThan(1);
    const first = (await itemsOf(branches[0].id)).content[0];
    const word = first.descricaoProduto.split(' ')[0];
    const found = await itemsOf(branches[0].id, `&busca=${encodeURIComponent(`%20${word}`)}`);
    expect(found.content.length).toBeGreaterThan(0);
    expect(found.content.every((i) => i.descricaoProduto.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await branchesOf(ID, `&cnpj=${encodeURIComponent(branches[1].cnpjCliente)}`)).content.map((b) => b.id)).toEqual([branches[1].id]);

    const supplier = suppliers[0];
    const bySupplier = await itemsOf(branches[0].id, `&cnpjFornecedor=${encodeURIComponent(supplier.cnpj)}`);
    for (const item of bySupplier.content) {
      const answers = (await answersOfItem(item.id, `&cnpjFornecedor=${encodeURIComponent(supplier.cnpj)}`)).content;
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((a) => a.cnpjFornecedor === supplier.cnpj)).toBe(true);
    }
    const opportunity = await itemsOf(branches[0].id, '&respostaComOportunidade=true');
    for (const item of opportunity.content) expect((await answersOfItem(item.id, '&respostaComOportunidade=true')).content.every((a) => a.oportunidade)).toBe(true);

    const without = await itemsOf(branches[0].id, '&semRespostaSelecionada=true');
    expect(without.content.every((i) => !i.comprarCliente)).toBe(true);
    const target = (await itemsOf(branches[0].id)).content.find((i) => i.comprarCliente)!;
    const marked = (await answersOfItem(target.id)).content.find((a) => a.comprarCliente)!;
    await ok(`/pedidomanual/alterarQuantidade`, { method: 'POST', body: { idPedidoManualItemResposta: marked.id, qtde: '0' } });
    expect((await itemsOf(branches[0].id, '&respostaSemQuantidade=true')).content.map((i) => i.id)).toEqual([target.id]);
    expect((await branchesOf(ID, '&respostaSemQuantidade=true')).content.map((b) => b.id)).toEqual([branches[0].id]);
  });
});

describe('manual order marks and quantities (spec 02 §4.1), kept across calls', () => {
  it('alterarQuantidade applies the quantity rule and answers the stored value; a nonzero quantity marks the answer and unmarks the other', async () => {
    const { item, answers } = await itemWithChoice(ID);
    const other = answers.find((a) => !a.comprarCliente)!;
    const previous = (await answersOfItem(item.id)).content.find((a) => a.comprarCliente);
    const typed = other.quantidadeEmbalagem * 3 + (other.quantidadeEmbalagem > 1 ? 1 : 0) + other.qtdeMinima;
    const result = await ok<MarcacaoRespostaDto>('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: other.id, qtde: String(typed) } });
    const rules = { minimum: other.qtdeMinima, fixed: other.quantidadeFixa, pack: other.quantidadeEmbalagem };
    expect(result.resposta.quantidadePedir).toBe(leaveManualQuantity(typed, rules));
    expect(result.resposta.quantidadePedirAnterior).toBe(other.quantidadePedir);
    expect(result.resposta.comprarCliente).toBe(result.resposta.quantidadePedir > 0);
    if (result.resposta.quantidadePedir > 0) {
      expect(result.count).toBe(1);
      expect(result.data).toEqual(previous ? [previous.id] : []);
      expect(result.item.comprarCliente).toBe(true);
    }
    const again = (await answersOfItem(item.id)).content.find((a) => a.id === other.id)!;
    expect(again.quantidadePedir).toBe(result.resposta.quantidadePedir);
    const nonsense = await call<{ mensagem: string }>('/pedidomanual/alterarQuantidade', { method: 'POST', body: { idPedidoManualItemResposta: other.id, qtde: 'abc' } });
    expect(nonsense.status).toBe(400);
    const kept = (await answersOfItem(item.id)).content.find((a) => a.id === other.id)!;
    expect([kept.quantidadePedir, kept.comprarCliente]).toEqual([result.resposta.quantidadePedir, result.resposta.comprarCliente]);
  });

  it('the answer toggle answers the count and the other answers it unchecked; unchecking the last unmarks the product', async () => {
    const { item, answers } = await itemWithChoice(ID);
    const [a, b] = answers;
    const first = await ok<MarcacaoRespostaDto>(`/pedidomanual/marcarResposta/${a.id}?isMarcado=true`);
    expect(first.count).toBe(1);
    expect(first.resposta.comprarCliente).toBe(true);
    expect(first.resposta.quantidadePedir).toBeGreaterThan(0);
    const second = await ok<MarcacaoRespostaDto>(`/pedidomanual/marcarResposta/${b.id}?isMarcado=true`);
    expect(second).toMatchObject({ count: 1, data: [a.id] });
    const off = await ok<MarcacaoRespostaDto>(`/pedidomanual/marcarResposta/${b.id}?isMarcado=false`);
    expect(off).toMatchObject({ count: 0, data: [] });
    expect(off.item.comprarCliente).toBe(false);
    const checked = await ok<MarcacaoItemDto[]>('/pedidomanual/conferirMarcacao', { method: 'POST', body: { listIdPedidoManualItem: [item.id] } });
    expect(checked).toEqual([{ idPedidoManualItem: item.id, comprarCliente: false, respostasMarcadas: [] }]);
  });

  it('checking a product marks its best answer (a zero quantity becomes the minimum or the asked one) and answers every answer; unchecking unmarks them', async () => {
    const { item } = await itemWithChoice(ID);
    await ok(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false`);
    const on = await ok<ItemComRespostasDto>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=true`);
    expect(on.item.comprarCliente).toBe(true);
    const marked = on.respostas.filter((a) => a.comprarCliente);
    expect(marked).toHaveLength(1);
    expect(marked[0].quantidadePedir).toBeGreaterThan(0);
    expect(on.respostas.length).toBe(on.item.quantidadeRespostas);
    const off = await ok<ItemComRespostasDto>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false`);
    expect(off.respostas.every((a) => !a.comprarCliente)).toBe(true);
  });

  it("'Selecionar todos os produtos da filial' marks every product and sets the branch's flag; unchecking a product clears it", async () => {
    const branch = (await branchesOf(ID)).content[0];
    const all = await ok<MarcacaoFilialDto>(`/pedidomanual/marcarPedido/${branch.id}?isMarcado=true`);
    expect(all.selecionado).toBe(true);
    const items = (await itemsOf(branch.id)).content;
    expect(all.quantidade).toBe(items.filter((i) => i.comprarCliente).length);
    expect(await ok(`/pedidomanual/quantidadeComprarCliente/${branch.id}`)).toEqual({ quantidade: all.quantidade });
    expect((await branchesOf(ID)).content.find((b) => b.id === branch.id)!.selecionado).toBe(true);
    await ok(`/pedidomanual/marcarProduto/${items[0].id}?isMarcado=false`);
    expect((await branchesOf(ID)).content.find((b) => b.id === branch.id)!.selecionado).toBe(false);
    expect(await ok(`/pedidomanual/quantidadeComprarClienteFiltrado/${branch.id}?busca=${encodeURIComponent(items[1].codBarras)}`)).toEqual({ quantidade: items[1].comprarCliente ? 1 : 0 });
  });

  it('answers 404 for another quotation, an unknown id or a quotation without a manual order', async () => {
    expect((await call(`/pedidomanual/${MANUAL_TO_GENERATE}`)).body).toEqual({ sucesso: false, mensagem: 'Esta cotação não tem pedido manual gerado.' });
    expect((await call('/pedidomanual/getItens/123')).status).toBe(404);
    expect((await call('/pedidomanual/marcarResposta/999999999999?isMarcado=true')).status).toBe(404);
  });
});
