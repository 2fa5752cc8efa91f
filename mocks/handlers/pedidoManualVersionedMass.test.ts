import type { Page } from '../../src/api/dto';
import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import type { MarcacaoFilialDto, PedidoManualItemRespostaDto } from '../../src/api/pedidoManualDto';
import type { AlteracaoEmMassaManualDto, ItemFilialManualDto, ProdutoAgrupadoDto } from '../../src/api/pedidoManualMassaDto';
import { VERSION_CONFLICT_MESSAGE } from '../../src/domain/versionConflict';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { answersOfItem, branchesOf, call, itemsOf, ok } from './pedidoManualTestApi';

/**
 * The manual order's writes of many items at once carry a per-item version map (docs/api.md
 * "Versioned writes"): a branch or product changed since the buyer read it is left as it is and
 * named with its value now; the others are written and take a new version; no map writes all.
 */
const ID = MANUAL_GENERATED;

/** A product at two branches at least, where at the first branch another answer than the bought one can be marked. */
async function productAtBranches() {
  const products = await ok<Page<ProdutoAgrupadoDto>>(`/pedidomanual/getProdutosAgrupados/${ID}?page=0&size=50`);
  for (const product of products.content.filter((p) => p.quantidadeFiliais >= 2)) {
    const rows = await ok<ItemFilialManualDto[]>(`/pedidomanual/getItensFiliais/${ID}?codBarras=${product.codBarras}`);
    const answers = await Promise.all(rows.map(async (row) => (await answersOfItem(row.id)).content));
    const other = answers[0].find((a) => a.editavel && !a.comprarCliente && a.quantidadePedir > 0);
    if (other && answers.every((list) => list.some((a) => a.comprarCliente && a.editavel))) return { codBarras: product.codBarras, rows, answers, other };
  }
  throw new Error('no product to change in mass');
}

/** The versions the buyer read the product's items at, by idPedidoManualItem. */
const versionsOf = (answers: PedidoManualItemRespostaDto[][]): Record<string, number> => Object.fromEntries(answers.map((list) => [list[0].idPedidoManualItem, list[0].versao ?? 0]));

/** Another session marks another answer of the first branch's product (no version: unconditional). */
async function changedElsewhere(other: PedidoManualItemRespostaDto): Promise<string> {
  await ok(`/pedidomanual/marcarResposta/${other.id}?isMarcado=true`);
  const now = (await answersOfItem(other.idPedidoManualItem)).content.find((a) => a.comprarCliente)!;
  return `${VERSION_CONFLICT_MESSAGE} Valor atual: ${now.nomeFantasiaFornecedor} — ${now.tituloRepresentante}: ${now.quantidadePedir} un.`;
}

const post = (path: string, body: object) => ok<AlteracaoEmMassaManualDto>(`/pedidomanual/${path}`, { method: 'POST', body });

describe('manual order mass changes with versoes (alterarQuantidadeRespostaEmMassa, alterarRespostaEmMassa, comprarDestaResposta)', () => {
  it('a mass quantity skips the branch changed since it was read, names it with its value now, and writes the others with a new version', async () => {
    const { codBarras, rows, answers, other } = await productAtBranches();
    const versoes = versionsOf(answers);
    const reason = await changedElsewhere(other);
    const quantity = Math.max(...answers.flat().map((a) => Math.max(a.qtdeMinima, a.quantidadeEmbalagem))) * 6;
    const result = await post(`alterarQuantidadeRespostaEmMassa/${ID}`, { codBarras, cnpjs: rows.map((r) => r.cnpjCliente), quantidadePedirSistema: quantity, versoes });

    expect(result.filiaisNaoAlteradas[rows[0].cnpjCliente]).toBe(`${rows[0].nomefantasiaCliente}: ${reason}`);
    const kept = (await answersOfItem(rows[0].id)).content;
    expect(result.conflitos).toEqual([{ item: expect.objectContaining({ id: rows[0].id }), respostas: kept }]);
    expect(kept.find((a) => a.id === other.id)).toMatchObject({ comprarCliente: true, quantidadePedir: other.quantidadePedir });
    expect(result.itens.map((i) => i.item.id)).not.toContain(rows[0].id);
    for (const changed of result.itens) {
      expect(changed.respostas[0].versao).toBeGreaterThan(versoes[changed.item.id]);
      expect((await answersOfItem(changed.item.id)).content.find((a) => a.comprarCliente)!.versao).toBe(changed.respostas[0].versao);
    }
    expect(result.itens.length).toBeGreaterThan(0);
  });

  it('without versoes the mass change is unconditional: the branch changed elsewhere is written too', async () => {
    const { codBarras, rows, answers, other } = await productAtBranches();
    await changedElsewhere(other);
    const result = await post(`alterarRespostaEmMassa/${ID}`, { codBarras, cnpjs: [rows[0].cnpjCliente], ordemTela: 1 });
    expect(result.filiaisNaoAlteradas).toEqual({});
    expect(result.itens.map((i) => i.item.id)).toEqual([rows[0].id]);
    expect(result.itens[0].respostas.find((a) => a.comprarCliente)!.ordemPreco).toBe(1);
    expect(answers[0].find((a) => a.ordemPreco === 1)!.id).not.toBe(other.id);
  });

  it('a mass answer change and comprar desta resposta skip the branch changed since it was read', async () => {
    const { codBarras, rows, answers, other } = await productAtBranches();
    const versoes = versionsOf(answers);
    const reason = await changedElsewhere(other);
    const byRank = await post(`alterarRespostaEmMassa/${ID}`, { codBarras, cnpjs: [rows[0].cnpjCliente], ordemTela: 1, versoes });
    expect(byRank).toMatchObject({ sucesso: false, filiaisNaoAlteradas: { [rows[0].cnpjCliente]: `${rows[0].nomefantasiaCliente}: ${reason}` }, itens: [] });

    const bought = answers[1].find((a) => a.comprarCliente)!;
    const fromAnswer = await post('comprarDestaResposta', { idPedidoManualItemResposta: bought.id, versoes });
    expect(fromAnswer.filiaisNaoAlteradas[rows[0].cnpjCliente]).toBe(`${rows[0].nomefantasiaCliente}: ${reason}`);
    expect(fromAnswer.conflitos!.map((c) => c.item.id)).toEqual([rows[0].id]);
    expect((await answersOfItem(rows[0].id)).content.find((a) => a.comprarCliente)!.id).toBe(other.id);
  });
});

