import { DEFAULT_TIE_BREAK, type TieBreakCandidate, type TieBreakRules } from '../../../src/domain/tieBreak';
import type { MockDb } from '../core/database';

/**
 * The buyer's tie-break settings (spec 02 §2.4, §4.7; docs/api.md "Tie-break settings"): the SIC
 * supplier order, whether the custom chain is on and its supplier/representative order. They are
 * kept per buyer (idComprador) and read by order generation, which snapshots them per quotation
 * (generationTieBreak) so the explanation shown later is the one of the chain that generated.
 */
export interface SupplierPreference {
  fornecedorId: number;
  preferencia: number;
}

export interface PairPreference extends SupplierPreference {
  representanteId: number;
}

export interface BuyerTieBreak {
  custom: boolean;
  pairs: PairPreference[];
  sic: SupplierPreference[];
}

/** What a generation decided with: the chain and the positions it read. */
export interface TieBreakContext {
  rules: TieBreakRules;
  pairs: ReadonlyMap<string, number>;
  sic: ReadonlyMap<number, number>;
}

export const DEFAULT_CONTEXT: TieBreakContext = { rules: DEFAULT_TIE_BREAK, pairs: new Map(), sic: new Map() };


export function buyerTieBreak(db: MockDb, idComprador: number): BuyerTieBreak {
  const all = db.tieBreakByBuyer;
  let found = all.get(idComprador);
  if (!found) all.set(idComprador, (found = { custom: false, pairs: [], sic: [] }));
  return found;
}

const pairKey = (idFornecedor: number, idRepresentante: number): string => `${idFornecedor}:${idRepresentante}`;
const byPosition = <T extends SupplierPreference>(list: readonly T[]): T[] => [...list].sort((a, b) => a.preferencia - b.preferencia);

export function saveSicPreference(db: MockDb, idComprador: number, list: readonly SupplierPreference[]): void {
  buyerTieBreak(db, idComprador).sic = byPosition(list);
}

export function saveCustomPreference(db: MockDb, idComprador: number, list: readonly PairPreference[]): void {
  const buyer = buyerTieBreak(db, idComprador);
  buyer.custom = true;
  buyer.pairs = byPosition(list);
}

/** Switching custom off: back to the default chain, the saved order discarded (spec 02 §4.7). */
export function disableCustomPreference(db: MockDb, idComprador: number): void {
  const buyer = buyerTieBreak(db, idComprador);
  buyer.custom = false;
  buyer.pairs = [];
}

/** The chain a generation of this buyer's quotation uses now. */
export function currentTieBreak(db: MockDb, idComprador: number, sic: boolean): TieBreakContext {
  const buyer = buyerTieBreak(db, idComprador);
  return {
    rules: { custom: buyer.custom, sic },
    pairs: new Map(buyer.pairs.map((pair) => [pairKey(pair.fornecedorId, pair.representanteId), pair.preferencia])),
    sic: new Map(buyer.sic.map((supplier) => [supplier.fornecedorId, supplier.preferencia])),
  };
}

export function recordGenerationTieBreak(db: MockDb, idCotacao: number, context: TieBreakContext): void {
  db.tieBreakByGeneration.set(idCotacao, context);
}

/** The chain the quotation's orders were generated with (seeded orders: the default chain). */
export function generationTieBreak(db: MockDb, idCotacao: number): TieBreakContext {
  return db.tieBreakByGeneration.get(idCotacao) ?? DEFAULT_CONTEXT;
}

/** A candidate with the positions of its supplier and representative in the context's orders. */
export function withPreferences(context: TieBreakContext, candidate: TieBreakCandidate, idFornecedor: number, idRepresentante: number): TieBreakCandidate {
  return { ...candidate, preference: context.pairs.get(pairKey(idFornecedor, idRepresentante)), sicPreference: context.sic.get(idFornecedor) };
}
