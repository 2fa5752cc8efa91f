import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Keyboard-only driving for issue 17 item 9: every action is a key press (Tab, Shift+Tab, Enter,
 * Space, arrows, typing), counted; reaching a control means tabbing until it holds the focus,
 * and a control reached must show where the focus is (an outline or a shadow under :focus-visible).
 */
export class KeyboardOnly {
  presses = 0;

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.presses += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 200, backwards = false } = {}): Promise<void> {
    await expect(target).toBeVisible();
    for (let n = 0; n < max; n += 1) {
      if (await hasFocus(target)) {
        await expectFocusShown(target);
        return;
      }
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${String(target)} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} (focus on ${await focusedDescription(this.page)})`);
  }

  /** Tab to a button or link and press Enter on it. */
  async activate(target: Locator, options?: { max?: number; backwards?: boolean }): Promise<void> {
    await this.tabTo(target, options);
    await this.press('Enter');
  }
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);
}

/** The focused control shows it: a visible outline or box shadow (WCAG 2.4.7). */
async function expectFocusShown(target: Locator): Promise<void> {
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(shown, `focus indicator on ${String(target)}`).toBe(true);
}

export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.innerText ?? '').slice(0, 40).replace(/\s+/g, ' ')}"`;
  });
}
