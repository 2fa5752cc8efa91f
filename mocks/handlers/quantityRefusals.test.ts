import type { ComboItemDto } from '../../src/api/comboDto';
import { hasPackagingConflict, NOT_A_WHOLE_NUMBER } from '../../src/domain/orderQuantity';
import { productBranches } from '../db/automaticOrder/automaticOrderMassEdit';
import { comboOffersOf } from '../db/combo/comboOffers';
import { comboState } from '../db/combo/combos';
import { db, resetDb } from '../db/core/current';
import { MANUAL_GENERATED } from '../db/manualOrder/manualOrderSeeds';
import { answersForItem } from '../db/automaticOrder/productAnswers';
import { answersOfItem, itemWithChoice } from './pedidoManualTestApi';
import { callMockApi } from './testApiCall';

/**
 * Issue 25 point 7 at the mock API (the product's backend): a replayed or hand-made request with
 * a quantity that is not a whole number of 0 or more (12.5, -12, 1.8, '1,8', '12a4') is refused
 * with 400 and a Portuguese message on every quantity endpoint, and nothing is stored.
 */
const REFUSED: unknown[] = [12.5, -12, 1.8, '1,8', '12a4'];

async function expectRefused(path: string, body: (quantity: unknown) => unknown, stored: () => unknown) {
  const before = JSON.stringify(stored());
  for (const quantity of REFUSED) {
    const answer = await callMockApi<{ sucesso?: boolean; mensagem: string }>(path, { method: 'POST', body: body(quantity) });
    expect([quantity, answer.status]).toEqual([quantity, 400]);
    expect(answer.body.mensagem).toMatch(/quantidade/i);
    expect(JSON.stringify(stored())).toBe(before);
  }
}

function demoItem() {
  resetDb('demo');
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 20)!;
  const items = db().ordersOf(quotation.id).flatMap((order) => db().orderItems.get(order.idPedido));
  const item = items.find((i) => !i.combo && !i.quantidadeFixa && i.qtdeEmbalagem === 1 && !hasPackagingConflict(i) && (productBranches(db(), quotation.id, i.codigoBarras)?.length ?? 0) >= 2)!;
  const stored = () => db().orderItems.get(item.idPedido).map((i) => i.qtdePedida);
  return { quotation, item, stored };
}

describe('quantity endpoints refuse what is not a whole number (issue 25 point 7)', () => {
  it('updateItemQuatity and updateItensQuatity', async () => {
    const { item, stored } = demoItem();
    await expectRefused('/pedidoAutomatico/updateItemQuatity', (qtdePedida) => ({ id: item.id, qtdePedida }), stored);
    await expectRefused('/pedidoAutomatico/updateItensQuatity', (qtdePedida) => [{ id: item.id, qtdePedida }], stored);
    const { body } = await callMockApi<{ mensagem: string }>('/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: item.id, qtdePedida: 12.5 } });
    expect(body.mensagem).toContain(NOT_A_WHOLE_NUMBER);
  });

  it("the answers modal's 'Pedir' (alterarQuantidadeResposta)", async () => {
    const { item, stored } = demoItem();
    const answer = answersForItem(db(), item).find((a) => !a.ignorada)!;
    const answers = () => [stored(), answersForItem(db(), item).map((a) => a.quantidadePedir)];
    await expectRefused('/pedidoAutomatico/alterarQuantidadeResposta', (quantidadePedir) => ({ id: answer.id, idPedidoItem: item.id, quantidadePedir }), answers);
  });

  it('the automatic mass edit (alterarQuantidadeRespostaEmMassa)', async () => {
    const { quotation, item } = demoItem();
    const branches = productBranches(db(), quotation.id, item.codigoBarras)!;
    const stored = () => branches.flatMap((branch) => branch.entries.map((entry) => db().orderItems.get(entry.order.idPedido).find((i) => i.id === entry.item.id)!.qtdePedida));
    await expectRefused(`/pedidoAutomatico/alterarQuantidadeRespostaEmMassa/${quotation.id}`, (quantidadePedirSistema) => ({ codBarras: item.codigoBarras, cnpjs: branches.map((b) => b.cnpj), quantidadePedirSistema }), stored);
  });

  it("the manual order's 'Qtd. pedir' (alterarQuantidade) and its '⇄' mass quantity", async () => {
    resetDb('e2e');
    const { branch, item, answers } = await itemWithChoice(MANUAL_GENERATED);
    const answer = answers.find((a) => a.editavel)!;
    let snapshot: unknown = null;
    const stored = () => snapshot;
    snapshot = (await answersOfItem(item.id)).content.map((a) => [a.quantidadePedir, a.comprarCliente]);
    await expectRefused('/pedidomanual/alterarQuantidade', (qtde) => ({ idPedidoManualItemResposta: answer.id, qtde }), stored);
    expect((await answersOfItem(item.id)).content.map((a) => [a.quantidadePedir, a.comprarCliente])).toEqual(snapshot);
    await expectRefused(`/pedidomanual/alterarQuantidadeRespostaEmMassa/${MANUAL_GENERATED}`, (quantidadePedirSistema) => ({ codBarras: item.codBarras, cnpjs: [branch.cnpjCliente], quantidadePedirSistema }), stored);
    expect((await answersOfItem(item.id)).content.map((a) => [a.quantidadePedir, a.comprarCliente])).toEqual(snapshot);
  });

  it('the combo quantity (alterarQuantidadeCombo)', async () => {
    resetDb('demo');
    const quotation = db().data.quotations.filter((q) => q.situacao === 'EM_ANALISE').find((q) => comboOffersOf(db(), q.id).length > 0)!;
    const offer = comboOffersOf(db(), quotation.id)[0];
    const item: ComboItemDto = offer.items[0];
    const stored = () => [...comboState(db(), offer.answer.id).quantities.entries()];
    await expectRefused('/pedidoAutomatico/alterarQuantidadeCombo', (quantidade) => ({ idRespostaClienteItem: item.idRespostaClienteItem, quantidade, quantidadeMinima: 0, quantidadeMaxima: 0 }), stored);
  });

  it('the packaging adjusted quantity (confirmarAjustesEmbalagem)', async () => {
    const { quotation, item, stored } = demoItem();
    await expectRefused(`/pedidoAutomatico/confirmarAjustesEmbalagem/${quotation.id}`, (qtdePedida) => [{ id: item.id, qtdePedida }], stored);
  });
});
