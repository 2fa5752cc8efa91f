/**
 * Measurement helpers for the browser benchmarks (issue 10 part 6), written so each page bench is
 * a few lines: open a page, call one helper per figure, write the figures. Every time is taken in
 * the page (performance.now()) from the moment the user's action reaches it to the next frame
 * after the DOM shows its effect, so a page and its baseline are measured the same way.
 */
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from '@playwright/test';

export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-precise-memory-info'],
  });
}

/**
 * A page in a context of its own (empty cache), optionally with a signed-in user's storage, its
 * CPU slowed down `cpuRate` times (Chrome's Emulation.setCPUThrottlingRate over CDP; the session
 * stays attached for the page's life).
 */
export async function newBenchPage(browser: Browser, storageState?: BrowserContextOptions['storageState'], cpuRate = 1): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1330, height: 860 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', storageState });
  const page = await context.newPage();
  if (cpuRate !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return page;
}

/** Signs in through the login page, as a buyer does; the token stays in the context's storage. */
export async function signIn(page: Page, base: string, path = '/cotacao'): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByLabel('Login').fill('comprador');
  await page.getByLabel('Password').fill('comprador123');
  await page.getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('button', { name: 'Sair' }).waitFor();
}

export interface LoadedScript {
  url: string;
  bytes: number;
  gzipBytes: number;
  hasAgGrid: boolean;
}

/** Markers only AG Grid's code carries (its root class, its React component, its licence banner). */
const AG_GRID_CODE = /ag-root-wrapper|AgGridReact|ag-grid-community|agGridDefaults/;

/**
 * The JavaScript a page loads while `load` runs and until the network is idle: each script with
 * its size gzipped at level 9 (what a server would send), and whether it holds AG Grid code.
 */
export async function scriptsLoadedBy(page: Page, load: () => Promise<void>): Promise<LoadedScript[]> {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) responses.push(response);
  };
  page.on('response', listener);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return Promise.all(
    responses.map(async (response) => {
      const body = await response.body();
      const text = body.toString('utf8');
      return { url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 9 }).length, hasAgGrid: AG_GRID_CODE.test(text) };
    }),
  );
}

/**
 * Milliseconds from the user's action (`act`, e.g. a click) to the first frame painted with
 * `selector` in the page; the start is taken in the page just before the action is sent, the DOM
 * is watched with a MutationObserver.
 */
export async function timeToVisible(page: Page, act: () => Promise<void>, selector: string): Promise<number> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __benchVisible?: Promise<number> };
    w.__benchVisible = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(wanted)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, selector);
  const started = await page.evaluate(() => performance.now());
  await act();
  const shown = await page.evaluate(() => (window as unknown as { __benchVisible: Promise<number> }).__benchVisible);
  return shown - started;
}

/**
 * Call before a navigation: the page itself notes the first frame painted with `selector` in the
 * document (a MutationObserver from the document's start, then the next animation frame), so the
 * figure does not include the time the harness takes to notice it. firstPaintOf reads it.
 */
export async function watchFirstPaint(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __benchFirstPaint?: number };
    const observer = new MutationObserver(() => {
      if (!document.querySelector(wanted)) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.__benchFirstPaint = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Milliseconds from the document's start to the first frame painted with the watched selector (watchFirstPaint). */
export async function firstPaintOf(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __benchFirstPaint?: number }).__benchFirstPaint, undefined, { timeout: 120_000 });
  return (await handle.jsonValue()) as number;
}

/**
 * Scrolls the first scrollable element inside `container` by `step` pixels a frame for `frames`
 * frames and returns the frame intervals (ms), as a user flinging through the rows sees them.
 */
export async function scrollFrameIntervals(page: Page, container: string, frames: number, step = 120): Promise<number[]> {
  return page.evaluate(
    async ({ container, frames, step }) => {
      const root = document.querySelector(container);
      const candidates = root ? [root, ...root.querySelectorAll('*')] : [];
      const scroller = candidates.find((element) => element.scrollHeight > element.clientHeight + 10 && getComputedStyle(element).overflowY !== 'visible');
      if (!scroller) throw new Error(`nothing scrolls inside ${container}`);
      const intervals: number[] = [];
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (let frame = 0; frame < frames; frame += 1) {
        scroller.scrollTop += step;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        intervals.push(now - last);
        last = now;
      }
      return intervals;
    },
    { container, frames, step },
  );
}

export interface CommitTimes {
  /** Enter's keydown → the cell's text in the DOM. */
  domMs: number;
  /** Enter's keydown → the next frame painted after it. */
  paintMs: number;
}

/**
 * One edit measured the way a quantity edit is: `value` is typed into the focused editor (not
 * timed), then Enter; the time runs from Enter's keydown reaching the page to `cellSelector`
 * showing `value` (a MutationObserver) and to the frame painted after it. `beforeEnter` runs
 * between the typing and Enter (a profiler started there sees only the commit).
 */
export async function enterCommit(page: Page, value: string, cellSelector: string, beforeEnter?: () => Promise<void>): Promise<CommitTimes> {
  await page.keyboard.type(value);
  await beforeEnter?.();
  await page.evaluate(
    ({ value, cellSelector }) => {
      const w = window as unknown as { __benchCommit?: Promise<{ domMs: number; paintMs: number }> };
      w.__benchCommit = new Promise((resolve) => {
        let keydownAt = 0;
        window.addEventListener('keydown', (event) => {
          if (event.key === 'Enter') keydownAt = performance.now();
        }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!keydownAt || document.querySelector(cellSelector)?.textContent?.trim() !== value) return;
          observer.disconnect();
          const domMs = performance.now() - keydownAt;
          requestAnimationFrame(() => resolve({ domMs, paintMs: performance.now() - keydownAt }));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { value, cellSelector },
  );
  await page.keyboard.press('Enter');
  return page.evaluate(() => (window as unknown as { __benchCommit: Promise<CommitTimes> }).__benchCommit);
}

/** The JavaScript heap in use after a forced garbage collection (MB). */
export async function heapUsedMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}
