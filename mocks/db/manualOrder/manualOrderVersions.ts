import { VERSION_CONFLICT_MESSAGE } from '../../../src/domain/versionConflict';
import type { MockDb } from '../core/database';
import { versionOf } from '../core/itemRevisions';
import type { ItemRef } from './manualOrderCommands';

/**
 * The per-item versions of the manual order's writes of many items at once (docs/api.md
 * "Versioned writes"): the mass changes of a product across branches, 'comprar desta resposta' and
 * the branch mark send `versoes: {[idPedidoManualItem]: versao}`, the versions the buyer read the
 * items at, as the automatic order's mass edits do. An item whose version moved since is left as it
 * is and named with its value now; an item absent from the map is written unconditionally.
 */
export type ItemVersions = Readonly<Record<string, number>> | undefined;

/** The map of a body or a query (`versoes`, JSON in a query); anything else: none (unconditional). */
export function itemVersionsOf(value: unknown): ItemVersions {
  let map = value;
  if (typeof value === 'string') {
    try {
      map = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return map && typeof map === 'object' && !Array.isArray(map) ? (map as Record<string, number>) : undefined;
}

/** Whether the item changed since the version the buyer read it at. */
export function isStaleItem({ order, branch, p }: ItemRef, versoes: ItemVersions): boolean {
  const expected = versoes ? versionOf(versoes[order.itemId(branch, p)]) : undefined;
  return expected !== undefined && expected !== order.version(branch, p);
}

/** The item's value now, in words: the answer bought and its quantity ('Fornecedor — Representante: 12 un'). */
function currentValue(db: MockDb, { order, branch, p }: ItemRef): string {
  const s = order.chosen(branch, p);
  if (s < 0) return 'nenhuma resposta comprada';
  const { idFornecedor, idRepresentante } = branch.slots[s].answer;
  const supplier = db.supplierName(idFornecedor);
  const representative = db.representativeName(idRepresentante);
  return `${supplier} — ${representative}: ${order.quantity(branch, s, p)} un`;
}

/** Why a stale item was left as it is: 'Este valor foi alterado em outra sessão. Valor atual: …'. */
export const staleReason = (db: MockDb, ref: ItemRef): string => `${VERSION_CONFLICT_MESSAGE} Valor atual: ${currentValue(db, ref)}.`;

/** A product a branch mark left as it is, as the answer names it: '{produto}: Este valor foi alterado em outra sessão. Valor atual: …'. */
export function staleProductReason(db: MockDb, ref: ItemRef): string {
  const product = ref.order.products[ref.p];
  return `${product.descricao} ${product.apresentacao}: ${staleReason(db, ref)}`;
}
