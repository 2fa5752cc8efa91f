import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a buyer must read in every order table (issue 28), measured in the browser on the cells
 * the tables mark by kind of content (src/shared/grid/columnKinds.ts):
 * - an EAN shows its whole code and a money value is not cut: its text is not wider than its box
 *   nor than its cell, so no ellipsis;
 * - two presentations of one product read differently: the characters of the product name that
 *   are inside their box (what is visible) differ whenever the names differ (not only by accents).
 */
export interface Legibility {
  eans: number;
  money: number;
  names: number;
  problems: string[];
}

export async function legibilityOf(scope: Locator): Promise<Legibility> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const shown = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const cellOf = (el: HTMLElement) => el.closest<HTMLElement>('td, th, .ag-cell');
    let eans = 0;
    let money = 0;
    for (const el of root.querySelectorAll<HTMLElement>('.cell-kind--ean, .cell-kind--money')) {
      const text = (el.textContent ?? '').trim();
      if (!shown(el) || text === '') continue;
      const kind = el.classList.contains('cell-kind--ean') ? 'EAN' : 'valor';
      if (kind === 'EAN') eans += 1;
      else money += 1;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${kind} cortado (${el.scrollWidth} > ${el.clientWidth} px): ${text}`);
      const cell = cellOf(el);
      if (cell && cell !== el) {
        const box = el.getBoundingClientRect();
        const room = cell.getBoundingClientRect();
        if (box.right > room.right + 1 || box.left < room.left - 1) problems.push(`${kind} sai da célula: ${text}`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${kind} em célula cortada: ${text}`);
      }
    }
    // The characters of a text that lie inside the box that clips them.
    const visibleText = (el: HTMLElement): string => {
      let out = '';
      for (const line of el.querySelectorAll<HTMLElement>('.product-name__head, .product-name__tail')) {
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // The box that clips this text: its part of the line (substance, strength) or the line.
          const clip = node.parentElement!.closest('.product-name__substance, .product-name__strength, .product-name__tail, .product-name__head')!.getBoundingClientRect();
          const text = node.textContent ?? '';
          for (let i = 0; i < text.length; i += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0 && rect.left >= clip.left - 0.5 && rect.right <= clip.right + 0.5) out += text[i];
          }
          out += ' ';
        }
        out += ' | ';
      }
      return out;
    };
    const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    const names = [...root.querySelectorAll<HTMLElement>('.product-name')].filter(shown);
    const seen = new Map<string, string>();
    for (const el of names) {
      const full = el.title;
      const visible = visibleText(el);
      const other = seen.get(visible);
      // Names that differ only by accents ('CALCICA', 'CÁLCICA') are one presentation spelled twice: their EAN and maker tell them apart.
      if (other !== undefined && plain(other) !== plain(full)) problems.push(`produtos diferentes lidos iguais: '${visible}' ('${other}' e '${full}')`);
      seen.set(visible, full);
    }
    return { eans, money, names: names.length, problems };
  });
}

/** The table reads well: the kinds were found and nothing a buyer needs is cut. */
export async function expectLegible(scope: Locator, what: string, expected: { eans?: boolean; money?: boolean; names?: boolean } = {}): Promise<void> {
  const found = await legibilityOf(scope);
  expect(found.problems, what).toEqual([]);
  if (expected.eans !== false) expect(found.eans, `${what}: EAN`).toBeGreaterThan(0);
  if (expected.money !== false) expect(found.money, `${what}: valores`).toBeGreaterThan(0);
  if (expected.names !== false) expect(found.names, `${what}: produtos`).toBeGreaterThan(0);
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A refused quantity's reason: shown, announced, named by its cell, inside the viewport and next to the cell. */
export async function expectReasonAtCell(page: Page, cell: Locator, reason: string | RegExp): Promise<void> {
  const tip = page.locator('.refusal-tip');
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('role', 'alert');
  await expect(tip).toContainText(reason);
  const id = await tip.getAttribute('id');
  await expect(cell).toHaveAttribute('aria-describedby', new RegExp(`(^|\\s)${id!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`));
  const [tipBox, cellBox, viewport] = await Promise.all([tip.boundingBox(), cell.boundingBox(), page.viewportSize()]);
  expect(tipBox && cellBox && viewport).toBeTruthy();
  const inside = tipBox!.x >= 0 && tipBox!.y >= 0 && tipBox!.x + tipBox!.width <= viewport!.width && tipBox!.y + tipBox!.height <= viewport!.height;
  expect(inside, 'a razão fica dentro da janela').toBe(true);
  const gap = Math.min(Math.abs(tipBox!.y - (cellBox!.y + cellBox!.height)), Math.abs(cellBox!.y - (tipBox!.y + tipBox!.height)));
  expect(gap, 'a razão fica junto da célula').toBeLessThanOrEqual(12);
}

export const VIEWPORTS = [
  { width: 1330, height: 860 },
  { width: 1920, height: 1080 },
] as const;

/** A screenshot of the table for docs/screenshots (looked at by a person). */
export async function shoot(scope: Locator, name: string, viewport: { width: number }): Promise<void> {
  await scope.scrollIntoViewIfNeeded();
  await scope.screenshot({ path: `docs/screenshots/tables-${name}-${viewport.width}.png` });
}
