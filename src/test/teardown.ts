/** Things a test helper started (sagas, timers) that must stop after each test. */
const teardowns: (() => void)[] = [];

export function onTeardown(fn: () => void): void {
  teardowns.push(fn);
}

export function runTeardowns(): void {
  while (teardowns.length) teardowns.pop()!();
}
