import fc from 'fast-check';
import type { Page } from '../../src/api/dto';
import type { EnvioPedidosDto } from '../../src/api/envioPedidoDto';
import type { ItemRevisaoDto, RetornoFaturamentoDto } from '../../src/api/revisaoEnvioDto';
import { comboOffersOf } from '../db/combo/comboOffers';
import { db, resetDb } from '../db/core/current';
import { ACK_AFTER_MS, BILLING_AFTER_MS } from '../db/sending/orderSending';
import type { ScenarioName } from '../db/core/types';
import {
  changeQuantity,
  comboItems,
  comboRow,
  createComboOrder,
  deleteComboOrder,
  economyValues,
  excludedItems,
  readOrders,
  setExcluded,
  sumOf,
  totalsThatDoNotAddUp,
  type OrderRead,
} from './comboOrderApi';
import { callMockApi } from './testApiCall';

/**
 * A combo order is what its panel says (spec 03 §3.3, §4.4): each item at the combo's quantity and
 * price, a bonus item at 0 in every price, its total the combo's value to the cent; deleting it
 * gives back exactly what was there; and every total (order, representative, supplier, quotation,
 * review, the summary's economy) adds up its items all along.
 */
interface Combo {
  id: number;
  idCliente: number;
  idResposta: number;
}

function combosOf(scenario: ScenarioName): Combo[] {
  resetDb(scenario);
  return db().data.quotations.flatMap((q) => comboOffersOf(db(), q.id).map((o) => ({ id: q.id, idCliente: o.answer.idCliente, idResposta: o.answer.id })));
}

/** What differs between a combo's order and its panel (empty when the order is what the panel says, or the combo has no order). */
async function orderAgainstPanel(combo: Combo, orders: Map<number, OrderRead>): Promise<string[]> {
  const row = await comboRow(combo.id, combo.idCliente, combo.idResposta);
  if (!row.existePedidoDeCombo) return [];
  const read = orders.get(row.idPedido!);
  if (!read?.items) return [`pedido combo ${row.idPedido} fora das listas`];
  const wrong: string[] = [];
  if (read.order.valorTotal !== row.valorTotalItens) wrong.push(`total ${read.order.valorTotal} ≠ painel ${row.valorTotalItens}`);
  const panel = await comboItems(combo.id, combo.idResposta);
  if (read.items.length !== panel.length) wrong.push(`${read.items.length} itens ≠ ${panel.length} no painel`);
  for (const item of panel) {
    const ordered = read.items.find((i) => i.codigoBarras === item.codBarras);
    const price = item.bonificado ? 0 : item.precoCustoCombo;
    if (!ordered) wrong.push(`${item.codBarras} fora do pedido`);
    else if (ordered.qtdePedida !== item.qtdePedida) wrong.push(`${item.codBarras}: pedido ${ordered.qtdePedida} ≠ combo ${item.qtdePedida}`);
    else if ([ordered.valorSemST, ordered.valorComST, ordered.valorLiquido, ordered.valorCusto].some((value) => value !== price)) wrong.push(`${item.codBarras}: preços ≠ ${price}`);
  }
  const economy = (await economyValues(combo.id)).get(row.idPedido!);
  if (economy !== row.valorTotalItens) wrong.push(`economia ${economy} ≠ painel ${row.valorTotalItens}`);
  return wrong;
}

/** Each order as the buyer pays it: its total and (when read) its items (id, quantity, price). */
const paid = (orders: Map<number, OrderRead>) =>
  new Map([...orders].map(([idPedido, { order, items }]) => [idPedido, { valorTotal: order.valorTotal, items: items?.map((i) => `${i.id}:${i.qtdePedida}:${i.valorSemST}`).sort() ?? null }]));

