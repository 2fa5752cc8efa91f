import type { EnvioOportunidadeDto } from '../../../src/api/pedidoAutomaticoOportunidadeDto';
import type { AutomaticOrderFilter } from '../../../src/domain/automaticOrderFilter';
import { opportunityQuantity } from '../../../src/domain/opportunityQuantity';
import { rulesOf } from '../../../src/domain/orderQuantity';
import { isOrderEditable } from '../../../src/domain/orderStatus';
import { activeItemIds, selectedOrders, syncOrder } from './automaticOrderExclusion';
import { automaticOrderIndex, FLAG_OPPORTUNITY, type AutomaticOrderIndex } from './automaticOrderIndex';
import type { MockDb } from '../core/database';
import type { DbOrderItem } from '../core/types';

/**
 * 'Enviar para Oportunidade' in the mock (spec 03 §5, §7.1; docs/api.md "Automatic order:
 * opportunities"): the quotation's opportunity items sent to the opportunities route are
 * recorded, and their ordered quantity is raised by the same rule the review shows
 * (domain/opportunityQuantity), so the order totals follow. The review lists them
 * (mocks/db/review/orderReview.ts with `oportunidade` in its filter).
 */
/** The items of the quotation sent to the opportunities route (ids). */
export function opportunityItemIds(db: MockDb, idCotacao: number): ReadonlySet<number> {
  return db.opportunityItems.get(idCotacao) ?? new Set();
}

const productKey = (cnpj: string, codBarras: string, grupoProduto: number) => `${cnpj}|${codBarras}|${grupoProduto}`;

/** The editable orders' opportunity items at position `p` that are still in the order (ids, items not read). */
function opportunityIdsAt(db: MockDb, index: AutomaticOrderIndex, p: number, among?: readonly number[]): number[] {
  const order = index.orders[p];
  if (!isOrderEditable(db.orderById.get(order.idPedido)?.situacaoPedido ?? order.situacaoPedido)) return [];
  const ids = among ?? activeItemIds(index, p);
  return ids.filter((id) => !index.excluded.has(id) && (index.flags[index.start[p] + (id % 10_000)] & FLAG_OPPORTUNITY) !== 0);
}

/** How many opportunity items the quotation's editable orders hold (the automatic order's button shows with any). */
export function countOpportunities(db: MockDb, idCotacao: number): number {
  const index = automaticOrderIndex(db, idCotacao);
  let count = 0;
  for (let p = 0; p < index.orders.length; p += 1) count += opportunityIdsAt(db, index, p).length;
  return count;
}

/** The opportunity items a body names, order by order (`filtrado`: everything under the filter but the listed products). */
function chosenItems(db: MockDb, index: AutomaticOrderIndex, filter: AutomaticOrderFilter, body: EnvioOportunidadeDto): Map<number, number[]> {
  const listed = new Set(body.itens.map((item) => productKey(item.cnpj, item.codBarras, item.grupoProduto)));
  const named = (item: DbOrderItem, cnpj: string) => listed.has(productKey(cnpj, item.codigoBarras, item.grupoProduto));
  const chosen = new Map<number, number[]>();
  const take = (p: number, ids: number[]) => {
    const { idPedido, cnpjCliente } = index.orders[p];
    if (ids.length === 0) return;
    const items = db.orderItems.read(idPedido);
    const kept = ids.filter((id) => named(items[id % 10_000], cnpjCliente) !== body.filtrado);
    if (kept.length > 0) chosen.set(p, kept);
  };
  if (body.filtrado) {
    for (const { p, whole, ids } of selectedOrders(db, index, filter, { checkTodosSelecionados: true, parcialmenteSelecionados: false, itens: [] })) take(p, opportunityIdsAt(db, index, p, whole ? undefined : ids));
    return chosen;
  }
  const branches = new Set(body.itens.map((item) => item.cnpj));
  for (let p = 0; p < index.orders.length; p += 1) if (branches.has(index.orders[p].cnpjCliente)) take(p, opportunityIdsAt(db, index, p));
  return chosen;
}

/** Sends a body's opportunity items to the opportunities route; answers how many went. */
export function sendToOpportunity(db: MockDb, idCotacao: number, filter: AutomaticOrderFilter, body: EnvioOportunidadeDto): number {
  const index = automaticOrderIndex(db, idCotacao);
  const recorded = db.opportunityItems.get(idCotacao) ?? new Set<number>();
  db.opportunityItems.set(idCotacao, recorded);
  let count = 0;
  for (const [p, ids] of chosenItems(db, index, filter, body)) {
    const { idPedido } = index.orders[p];
    const items = db.orderItems.edit(idPedido);
    for (const id of ids) {
      const item = items[id % 10_000];
      const raised = opportunityQuantity(item.qtdePedida, rulesOf(item));
      if (raised !== item.qtdePedida) Object.assign(item, { oldQtdePedido: item.qtdePedida, qtdePedida: raised });
      recorded.add(id);
    }
    index.refresh(idPedido, items);
    syncOrder(db, index, p);
    count += ids.length;
  }
  return count;
}
