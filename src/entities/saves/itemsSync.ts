import { createAction } from '@reduxjs/toolkit';
import type { PedidoItemDto } from '../../api/dto';
import type { PendingSave } from './pendingSavesSlice';

/**
 * Order items saved somewhere else, for the screens that show them (docs/api.md "Changes by
 * other sessions"): `tab`, another open tab of the same buyer (tabSync.ts, BroadcastChannel);
 * `server`, the changes poll (another session or buyer). Each item carries its version; a screen
 * applies an item only when it is newer than the one it shows and no value of the buyer's is
 * waiting for it (that one is saved, or raises the conflict, first).
 */
export interface ItemsChange {
  source: 'tab' | 'server';
  idCotacao: number;
  itens: PedidoItemDto[];
  /** The items' orders as they are now (totals). */
  pedidos: unknown[];
  /** Items that left their order (another answer chosen): the lists are read again. */
  removidos: { id: number; idPedido: number }[];
  /** The lists are read again: the server's log no longer reached back to the screen's version, or another tab changed many items at once (a mass change, a deletion, a re-insert). */
  reread?: boolean;
}

export const itemsChangedElsewhere = createAction<ItemsChange>('itemsSync/changedElsewhere');
/** This tab saved items: the tab sync tells the buyer's other tabs. */
export const itemsSavedHere = createAction<Omit<ItemsChange, 'source'>>('itemsSync/savedHere');

/** The items of a change this screen may take: newer than shown, and with no value of the buyer's waiting in `queue`. */
export function itemsToApply<T extends { id: number; versao?: number }>(change: ItemsChange, queue: string, pending: readonly PendingSave[], shown: (item: PedidoItemDto) => T | undefined): PedidoItemDto[] {
  const waiting = new Set(pending.filter((entry) => entry.queue === queue).map((entry) => (entry.payload as { id: number }).id));
  return change.itens.filter((item) => {
    const current = shown(item);
    return current !== undefined && !waiting.has(item.id) && (current.versao ?? 0) < (item.versao ?? 0);
  });
}
