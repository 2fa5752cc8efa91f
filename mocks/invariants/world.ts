import type { PedidoItemDto } from '../../src/api/dto';
import type { PedidoAutomaticoDto } from '../../src/api/pedidoAutomaticoDto';
import type { GeracaoPedidoDto } from '../../src/api/pedidoDto';
import { db, resetDb } from '../db/core/current';
import type { GeneratedOrder } from '../db/core/generatedOrders';
import type { DbOrder } from '../db/core/types';
import { callApi as callMockApi } from './apiCall';
import { ok, readAnswerOffers, readCombos, readOrders, type AnswerOffer, type OrdersView } from './apiReader';
import { CHECKS, type CheckContext, type CheckName } from './checks';

/** The e2e quotation in analysis whose answers come from every supplier for every branch, with two combos (one with bonus items). */
export const QUOTATION = 900;

interface GeneratedState {
  orders: DbOrder[];
  parts: [number, GeneratedOrder][];
  /** What the API showed right after the generation (checked once). */
  view?: OrdersView;
}

let generated: GeneratedState | undefined;
let offers: AnswerOffer[] | undefined;

async function generateThroughApi(): Promise<GeneratedState> {
  resetDb('e2e');
  let state: GeracaoPedidoDto | null = (await callMockApi<GeracaoPedidoDto>(`/pedido/${QUOTATION}/generate`, { key: 'geracao' })).body;
  for (let tick = 0; (!state || state.gerando) && tick < 500; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    state = await ok<GeracaoPedidoDto>(`/resumoresposta/pedidoGerando/${QUOTATION}`);
  }
  if (!state || state.gerando || state.sucesso !== true) throw new Error(`geração não terminou: ${JSON.stringify(state)}`);
  const orders = db().ordersOf(QUOTATION).map((order) => ({ ...order }));
  return { orders, parts: orders.map((order) => [order.idPedido, structuredClone(db().generatedOrders.get(order.idPedido)!)]) };
}

/** The generated orders again, on a fresh e2e database (ids past theirs, as after the generation). */
function restoreGenerated({ orders, parts }: GeneratedState): void {
  const fresh = resetDb('e2e');
  fresh.removeOrdersOf(QUOTATION);
  for (const [idPedido, part] of parts) fresh.generatedOrders.set(idPedido, structuredClone(part));
  for (const order of orders) fresh.addOrder({ ...order });
  fresh.quotationById.get(QUOTATION)!.pedidoGerado = 'AUTOMATICO';
  const last = Math.max(...orders.map((order) => order.idPedido));
  while (fresh.nextId() < last);
}

/** One buyer's session on the quotation: what the API shows after the last step, and what the buyer was warned about. */
export class OrderWorld implements CheckContext {
  view!: OrdersView;
  combos: CheckContext['combos'] = [];
  readonly warned = new Set<number>();
  /** Steps taken, for the report of a broken invariant. */
  readonly steps: string[] = [];

  private constructor(
    readonly offers: readonly AnswerOffer[],
    private readonly checks: readonly CheckName[],
  ) {}

  /**
   * A fresh e2e database with the quotation's orders generated. The first session of a file
   * generates them through the API (as 'Gerar Pedido' does); the next ones get the same orders back
   * on a fresh database (generation is deterministic), which keeps a thousand sessions fast.
   */
  static async start(checks: readonly CheckName[]): Promise<OrderWorld> {
    if (generated) restoreGenerated(generated);
    else generated = await generateThroughApi();
    // The answers are the seed's: which answer is whose is read once; what each offers, through the API.
    offers ??= await readAnswerOffers(db().answersOf(QUOTATION).filter((answer) => !answer.pendente));
    const world = new OrderWorld(offers, checks);
    // The generated orders are the same every session: read and checked in the first, taken as read in the next ones.
    if (generated.view) {
      world.view = generated.view;
      world.steps.push('gerar pedidos');
    } else {
      await world.settle('gerar pedidos');
      generated.view = world.view;
    }
    return world;
  }

  /** Reads the orders again; the combos too while a combo order exists or existed (comboValue compares them). */
  async refresh(): Promise<void> {
    this.view = await readOrders(QUOTATION);
    const comboOrders = this.view.orders.some((order) => order.combo) || this.combos.some((combo) => combo.idPedido !== null);
    this.combos = comboOrders ? await readCombos(QUOTATION) : [];
  }

  /** After a step: read the API again and hold every invariant this property checks. */
  async settle(step: string): Promise<void> {
    this.steps.push(step);
    await this.refresh();
    for (const name of this.checks) {
      const problems = CHECKS[name](this.view, this);
      if (problems.length > 0) throw new Error(`invariante ${name} quebrado após ${this.steps.join(' → ')}:\n  ${problems.slice(0, 5).join('\n  ')}`);
    }
  }

  /** Orders whose items the buyer may still change, with their items. */
  editableOrders(): { order: PedidoAutomaticoDto; items: PedidoItemDto[] }[] {
    return this.view.orders.filter((order) => order.editavel).map((order) => ({ order, items: this.view.items.get(order.idPedido) ?? [] }));
  }

  /** The pick-th item (cyclically) among the editable orders' items that `accept`s, or null. */
  pickItem(pick: number, accept: (item: PedidoItemDto) => boolean = (item) => !item.combo): PedidoItemDto | null {
    const items = this.editableOrders().flatMap(({ items }) => items.filter(accept));
    return items.length === 0 ? null : items[pick % items.length];
  }

  orderOf(idPedido: number): PedidoAutomaticoDto | undefined {
    return this.view.orders.find((order) => order.idPedido === idPedido);
  }
}

/** A quantity the item's rules accept: the fixed quantity, or `multiple` boxes and at least the minimum. */
export function validQuantity(item: PedidoItemDto, multiple: number): number {
  const box = Math.max(1, item.qtdeEmbalagem);
  if (item.quantidadeFixa) return item.qtdeMinima > 0 ? item.qtdeMinima : item.qtdePedida;
  return Math.max(box * multiple, Math.ceil(item.qtdeMinima / box) * box);
}
