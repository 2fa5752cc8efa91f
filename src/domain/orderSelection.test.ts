import fc from 'fast-check';
import {
  allState,
  bodySelects,
  itemChecked,
  NO_SELECTION,
  orderState,
  selectAllBox,
  selectionBody,
  selectionMode,
  toggleAll,
  toggleItem,
  toggleOrder,
  withoutOrders,
  type CheckState,
  type OrderSelection,
} from './orderSelection';

type Click = { kind: 'all' } | { kind: 'order'; order: number } | { kind: 'item'; order: number; item: number };

const universe = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 5 });
const clicksFor = (sizes: number[]) =>
  fc.array(
    fc.oneof(
      fc.constant<Click>({ kind: 'all' }),
      fc.integer({ min: 0, max: sizes.length - 1 }).map<Click>((order) => ({ kind: 'order', order })),
      fc.integer({ min: 0, max: sizes.length - 1 }).chain((order) => fc.integer({ min: 0, max: sizes[order] - 1 }).map<Click>((item) => ({ kind: 'item', order, item }))),
    ),
    { maxLength: 40 },
  );

const itemId = (order: number, item: number) => order * 100 + item;
const stateOf = (checked: boolean[]): CheckState => (checked.every(Boolean) ? 'checked' : checked.some(Boolean) ? 'mixed' : 'unchecked');

/** The reference: one explicit flag per item, the parents derived from it. */
function applyToModel(model: boolean[][], click: Click): boolean[][] {
  if (click.kind === 'all') {
    const every = model.flat().every(Boolean);
    return model.map((items) => items.map(() => !every));
  }
  if (click.kind === 'order') {
    const every = model[click.order].every(Boolean);
    return model.map((items, o) => (o === click.order ? items.map(() => !every) : items));
  }
  return model.map((items, o) => (o === click.order ? items.map((v, i) => (i === click.item ? !v : v)) : items));
}

function applyToState(state: OrderSelection, click: Click, sizes: number[]): OrderSelection {
  if (click.kind === 'all') return toggleAll(state);
  if (click.kind === 'order') return toggleOrder(state, click.order, sizes.length);
  return toggleItem(state, click.order, itemId(click.order, click.item), sizes[click.order], sizes.length);
}

describe('the automatic order selection (spec 03 §4.2)', () => {
  it('keeps every parent in agreement with its children over random click sequences', () => {
    fc.assert(
      fc.property(universe.chain((sizes) => fc.tuple(fc.constant(sizes), clicksFor(sizes))), ([sizes, clicks]) => {
        let model = sizes.map((n) => Array.from({ length: n }, () => false));
        let state = NO_SELECTION;
        for (const click of clicks) {
          model = applyToModel(model, click);
          state = applyToState(state, click, sizes);
          model.forEach((items, o) => {
            items.forEach((checked, i) => expect(itemChecked(state, o, itemId(o, i))).toBe(checked));
            expect(orderState(state, o)).toBe(stateOf(items));
          });
          expect(allState(state)).toBe(stateOf(model.flat()));
          // The body sent to the server selects exactly the checked items.
          const body = selectionBody(state);
          const byOrder = new Map(body.itens.map((entry) => [entry.idPedido, entry]));
          model.forEach((items, o) => items.forEach((checked, i) => expect(bodySelects(body, byOrder, o, itemId(o, i))).toBe(checked)));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps "all selected" one flag, whatever the size (no flag per item)', () => {
    const state = toggleAll(NO_SELECTION);
    expect(state).toEqual({ all: true, orders: {} });
    expect(selectionMode(state)).toBe('all');
    const partial = toggleItem(state, 7, 70_001, 3000, 300);
    expect(partial.orders[7]).toEqual({ checked: true, except: [70_001] });
    expect(selectionMode(partial)).toBe('partial');
    expect(selectionMode(toggleOrder(NO_SELECTION, 7, 300))).toBe('chosen');
  });

  it('turns select-all on only when every order is selectable and every supplier panel is open', () => {
    const all = toggleAll(NO_SELECTION);
    expect(selectAllBox(all, true, true)).toBe('checked');
    expect(selectAllBox(all, false, true)).toBe('mixed');
    expect(selectAllBox(all, true, false)).toBe('mixed');
    expect(selectAllBox(NO_SELECTION, true, true)).toBe('unchecked');
  });

  it('forgets deleted orders', () => {
    const chosen = toggleOrder(toggleOrder(NO_SELECTION, 1, 5), 2, 5);
    expect(Object.keys(withoutOrders(chosen, [1]).orders)).toEqual(['2']);
    expect(withoutOrders(NO_SELECTION, [1])).toBe(NO_SELECTION);
  });
});
