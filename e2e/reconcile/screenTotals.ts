import type { Page } from '@playwright/test';
import { type Ledger, type LedgerOrder, parseMoney, type Stage } from './ledger';

/** The totals the page shows right now, as the buyer reads them (names from the tooltips of cut names). */
export interface ScreenOrder {
  branch: string;
  total: string;
  invoiced: string | null;
}
export interface ScreenRepresentative {
  name: string;
  total: string;
  orders: ScreenOrder[];
}
export interface ScreenSupplier {
  name: string;
  total: string;
  representatives: ScreenRepresentative[];
}

/** CSS classes of each stage's accordions. */
const CLASSES: Record<Stage, { supplier: string; supplierHead: string; representative: string; order: string; orderBranch: string; orderTotal: string; orderInvoiced: string | null; total: string }> = {
  automatic: {
    supplier: '.supplier',
    supplierHead: '.supplier__toggle',
    representative: '.representative',
    order: '.order-card',
    orderBranch: '.order-card__branch',
    orderTotal: '.order-card__total',
    orderInvoiced: null,
    total: '.accordion-toggle__total',
  },
  review: {
    supplier: '.review-supplier',
    supplierHead: '.review-heading .review-toggle',
    representative: '.review-representative',
    order: '.review-order',
    orderBranch: '.review-order__branch',
    orderTotal: '.review-order__total',
    orderInvoiced: '.review-order__invoiced',
    total: '.review-toggle__total',
  },
};

export async function readScreen(page: Page, stage: Stage): Promise<ScreenSupplier[]> {
  return page.evaluate((c) => {
    const text = (el: Element | null) => (el ? ((el.querySelector('.truncated-text')?.getAttribute('title') ?? el.textContent) || '').trim() : '');
    return [...document.querySelectorAll(c.supplier)].map((supplier) => {
      const head = supplier.querySelector(c.supplierHead);
      return {
        name: text(head ?? null),
        total: head?.querySelector(c.total)?.textContent ?? '',
        representatives: [...supplier.querySelectorAll(c.representative)].map((representative) => {
          const toggle = representative.querySelector('button');
          return {
            name: text(toggle ?? null),
            total: toggle?.querySelector(c.total)?.textContent ?? '',
            orders: [...representative.querySelectorAll(c.order)].map((order) => ({
              branch: text(order.querySelector(c.orderBranch)),
              total: order.querySelector(c.orderTotal)?.textContent ?? '',
              invoiced: c.orderInvoiced ? (order.querySelector(c.orderInvoiced)?.textContent ?? '') : null,
            })),
          };
        }),
      };
    });
  }, CLASSES[stage]);
}

const money = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function orderKey(branch: string, cents: number | null) {
  return `${branch} = ${cents === null ? '?' : money(cents)}`;
}

/**
 * Every figure on screen against the ledger recomputed from the API's items: one line per
 * difference (an empty list means the screen and the items agree). A supplier or representative
 * row is matched by name; the branch orders shown under a representative must each be one of its
 * orders with the same total (and the same invoiced total on the review); when the whole list is
 * shown, it must hold all of them.
 */
export function differences(screen: ScreenSupplier[], ledger: Ledger): string[] {
  const found: string[] = [];
  for (const s of screen) {
    const supplier = ledger.suppliers.find((row) => row.name === s.name);
    if (!supplier) {
      found.push(`supplier '${s.name}' on screen is not in the API's lists`);
      continue;
    }
    if (parseMoney(s.total) !== supplier.total) found.push(`supplier '${s.name}': screen ${s.total.trim()} ≠ items ${money(supplier.total)}`);
    for (const r of s.representatives) {
      const representative = supplier.representatives.find((row) => row.name === r.name);
      if (!representative) {
        found.push(`representative '${r.name}' of '${s.name}' on screen is not in the API's lists`);
        continue;
      }
      if (parseMoney(r.total) !== representative.total) found.push(`representative '${r.name}' of '${s.name}': screen ${r.total.trim()} ≠ items ${money(representative.total)}`);
      found.push(...orderDifferences(`${s.name} / ${r.name}`, r.orders, representative.orders));
    }
  }
  const names = new Set(screen.map((s) => s.name));
  if (screen.length > 0) for (const supplier of ledger.suppliers) if (!names.has(supplier.name) && screen.length >= ledger.suppliers.length) found.push(`supplier '${supplier.name}' (${money(supplier.total)}) is missing on screen`);
  return found;
}

function orderDifferences(owner: string, shown: ScreenOrder[], orders: LedgerOrder[]): string[] {
  const found: string[] = [];
  const left = orders.map((o) => ({ key: orderKey(o.branch, o.total), invoiced: o.invoiced }));
  for (const o of shown) {
    const key = orderKey(o.branch, parseMoney(o.total));
    const at = left.findIndex((row) => row.key === key && (o.invoiced === null || parseMoney(o.invoiced) === row.invoiced));
    if (at < 0) found.push(`${owner}: order '${key}'${o.invoiced === null ? '' : ` (${o.invoiced.trim()})`} on screen matches no order's items (${orders.map((row) => orderKey(row.branch, row.total)).join('; ')})`);
    else left.splice(at, 1);
  }
  if (shown.length > 0 && shown.length >= orders.length) for (const row of left) found.push(`${owner}: order '${row.key}' is missing on screen`);
  return found;
}
