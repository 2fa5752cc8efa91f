import { manualFilterFromParams } from '../../src/domain/manualOrderFilter';
import type { MockDb } from '../db/core/database';
import type { ManualOrder } from '../db/manualOrder/manualOrder';
import { itemRef, ManualOrderRefused } from '../db/manualOrder/manualOrderCommands';
import type { ManualItemAt } from '../db/manualOrder/manualOrderDeletion';
import { passingAnswers, supplierMask, type ListContext } from './pedidoManualViews';

/**
 * The products a deletion selection names (issue 29 point 3; docs/api.md "Manual order: deleting
 * the selected or all filtered products"): with `todosFiltrados`, every product the filter lists in
 * every branch (as GET /getItens lists them) but the excepted ones; otherwise the named products.
 * Read on the server, so deleting 900,000 products is one request.
 */
export const MAX_SELECTION_IDS = 10_000;

const INVALID = 'Seleção de produtos inválida.';

function idsOf(raw: unknown): number[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_SELECTION_IDS || !raw.every((id) => Number.isSafeInteger(id) && id > 0)) throw new ManualOrderRefused(INVALID, 400);
  return raw as number[];
}

/** The filter of a JSON body, read as the query form is (unknown or malformed fields fall back to the default). */
function filterOf(raw: unknown): ListContext['filter'] {
  const params = new URLSearchParams();
  if (raw && typeof raw === 'object') for (const [key, value] of Object.entries(raw)) if (typeof value === 'string' || typeof value === 'boolean') params.set(key, String(value));
  return manualFilterFromParams(params);
}

function filteredItems(db: MockDb, order: ManualOrder, ctx: ListContext, except: ReadonlySet<number>): ManualItemAt[] {
  const items: ManualItemAt[] = [];
  for (const branch of order.branches) {
    if (ctx.filter.cnpj && branch.cnpj !== ctx.filter.cnpj) continue;
    const supplier = supplierMask(db, branch, ctx.filter.cnpjFornecedor);
    if (supplier === 0) continue;
    for (const p of order.positions(branch)) {
      if (passingAnswers(db, order, branch, p, ctx, supplier) !== 0 && !except.has(order.itemId(branch, p))) items.push({ branch, p });
    }
  }
  return items;
}

export function selectedItems(db: MockDb, order: ManualOrder, body: unknown): ManualItemAt[] {
  if (!body || typeof body !== 'object') throw new ManualOrderRefused(INVALID, 400);
  const { todosFiltrados, filtros, idPedidoManualItens } = body as Record<string, unknown>;
  const ids = idsOf(idPedidoManualItens);
  if (todosFiltrados === true) return filteredItems(db, order, { filter: filterOf(filtros), verExcluidos: false }, new Set(ids));
  const owns = (quotation: { id: number }) => quotation.id === order.idCotacao;
  // A product named twice is deleted (and counted) once.
  return [...new Set(ids)].map((id) => itemRef(db, id, owns)).filter(({ branch, p }) => !order.excluded(branch, p));
}
