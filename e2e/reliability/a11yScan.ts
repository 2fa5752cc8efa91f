import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, WCAG_AA_TAGS } from '../fixtures';
import { RECORDS_DIR, type ScanKind, type ScanRecord } from './a11yRecords';

export { dialogIds, recordScanFigures, routePatterns } from './a11yRecords';

/**
 * Issue 17 item 9: axe (WCAG 2 A and AA) on every route and every dialog. Each scan writes one
 * record (what was scanned, its serious or critical violations) beside the figures (a11yRecords.ts);
 * every spec's afterAll turns all records so far into the a11y.* figures, and the run's global
 * teardown counts them again once every worker is done.
 */

/** axe on the page (or inside one element), serious and critical violations only; records the scan and asserts (softly) none. */
export async function scan(page: Page, kind: ScanKind, name: string, within?: Locator): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (within) {
    const marker = `a11y-scan-${Date.now()}`;
    await within.first().evaluate((el, value) => el.setAttribute('data-a11y-scan', value), marker);
    builder = builder.include(`[data-a11y-scan="${marker}"]`);
  }
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  fs.mkdirSync(RECORDS_DIR, { recursive: true });
  const record: ScanRecord = { kind, name, blocking };
  fs.writeFileSync(path.join(RECORDS_DIR, `${kind}-${name.replace(/[^\w.-]/g, '_')}.json`), JSON.stringify(record));
  expect.soft(blocking, `${kind} ${name}`).toEqual([]);
  return blocking;
}

/** Waits for the dialog, scans inside it and gives it back (to answer or close it). */
export async function scanDialog(page: Page, id: string, name?: string | RegExp): Promise<Locator> {
  const dialog = name === undefined ? page.getByRole('dialog').last() : page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await scan(page, 'dialog', id, dialog);
  return dialog;
}

/** Scans the dialog, then closes it with Esc and waits until it is gone. */
export async function scanAndEscape(page: Page, id: string, name?: string | RegExp): Promise<void> {
  const dialog = await scanDialog(page, id, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
