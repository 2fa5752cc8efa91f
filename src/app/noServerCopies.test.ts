import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 26: server data of the quotation and its order hierarchy lives once, in src/entities/;
 * a feature slice keeps ids, paging, open and selected state and load status, never the rows.
 * This check reads every feature slice's source and fails when one names a wire type of those
 * entities (its state would hold a copy of the server's fields: a stale total waiting to happen).
 */
const ENTITY_WIRE_TYPES = [
  // the quotation and its header
  'CotacaoDto',
  'ContextoCotacaoDto',
  // suppliers and representatives, as each order screen reads them (with their totals)
  'FornecedorDto',
  'RepresentanteDto',
  'FornecedorPedidoAutomaticoDto',
  'RepresentantePedidoAutomaticoDto',
  'FornecedorRevisaoDto',
  'RepresentanteRevisaoDto',
  // branch orders and their items
  'PedidoDto',
  'PedidoAutomaticoDto',
  'PedidoRevisaoDto',
  'PedidoItemDto',
  'ItemRevisaoDto',
  // answers
  'RespostaDto',
  // the automatic order's quotation total
  'TotalPedidoAutomaticoDto',
] as const;

/** Known and accepted, each with its reason (keep this list short; an entry is a decision). */
const ACCEPTED: Record<string, { type: string; reason: string }[]> = {
  'orderReview/orderPaymentSlice.ts': [
    {
      type: 'PedidoRevisaoDto',
      reason:
        'a snapshot, not a copy: the open payment or code dialog keeps the 8 fields (Pick) of the order it was opened on, because the PIX/card charge and the code it sends were made for that order and amount; a refresh behind the dialog must not change what the buyer is paying or answering. It lives only while that dialog is open (closing it drops it) and no other screen reads it',
    },
  ],
};
const FEATURES = join(__dirname, '..', 'features');

function sliceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sliceFiles(path);
    return /Slice\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The entity wire types a slice's source names (as a whole word: PedidoDto is not PedidoDtoX). */
export function entityTypesNamedIn(source: string): string[] {
  return ENTITY_WIRE_TYPES.filter((type) => new RegExp(`\\b${type}\\b`).test(source));
}

function copiesIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const name = relative(FEATURES, file).split('\\').join('/');
    const accepted = new Set((ACCEPTED[name] ?? []).map((entry) => entry.type));
    return entityTypesNamedIn(readFileSync(file, 'utf8'))
      .filter((type) => !accepted.has(type))
      .map((type) => `${name}: ${type}`);
  });
}

describe('no feature slice holds a copy of an entity’s server fields (issue 26)', () => {
  it('finds the slices to check', () => {
    const files = sliceFiles(FEATURES);
    expect(files.length).toBeGreaterThan(30);
    expect(files.map((file) => relative(FEATURES, file))).toEqual(expect.arrayContaining([join('automaticOrder', 'automaticOrderSlice.ts'), join('orderReview', 'orderReviewSlice.ts')]));
  });

  it('sees a header, a row list or a total kept in a slice', () => {
    expect(entityTypesNamedIn("import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';\ninterface S { context: ContextoCotacaoDto | null }")).toEqual(['ContextoCotacaoDto']);
    expect(entityTypesNamedIn('suppliers: RowsState<FornecedorRevisaoDto>; branchOrders: Record<string, RowsState<PedidoRevisaoDto>>;')).toEqual(['FornecedorRevisaoDto', 'PedidoRevisaoDto']);
    expect(entityTypesNamedIn('rows: PedidoDtoExtra[]; total: TotalPedidoManualDto')).toEqual([]);
  });

  it('no feature slice names an entity wire type (beyond the accepted ones, each with its reason)', () => {
    expect(copiesIn(sliceFiles(FEATURES))).toEqual([]);
  });

  it('every accepted entry is still needed', () => {
    for (const [name, entries] of Object.entries(ACCEPTED)) {
      const named = entityTypesNamedIn(readFileSync(join(FEATURES, name), 'utf8'));
      for (const entry of entries) expect(`${name}: ${named.includes(entry.type) ? entry.type : 'not named any more'}`).toBe(`${name}: ${entry.type}`);
    }
  });
});
