import { rulesOf } from '../../../src/domain/orderQuantity';
import type { RoundingItem } from '../../../src/domain/packagingQuantity';
import type { DbOrderItem } from '../core/types';

/** One item's packaging rounding data: its id, rules, quantity and price. */
export interface RoundingEntry {
  id: number;
  item: RoundingItem;
}

/**
 * What the packaging rounding needs of each item with a packaging or minimum problem, by index
 * entry, kept while the automatic order's index reads the items: 'Aplicar' on the packaging
 * screen then reads no item (mocks/db/packaging/packagingProblems.ts computeQuantities).
 */
export class RoundingEntries {
  private readonly byEntry = new Map<number, RoundingEntry>();

  get(at: number): RoundingEntry | undefined {
    return this.byEntry.get(at);
  }

  /** The item at entry `at` has a problem (kept) or has none (forgotten). */
  write(at: number, item: DbOrderItem, problem: boolean): void {
    if (problem) this.byEntry.set(at, { id: item.id, item: { ...rulesOf(item), quantity: item.qtdePedida, price: item.valorSemST } });
    else this.byEntry.delete(at);
  }

  forget(at: number): void {
    this.byEntry.delete(at);
  }

  /** Entries `a` to `b` of another index, moved to start at `at` (an order whose items were not read again). */
  copyRange(previous: RoundingEntries, a: number, b: number, at: number): void {
    for (let entry = a; entry < b; entry += 1) {
      const kept = previous.byEntry.get(entry);
      if (kept) this.byEntry.set(at + entry - a, kept);
    }
  }
}
