import type { MockDb } from '../core/database';
import { buyerTieBreak } from './tieBreakPreferences';
import type { DbQuotation } from '../core/types';

/**
 * The summary's SIC flags (GET /resumoresposta/getBotoes, spec 02 §3; docs/decisions.md "SIC in
 * order generation"): SIC is offered when the buyer saved a SIC supplier order and some
 * participant of the quotation is in it; 'always SIC' is a per-buyer setting of the simulation
 * (off by default, switched by tests through POST /__mock/sic-sempre).
 */
export function setSicSempre(db: MockDb, idComprador: number, sicSempre: boolean): void {
  const perBuyer = db.sicAlways;
  perBuyer.set(idComprador, sicSempre);
}

export function sicFlags(db: MockDb, quotation: DbQuotation): { sicHabilitado: boolean; sicSempre: boolean } {
  const ordered = new Set(buyerTieBreak(db, quotation.idComprador).sic.map((supplier) => supplier.fornecedorId));
  const sicHabilitado = quotation.participantes.some((participant) => ordered.has(participant.idFornecedor));
  return { sicHabilitado, sicSempre: sicHabilitado && (db.sicAlways.get(quotation.idComprador) ?? false) };
}