describe.each<ScenarioName>(['e2e', 'demo'])('every combo of %s', (scenario) => {
  it('creating its order gives the panel (total to the cent, bonus at 0, the combo quantities); deleting it gives back what was there; every total adds up', async () => {
    const combos = combosOf(scenario);
    expect(combos.length).toBeGreaterThan(10);
    let removed = 0;
    for (const [k, combo] of combos.entries()) {
      const before = await readOrders(combo.id, combo.idCliente);
      const { created, taken } = await createComboOrder(combo.id, combo.idResposta, k % 2 === 0);
      removed += taken.length;
      expect(created).toMatchObject({ sucesso: true, mensagem: 'Pedido combo criado com sucesso.' });
      const after = await readOrders(combo.id, combo.idCliente);
      expect(await orderAgainstPanel(combo, after)).toEqual([]);
      // Before the buyer changes it, the combo's quantity is what the answer offered (raised only to the combo's minimum).
      expect((await comboItems(combo.id, combo.idResposta)).filter((i) => i.qtdePedida > i.qtdeRespondida && i.qtdePedida !== i.quantidadeMinima)).toEqual([]);
      expect(await totalsThatDoNotAddUp(combo.id, after)).toEqual([]);
      expect((await deleteComboOrder(created.idPedido!)).sucesso).toBe(true);
      const restored = await readOrders(combo.id, combo.idCliente);
      expect(paid(restored)).toEqual(paid(before));
      expect(await totalsThatDoNotAddUp(combo.id, restored)).toEqual([]);
    }
    // In demo some combos took products out of their old orders: the restore is tested, not only 'keep both'.
    if (scenario === 'demo') expect(removed).toBeGreaterThan(0);
  }, 120_000);
});

/** The panel of Drogaria Franco 04 → Santos in the demo's quotation 1005 (issue 25, point 3): R$ 10.354,35 with two bonus items. */
async function francoSantosOrder() {
  resetDb('demo');
  const offer = comboOffersOf(db(), 1005).find((o) => o.branch?.nomeFantasia.includes('Franco 04') && o.supplierName.startsWith('Santos'))!;
  const combo = { id: 1005, idCliente: offer.answer.idCliente, idResposta: offer.answer.id };
  return { combo, ...(await createComboOrder(combo.id, combo.idResposta, true)) };
}

it('demo 1005, Drogaria Franco 04 → Santos: the combo order costs R$ 10.354,35, EUTYMIA ordered 36 as answered, at 0', async () => {
  const { combo, created } = await francoSantosOrder();
  const order = (await readOrders(1005, combo.idCliente)).get(created.idPedido!)!;
  expect(order.order.valorTotal).toBe(10354.35);
  expect(order.items!.find((i) => i.descricaoProdutoCliente.startsWith('EUTYMIA'))).toMatchObject({ qtdePedida: 36, valorSemST: 0, valorComST: 0 });
});

type Step =
  | { kind: 'create'; combo: number; removeFromOld: boolean }
  | { kind: 'delete'; combo: number }
  | { kind: 'quantity'; combo: number; item: number; packs: number }
  | { kind: 'exclude' | 'restore'; combo: number; item: number };

const stepArb = (combos: number): fc.Arbitrary<Step> => {
  const combo = fc.nat(combos - 1);
  return fc.oneof(
    fc.record({ kind: fc.constant('create' as const), combo, removeFromOld: fc.boolean() }),
    fc.record({ kind: fc.constant('delete' as const), combo }),
    fc.record({ kind: fc.constant('quantity' as const), combo, item: fc.nat(5), packs: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ kind: fc.constantFrom('exclude' as const, 'restore' as const), combo, item: fc.nat(5) }),
  );
};

/** Runs one step against the API; answers the order items a created combo order took out of other orders. */
async function run(step: Step, combo: Combo): Promise<number[]> {
  const row = await comboRow(combo.id, combo.idCliente, combo.idResposta);
  if (step.kind === 'create') return row.existePedidoDeCombo ? [] : (await createComboOrder(combo.id, combo.idResposta, step.removeFromOld)).taken;
  if (step.kind === 'delete' && row.idPedido !== null) await deleteComboOrder(row.idPedido);
  const items = step.kind === 'restore' ? await excludedItems(combo.id, combo.idResposta) : await comboItems(combo.id, combo.idResposta);
  const item = step.kind === 'delete' ? undefined : items[step.item % Math.max(1, items.length)];
  if (item && step.kind === 'quantity') await changeQuantity(item, Math.max(1, item.qtdePedida + step.packs * item.qtdeEmbalagem));
  if (item && (step.kind === 'exclude' || step.kind === 'restore')) await setExcluded(combo.id, combo.idResposta, [item.idRespostaClienteItem], step.kind === 'exclude');
  return [];
}

