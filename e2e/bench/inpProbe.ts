/**
 * Interaction latency as users feel it (issue 31), from the browser's Event Timing entries: a
 * PerformanceObserver({ type: 'event', durationThreshold: 16, buffered: true }) installed before the
 * app loads keeps every entry that belongs to an interaction (interactionId > 0); an interaction's
 * latency is the longest of its entries (pointerdown, pointerup, click; keydown, keyup), from the
 * input to the next frame painted, as INP counts it. A journey step is the span of time its
 * actions ran in; its samples are the latencies of the interactions that started in it. An
 * interaction faster than 16 ms leaves no entry: the page also counts the trusted pointerup and
 * keydown events of the span, and each interaction without an entry is a sample of 16 ms (an
 * upper bound), so a fast step is never a step without samples.
 */
import type { Page } from '@playwright/test';

const THRESHOLD_MS = 16;

interface Probe {
  entries: { id: number; start: number; duration: number }[];
  inputs: number[];
  observer: PerformanceObserver;
  /** Long tasks (over 50 ms) of the main thread: start and duration. */
  longTasks: { start: number; duration: number }[];
}

/** Call before the page's first navigation: every document the page loads gets the probe. */
export async function installInpProbe(page: Page): Promise<void> {
  await page.addInitScript((threshold) => {
    const probe = { entries: [] as { id: number; start: number; duration: number }[], inputs: [] as number[], observer: undefined as unknown as PerformanceObserver, longTasks: [] as { start: number; duration: number }[] };
    new PerformanceObserver((list) => list.getEntries().forEach((task) => probe.longTasks.push({ start: task.startTime, duration: task.duration }))).observe({ type: 'longtask', buffered: true });
    const keep = (list: PerformanceEntryList) => {
      for (const entry of list as PerformanceEventTiming[]) {
        if (entry.interactionId) probe.entries.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
      }
    };
    probe.observer = new PerformanceObserver((list) => keep(list.getEntries()));
    probe.observer.observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    const input = (event: Event) => {
      if (event.isTrusted) probe.inputs.push(event.timeStamp);
    };
    window.addEventListener('pointerup', input, { capture: true });
    window.addEventListener('keydown', input, { capture: true });
    (window as unknown as { __benchInp: typeof probe }).__benchInp = probe;
  }, THRESHOLD_MS);
}

/** The page's clock (ms since its document started). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** The latencies (ms) of the interactions that started between `from` and `to` in the current document, and the longest main-thread task then (0: none over 50 ms). */
export async function interactionsBetween(page: Page, from: number, to: number): Promise<{ latencies: number[]; longestTaskMs: number }> {
  // Two frames, so the last interaction's entries are dispatched, then whatever the observer still holds.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(
    ({ from, to, threshold }) => {
      const probe = (window as unknown as { __benchInp: Probe }).__benchInp;
      for (const entry of probe.observer.takeRecords() as PerformanceEventTiming[]) {
        if (entry.interactionId) probe.entries.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
      }
      const longest = new Map<number, number>();
      for (const entry of probe.entries) {
        if (entry.start >= from && entry.start <= to) longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
      }
      const inputs = probe.inputs.filter((at) => at >= from && at <= to).length;
      const fast = Math.max(0, inputs - longest.size);
      const longestTaskMs = Math.max(0, ...probe.longTasks.filter((task) => task.start + task.duration >= from && task.start <= to).map((task) => task.duration));
      return { latencies: [...longest.values(), ...Array.from({ length: fast }, () => threshold)], longestTaskMs };
    },
    { from, to, threshold: THRESHOLD_MS },
  );
}
