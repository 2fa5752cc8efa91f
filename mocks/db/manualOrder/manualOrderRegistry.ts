import type { TieBreakContext } from '../generation/tieBreakPreferences';
import type { MockDb } from '../core/database';
import { ManualOrder } from './manualOrder';
import type { DbQuotation } from '../core/types';

/**
 * Which manual order each quotation has in the mock (one per quotation, per database): building it
 * at once or in generation steps, committing it, finding it (seeded quotations get theirs on first
 * use) and dropping it. The order itself is mocks/db/manualOrder/manualOrder.ts.
 */
const registryOf = (db: MockDb): Map<number, ManualOrder> => db.manualOrders;

/** Builds (and registers) the quotation's manual order at once (seeded quotations, tests). */
export function createManualOrder(db: MockDb, quotation: DbQuotation, lateConsidered: ReadonlySet<number>): ManualOrder {
  const order = new ManualOrder(db, quotation, lateConsidered, db.now().getTime());
  commitManualOrder(db, order);
  return order;
}

/**
 * The manual order's generation as steps (GET /pedido/{id}/generate?pedidoManual=true runs them in
 * time slices, mocks/db/generation/generationJobs.ts): each branch's proposal and totals worked out, yielding
 * after each, so the first totals on the page are ready. Not registered until committed.
 */
export function* buildManualOrder(db: MockDb, quotation: DbQuotation, lateConsidered: ReadonlySet<number>, tieBreak?: TieBreakContext): Generator<void, ManualOrder> {
  const order = new ManualOrder(db, quotation, lateConsidered, db.now().getTime(), tieBreak);
  for (const branch of order.branches) {
    order.summary(branch);
    yield;
  }
  return order;
}

/** The generated manual order becomes the quotation's (replacing an earlier one). */
export function commitManualOrder(db: MockDb, order: ManualOrder): void {
  registryOf(db).set(order.idCotacao, order);
}

/** The quotation's manual order, when it was generated (seeded quotations get theirs on first use). */
export function manualOrderOf(db: MockDb, quotation: DbQuotation): ManualOrder | undefined {
  if (quotation.pedidoGerado !== 'MANUAL') return undefined;
  return registryOf(db).get(quotation.id) ?? createManualOrder(db, quotation, new Set());
}

export function dropManualOrder(db: MockDb, idCotacao: number): void {
  registryOf(db).delete(idCotacao);
}
