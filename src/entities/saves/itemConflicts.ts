import { createSelector, type UnknownAction } from '@reduxjs/toolkit';
import { conflictKeptMine, conflictTookCurrent, type PendingSave, type PendingSavesState, type VersionedPayload } from './pendingSavesSlice';

/**
 * Order item values in conflict (docs/api.md "Versioned writes"), as a table shows them: which
 * row, the buyer's value, the server's current one and its version. For any queue whose payload
 * is `{ idPedido, id, <field> }` and whose conflict holds the current items.
 */
export interface ItemConflict {
  saveId: string;
  queue: string;
  idPedido: number;
  id: number;
  label: string;
  mine: unknown;
  current: unknown;
  /** The version 'Manter o meu' writes over. */
  currentVersion: number;
  /** The server's items as the conflict gave them ('Usar o valor atual' shows them). */
  items: unknown[];
}

type WithSaves = { pendingSaves: PendingSavesState };

/** Where a queue's payload keeps the row id and the value, and where the server's item keeps the value. */
export interface ConflictFields {
  /** The value in the payload (e.g. 'qtdePedida', 'qtde'). */
  field: string;
  /** The row id in the payload; default 'id'. */
  idField?: string;
  /** The value in the server's item; default `field`. */
  currentField?: string;
}

const NONE: readonly ItemConflict[] = [];

function toConflict(entry: PendingSave, { field, idField = 'id', currentField = field }: ConflictFields): ItemConflict {
  const payload = entry.payload as Record<string, unknown> & VersionedPayload;
  const id = Number(payload[idField]);
  const items = (entry.current ?? []) as (Record<string, unknown> & VersionedPayload & { id: number })[];
  const now = items.find((item) => item.id === id);
  return { saveId: entry.id, queue: entry.queue, idPedido: Number(payload.idPedido), id, label: entry.label, mine: payload[field], current: now?.[currentField], currentVersion: now?.versao ?? 0, items };
}

/** A selector of one queue's conflicts; the same empty list while there are none. */
export function makeSelectItemConflicts(queue: string, fields: ConflictFields) {
  return createSelector([(s: WithSaves) => s.pendingSaves.entries], (entries): readonly ItemConflict[] => {
    const found = entries.filter((e) => e.queue === queue && e.status === 'conflict');
    return found.length === 0 ? NONE : found.map((entry) => toConflict(entry, fields));
  });
}

/** The buyer's two choices on a conflict, as a table's popovers call them. */
export function conflictChoices(dispatch: (action: UnknownAction) => unknown) {
  return {
    /** 'Manter o meu': sent again over the version the buyer has now seen. */
    onKeepMine: (conflict: ItemConflict) => dispatch(conflictKeptMine({ id: conflict.saveId, versao: conflict.currentVersion })),
    /** 'Usar o valor atual': dropped; the queue's feature shows the server's items. */
    onTakeCurrent: (conflict: ItemConflict) => dispatch(conflictTookCurrent({ id: conflict.saveId, queue: conflict.queue, current: conflict.items })),
  };
}
