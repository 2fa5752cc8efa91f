/**
 * The automatic order's selection (spec 03 §4.2): select all, a branch order or a product, with
 * the parents always agreeing with their children. A pure state machine kept by exceptions, so
 * "all selected" over 300 branches × 3,000 products is one flag, not a checked flag per item:
 *
 * - `all` is the base of every order (everything under the screen's filter);
 * - `orders[idPedido]` overrides that base for one order (`checked`) and lists the items whose
 *   state differs from the order's base (`except`).
 *
 * The state stays normalised: an override equal to the base is dropped, an order whose every item
 * is an exception flips its base, and overriding every order flips `all`. So "everything checked"
 * and "nothing checked" have exactly one representation each.
 */
export interface OrderOverride {
  checked: boolean;
  /** Items whose state differs from `checked` (ids). */
  except: number[];
}

export interface OrderSelection {
  all: boolean;
  orders: Record<number, OrderOverride>;
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

/** all: everything; partial: everything but some exceptions; chosen: only some orders or items; none. */
export type SelectionMode = 'all' | 'partial' | 'chosen' | 'none';

export const NO_SELECTION: OrderSelection = Object.freeze({ all: false, orders: Object.freeze({}) });

const overrides = (state: OrderSelection): [number, OrderOverride][] => Object.entries(state.orders).map(([id, o]) => [Number(id), o]);

/** Overriding every order the same way is the same as flipping `all`. */
function normalise(state: OrderSelection, orderCount: number): OrderSelection {
  const list = overrides(state);
  if (orderCount > 0 && list.length >= orderCount && list.every(([, o]) => o.except.length === 0 && o.checked !== state.all)) return { all: !state.all, orders: {} };
  return state;
}

function withOverride(state: OrderSelection, idPedido: number, override: OrderOverride, orderCount: number): OrderSelection {
  const orders = { ...state.orders };
  if (override.checked === state.all && override.except.length === 0) delete orders[idPedido];
  else orders[idPedido] = override;
  return normalise({ all: state.all, orders }, orderCount);
}

export function selectionMode(state: OrderSelection): SelectionMode {
  const some = Object.keys(state.orders).length > 0;
  if (state.all) return some ? 'partial' : 'all';
  return some ? 'chosen' : 'none';
}

export function allState(state: OrderSelection): CheckState {
  const mode = selectionMode(state);
  return mode === 'all' ? 'checked' : mode === 'none' ? 'unchecked' : 'mixed';
}

export function orderState(state: OrderSelection, idPedido: number): CheckState {
  const override = state.orders[idPedido];
  if (!override) return state.all ? 'checked' : 'unchecked';
  if (override.except.length > 0) return 'mixed';
  return override.checked ? 'checked' : 'unchecked';
}

export function itemChecked(state: OrderSelection, idPedido: number, id: number): boolean {
  const override = state.orders[idPedido];
  if (!override) return state.all;
  return override.except.includes(id) ? !override.checked : override.checked;
}

/** The select-all box: everything checked → nothing; anything else → everything. */
export function toggleAll(state: OrderSelection): OrderSelection {
  return allState(state) === 'checked' ? NO_SELECTION : { all: true, orders: {} };
}

/** A branch order's box: fully checked → unchecked; unchecked or mixed → checked (all its items). */
export function toggleOrder(state: OrderSelection, idPedido: number, orderCount: number): OrderSelection {
  const checked = orderState(state, idPedido) !== 'checked';
  return withOverride(state, idPedido, { checked, except: [] }, orderCount);
}

/** A product's box; `itemCount`: the order's items under the filter, `orderCount`: the orders under it. */
export function toggleItem(state: OrderSelection, idPedido: number, id: number, itemCount: number, orderCount: number): OrderSelection {
  const current = state.orders[idPedido] ?? { checked: state.all, except: [] };
  const except = current.except.includes(id) ? current.except.filter((e) => e !== id) : [...current.except, id];
  const next = except.length >= itemCount ? { checked: !current.checked, except: [] } : { checked: current.checked, except };
  return withOverride(state, idPedido, next, orderCount);
}

/** Forget orders that are gone (deleted, or no longer under the filter). */
export function withoutOrders(state: OrderSelection, ids: readonly number[]): OrderSelection {
  if (!ids.some((id) => id in state.orders)) return state;
  const orders = { ...state.orders };
  for (const id of ids) delete orders[id];
  return { all: state.all, orders };
}

/** The selection as the server reads it (spec 03 §7.1): one entry per order that differs from the base. */
export interface SelectionEntry {
  idPedido: number;
  /** Some of the order's items differ from `selecionado`. */
  parcial: boolean;
  /** The order's base: its items are selected unless listed in idPedidoItens. */
  selecionado: boolean;
  idPedidoItens: number[];
}

export interface SelectionBody {
  /** The base of every order not listed in `itens`. */
  checkTodosSelecionados: boolean;
  /** Some order differs from the base. */
  parcialmenteSelecionados: boolean;
  itens: SelectionEntry[];
}

export function selectionBody(state: OrderSelection): SelectionBody {
  const itens = overrides(state).map(([idPedido, o]) => ({ idPedido, parcial: o.except.length > 0, selecionado: o.checked, idPedidoItens: [...o.except] }));
  return { checkTodosSelecionados: state.all, parcialmenteSelecionados: itens.length > 0, itens };
}

/** Whether an item is in a selection body (the server's reading, shared with the mock). */
export function bodySelects(body: SelectionBody, byOrder: ReadonlyMap<number, SelectionEntry>, idPedido: number, id: number): boolean {
  const entry = byOrder.get(idPedido);
  if (!entry) return body.checkTodosSelecionados;
  return entry.idPedidoItens.includes(id) ? !entry.selecionado : entry.selecionado;
}

/**
 * The select-all box of the page (spec 03 §4.2): on only when everything is selected, every order
 * is selectable and every supplier panel is open; mixed while anything is selected.
 */
export function selectAllBox(state: OrderSelection, everyOrderSelectable: boolean, everySupplierOpen: boolean): CheckState {
  const current = allState(state);
  if (current === 'checked') return everyOrderSelectable && everySupplierOpen ? 'checked' : 'mixed';
  return current;
}
