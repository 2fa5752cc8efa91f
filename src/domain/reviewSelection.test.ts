import fc from 'fast-check';
import { groupIds, groupIndex, groupKey, groupState, groupStates, keepSelectable, toggleGroup, type SelectableOrder } from './reviewSelection';
import type { SituacaoPedido } from './orderStatus';

const STATUSES: SituacaoPedido[] = ['CONFIRMADO', 'EM_CRIACAO', 'NAO_INICIADO', 'ENVIADO', 'CANCELADO', 'ENVIADO_PROBLEMA', 'AGUARDANDO_FATURAMENTO'];

const ordersArb = fc
  .array(fc.record({ idFornecedor: fc.integer({ min: 1, max: 3 }), idRepresentante: fc.integer({ min: 1, max: 2 }), situacaoPedido: fc.constantFrom(...STATUSES) }), { maxLength: 20 })
  .map((rows): SelectableOrder[] => rows.map((row, i) => ({ ...row, idPedido: i + 1 })));

const groupArb = fc.oneof(fc.constant({}), fc.record({ idFornecedor: fc.integer({ min: 1, max: 3 }) }), fc.record({ idFornecedor: fc.integer({ min: 1, max: 3 }), idRepresentante: fc.integer({ min: 1, max: 2 }) }));

describe('choosing the review orders to send', () => {
  it('only confirmed, in-creation, not-started and failed-send orders can be chosen', () => {
    const orders: SelectableOrder[] = STATUSES.map((situacaoPedido, i) => ({ idPedido: i + 1, idFornecedor: 1, idRepresentante: 1, situacaoPedido }));
    expect(groupIds(orders, {})).toEqual([1, 2, 3, 6]);
  });

  it('after any clicks on boxes, a parent box is checked exactly when each of its children is, and only selectable orders are chosen', () => {
    fc.assert(
      fc.property(ordersArb, fc.array(groupArb, { maxLength: 8 }), (orders, clicks) => {
        const selected = new Set(clicks.reduce<number[]>((chosen, group) => toggleGroup(chosen, groupIds(orders, group)), []));
        expect([...selected].every((id) => groupIds(orders, {}).includes(id))).toBe(true);
        for (const idFornecedor of [1, 2, 3]) {
          const supplier = groupState(groupIds(orders, { idFornecedor }), selected);
          const reps = [1, 2].map((idRepresentante) => groupState(groupIds(orders, { idFornecedor, idRepresentante }), selected)).filter((s) => s !== null);
          if (supplier === null) expect(reps).toEqual([]);
          else expect(supplier === 'checked').toBe(reps.every((s) => s === 'checked'));
          if (supplier === 'unchecked') expect(reps.every((s) => s === 'unchecked')).toBe(true);
        }
      }),
    );
  });

  it('a click on a box leaves it checked or unchecked, never mixed, and a second click undoes the first on a group that was not mixed', () => {
    fc.assert(
      fc.property(ordersArb, groupArb, (orders, group) => {
        const ids = groupIds(orders, group);
        const once = toggleGroup([], ids);
        expect(groupState(ids, new Set(once))).toBe(ids.length ? 'checked' : null);
        expect(toggleGroup(once, ids)).toEqual([]);
      }),
    );
  });

  it('a refresh keeps only orders still selectable (a sent one drops out)', () => {
    const before: SelectableOrder[] = [1, 2, 3].map((idPedido) => ({ idPedido, idFornecedor: 1, idRepresentante: 1, situacaoPedido: 'CONFIRMADO' }));
    const after = before.map((o) => (o.idPedido === 2 ? { ...o, situacaoPedido: 'ENVIADO' as const } : o));
    expect(keepSelectable([1, 2, 3], after)).toEqual([1, 3]);
    expect(groupState(groupIds(after, {}), new Set([1]))).toBe('mixed');
  });

  it("the index built in one pass gives every box the orders and the state the box's own filter would (the page's, each supplier's, each representative's)", () => {
    fc.assert(
      fc.property(ordersArb, fc.array(groupArb, { maxLength: 6 }), (orders, clicks) => {
        const selected = new Set(clicks.reduce<number[]>((chosen, group) => toggleGroup(chosen, groupIds(orders, group)), []));
        const index = groupIndex(orders);
        const states = groupStates(index, selected);
        const groups = [{}, ...[1, 2, 3].flatMap((idFornecedor) => [{ idFornecedor }, ...[1, 2].map((idRepresentante) => ({ idFornecedor, idRepresentante }))])];
        for (const group of groups) {
          expect(index.get(groupKey(group)) ?? []).toEqual(groupIds(orders, group));
          expect(states.get(groupKey(group)) ?? null).toBe(groupState(groupIds(orders, group), selected));
        }
      }),
    );
  });
});