describe("the branch mark ('Selecionar todos os produtos da filial', marcarPedido) with versoes", () => {
  it('skips a product changed since it was read and names it; marks the others; without versoes marks all', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const items = (await itemsOf(branch.id)).content.slice(0, 3);
    const answers = await Promise.all(items.map(async (item) => (await answersOfItem(item.id)).content));
    const versoes = versionsOf(answers);
    // Another session unmarks the first product.
    await ok(`/pedidomanual/marcarProduto/${items[0].id}?isMarcado=false`);
    const query = encodeURIComponent(JSON.stringify(versoes));
    const result = await ok<MarcacaoFilialDto>(`/pedidomanual/marcarPedido/${branch.id}?isMarcado=true&versoes=${query}`);

    expect(result.produtosNaoAlterados).toEqual({ [items[0].id]: `${items[0].descricaoProduto}: ${VERSION_CONFLICT_MESSAGE} Valor atual: nenhuma resposta comprada.` });
    expect(result.conflitos!.map((c) => c.item.id)).toEqual([items[0].id]);
    expect((await answersOfItem(items[0].id)).content.some((a) => a.comprarCliente)).toBe(false);
    for (const item of items.slice(1)) {
      const now = (await answersOfItem(item.id)).content;
      if (now.some((a) => a.editavel)) expect(now.some((a) => a.comprarCliente)).toBe(true);
      expect(now[0].versao).toBeGreaterThan(versoes[item.id]);
    }

    const all = await ok<MarcacaoFilialDto>(`/pedidomanual/marcarPedido/${branch.id}?isMarcado=true`);
    expect(all.produtosNaoAlterados).toEqual({});
    expect((await answersOfItem(items[0].id)).content.some((a) => a.comprarCliente)).toBe(true);
  });
});

describe("a manual order item's version only grows", () => {
  it('a restart and a new generation of the manual order give versions above every one given before: an old version is refused', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content[0];
    let versao = (await answersOfItem(item.id)).content[0].versao ?? 0;
    for (let i = 0; i < 3; i += 1) versao = (await ok<{ respostas: PedidoManualItemRespostaDto[] }>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=${i % 2 === 0}&versao=${versao}`)).respostas[0].versao!;
    await ok(`/pedidomanual/reiniciar/${ID}`, { method: 'POST' });
    expect((await call<GeracaoPedidoDto>(`/pedido/${ID}/generate?sic=false&pedidoManual=true&oportunidade=false&ajustarQuantidade=true&configPedidoManual=false`, { key: `again-${ID}` })).status).toBe(202);
    while ((await call<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${ID}`)).body.gerando) await new Promise((resolve) => setTimeout(resolve, 5));

    // Another session writes the regenerated item as many times as the buyer had.
    let theirs = (await answersOfItem(item.id)).content[0].versao ?? 0;
    for (let i = 0; i < 3; i += 1) theirs = (await ok<{ respostas: PedidoManualItemRespostaDto[] }>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=${i % 2 === 0}`)).respostas[0].versao!;
    expect(theirs).toBeGreaterThan(versao);
    const stale = await call<ConflitoVersaoDto<PedidoManualItemRespostaDto>>(`/pedidomanual/marcarProduto/${item.id}?isMarcado=false&versao=${versao}`);
    expect(stale.status).toBe(409);
  });

  it('restoring a deleted product is a write: it takes the next version', async () => {
    const branch = (await branchesOf(ID)).content[0];
    const item = (await itemsOf(branch.id)).content[0];
    const before = (await answersOfItem(item.id)).content[0].versao ?? 0;
    await ok(`/pedidomanual/pedidoManualItem/${item.id}/delete`, { method: 'DELETE' });
    const restored = await ok<{ respostas: PedidoManualItemRespostaDto[] }>(`/pedidomanual/pedidoManualItem/${item.id}/restaurar`, { method: 'PUT' });
    expect(restored.respostas[0].versao).toBeGreaterThan(before + 1);
    expect((await call(`/pedidomanual/marcarProduto/${item.id}?isMarcado=true&versao=${before}`)).status).toBe(409);
  });
});
