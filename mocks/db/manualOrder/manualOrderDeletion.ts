import type { ContagemSelecaoManualDto } from '../../../src/api/pedidoManualSelecaoDto';
import type { MockDb } from '../core/database';
import { assertOpen } from './manualOrderCommands';
import type { ManualBranch, ManualOrder } from './manualOrder';

/** A product at a branch of a manual order, by position. */
export interface ManualItemAt {
  branch: ManualBranch;
  p: number;
}

/** How many products, in how many branches. */
export function countOf(items: readonly ManualItemAt[]): ContagemSelecaoManualDto {
  return { produtos: items.length, filiais: new Set(items.map((item) => item.branch.index)).size };
}

/**
 * The selected products leave the manual order at once (issue 29 point 3; POST
 * pedidoManualItem/excluirSelecao): each is marked deleted as DELETE pedidoManualItem/{id}/delete
 * does (restorable, its quantity out of the branch's totals), the order checked open once.
 * Products deleted already are left as they are and not counted.
 */
export function deleteItems(db: MockDb, order: ManualOrder, items: readonly ManualItemAt[]): ContagemSelecaoManualDto {
  assertOpen(db, order);
  const deleted = items.filter(({ branch, p }) => !order.excluded(branch, p));
  for (const { branch, p } of deleted) order.edit(branch, p).excluded = true;
  for (const { branch } of deleted) order.selected.delete(branch.index);
  return countOf(deleted);
}
