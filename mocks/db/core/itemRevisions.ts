import type { DbOrderItem } from './types';

/**
 * Versions of order items (docs/api.md "Versioned writes"): every write of an item's quantity or
 * chosen answer gives it the next version of one counter for the whole database (versions only
 * grow), and logs it under its quotation, so a screen can ask what changed since the version it
 * holds (GET /pedidoAutomatico/changes/{idCotacao}?since=). An item never written has version 0.
 * A write that names the version it was read at is refused (409) when the item has a newer one.
 */
export interface ItemChange {
  versao: number;
  idPedido: number;
  id: number;
}

/** How many changes a quotation's log keeps; a screen further behind reads its orders again. */
export const CHANGE_LOG_LIMIT = 5_000;

export class ItemRevisions {
  private last = 0;
  private readonly logByQuotation = new Map<number, ItemChange[]>();
  /** Settings-like documents (a buyer's category order and switches…): one version per document, by key. */
  private readonly documents = new Map<string, number>();

  /** A document's version (0: never written). */
  documentVersion(key: string): number {
    return this.documents.get(key) ?? 0;
  }

  /** A document was written: its next version. */
  documentWritten(key: string): number {
    const next = this.documentVersion(key) + 1;
    this.documents.set(key, next);
    return next;
  }

  /** The newest version given (0: nothing written since the database was made). */
  current(): number {
    return this.last;
  }

  /** The next version of the one counter, for a value kept outside the order items (a manual-order item): it only grows, across a restart of the manual order too. */
  next(): number {
    this.last += 1;
    return this.last;
  }

  /** Items just written: each takes the next version, and the quotation's log records them. */
  stamp(idCotacao: number, items: readonly DbOrderItem[]): void {
    let log = this.logByQuotation.get(idCotacao);
    if (!log) this.logByQuotation.set(idCotacao, (log = []));
    for (const item of items) {
      this.last += 1;
      item.versao = this.last;
      log.push({ versao: this.last, idPedido: item.idPedido, id: item.id });
    }
    if (log.length > CHANGE_LOG_LIMIT) log.splice(0, log.length - CHANGE_LOG_LIMIT);
  }

  /** An item removed from its order (an answer moved it): logged so other screens drop it. */
  removed(idCotacao: number, idPedido: number, id: number): void {
    this.stamp(idCotacao, [{ id, idPedido } as DbOrderItem]);
  }

  /**
   * Orders whose products were deleted or put back (their items keep their values and versions):
   * logged once per order under the order's own key (−idPedido, never an item id), so other
   * screens read those orders again without the log holding every item of a whole order.
   */
  reshaped(idCotacao: number, idPedidos: Iterable<number>): void {
    for (const idPedido of idPedidos) this.stamp(idCotacao, [{ id: reshapedKey(idPedido), idPedido } as DbOrderItem]);
  }

  /**
   * The quotation's changes after `since`, the last one per item; `complete` is false when the log
   * no longer reaches back that far (the caller reads its orders again).
   */
  since(idCotacao: number, since: number): { changes: ItemChange[]; complete: boolean } {
    const log = this.logByQuotation.get(idCotacao) ?? [];
    const complete = log.length < CHANGE_LOG_LIMIT || log[0].versao <= since + 1;
    const latest = new Map<number, ItemChange>();
    for (let i = log.length - 1; i >= 0 && log[i].versao > since; i -= 1) if (!latest.has(log[i].id)) latest.set(log[i].id, log[i]);
    return { changes: [...latest.values()].reverse(), complete };
  }
}

/** The log key of an order whose products were deleted or put back (item ids are positive). */
export const reshapedKey = (idPedido: number): number => -idPedido;

/** The version an item was read at, as a write names it: absent when the request sent none. */
export function versionOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Whether a write that was read at `expected` would overwrite a newer value (no version sent: an unconditional write). */
export function isStale(item: DbOrderItem, expected: number | undefined): boolean {
  return expected !== undefined && (item.versao ?? 0) !== expected;
}