/** The demo quotation in analysis with the fewest orders among those whose combos have products in the branch's other orders. */
const PROPERTY_QUOTATION = 1006;

it('property (demo): any sequence of combo creates (either dialog choice), deletes, quantity changes, exclusions and restores keeps each combo order equal to its panel, the old orders equal to what they were less what live combo orders took, and every total adding up', async () => {
  const combos = combosOf('demo').filter((c) => c.id === PROPERTY_QUOTATION);
  let removed = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb(combos.length), { minLength: 1, maxLength: 8 }), async (steps) => {
      resetDb('demo');
      const initial = new Map<number, ReturnType<typeof paid>>();
      const taken = new Map<number, number[]>();
      for (const step of steps) {
        const combo = combos[step.combo];
        if (!initial.has(combo.idCliente)) initial.set(combo.idCliente, paid(await readOrders(combo.id, combo.idCliente)));
        const took = await run(step, combo);
        removed += took.length;
        if (step.kind === 'create') taken.set(combo.idResposta, [...(taken.get(combo.idResposta) ?? []), ...took]);
        if (step.kind === 'delete') taken.delete(combo.idResposta);
        const orders = await readOrders(combo.id, combo.idCliente);
        expect(await totalsThatDoNotAddUp(combo.id, orders)).toEqual([]);
        expect(await orderAgainstPanel(combo, orders)).toEqual([]);
        const out = new Set(combos.flatMap((c) => taken.get(c.idResposta) ?? []));
        const now = paid(orders);
        for (const [idPedido, was] of initial.get(combo.idCliente)!) {
          if (was.items) expect(now.get(idPedido)?.items).toEqual(was.items.filter((entry) => !out.has(Number(entry.split(':')[0]))));
        }
      }
    }),
    { numRuns: 30 },
  );
  expect(removed).toBeGreaterThan(0);
}, 180_000);

it('demo 1005, Drogaria Franco 04 → Santos, confirmed, sent and invoiced: the billing return has the panel’s value and invoices the bonus items at 0', async () => {
  const { created } = await francoSantosOrder();
  const idPedido = created.idPedido!;
  expect((await callMockApi<{ sucesso: boolean }>('/pedidoAutomatico/confirmar/1005')).body.sucesso).toBe(true);
  expect((await callMockApi<EnvioPedidosDto>('/pedido/enviar', { method: 'POST', key: 'combo-1005', body: { idsPedido: [idPedido], enviarComLooping: false } })).body.pedidos[0].situacaoPedido).toBe('ENVIADO');
  db().clockOffsetMs += ACK_AFTER_MS + BILLING_AFTER_MS;
  await callMockApi('/pedido/getDadosLooping/1005');
  expect(['FATURADO_RETORNO', 'FATURADO_RETORNO_INCOMPLETO', 'NAO_FATURADO']).toContain(db().orderById.get(idPedido)!.situacaoPedido);
  const items = (await callMockApi<Page<ItemRevisaoDto>>(`/revisaoEnvio/pedido/${idPedido}/itens?size=100`, { method: 'POST', body: {} })).body.content;
  const bonus = items.filter((i) => i.valorSemST === 0);
  expect(bonus.map((i) => i.descricaoProdutoCliente.slice(0, 7)).sort()).toEqual(['EUTYMIA', 'GLAUCUR']);
  expect(bonus.every((i) => i.valorFaturado === 0 && i.valorBoleto === 0)).toBe(true);
  const row = (await callMockApi<{ content: RetornoFaturamentoDto[] }>('/pedido/resumo/getRetornoFaturamento/1005?page=0&size=100')).body.content.find((r) => r.idPedido === idPedido)!;
  expect(row.valorPedido).toBe(10354.35);
  expect(row.totalFaturado).toBe(sumOf(items, (i) => i.valorFaturado ?? 0));
});
