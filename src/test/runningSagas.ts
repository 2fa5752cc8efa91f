import type { SagaMonitor, Task } from 'redux-saga';

/**
 * A saga monitor (setupStore's sagaMonitor) that tells how many calls or forks of given saga
 * functions are running now (a poll loop, a loader): a call runs until it returns, throws or is
 * cancelled; a fork until its task ends. `sample()` keeps the highest count seen.
 */
export function runningSagas(fns: readonly unknown[]) {
  const calls = new Map<number, unknown>();
  const forks = new Map<number, unknown>();
  const tasks: { fn: unknown; task: Task }[] = [];
  const highest = new Map<unknown, number>();
  const end = (effectId: number) => void calls.delete(effectId);
  const sagaMonitor: SagaMonitor = {
    effectTriggered({ effectId, effect }) {
      const { type, payload } = (effect ?? {}) as { type?: string; payload?: { fn?: unknown } };
      if (!fns.includes(payload?.fn)) return;
      if (type === 'CALL') calls.set(effectId, payload?.fn);
      if (type === 'FORK') forks.set(effectId, payload?.fn);
    },
    effectResolved(effectId, result) {
      const fn = forks.get(effectId);
      if (fn !== undefined) {
        forks.delete(effectId);
        tasks.push({ fn, task: result as Task });
      }
      end(effectId);
    },
    effectRejected: end,
    effectCancelled: end,
  };
  const running = (fn: unknown): number =>
    [...calls.values()].filter((f) => f === fn).length + tasks.filter((t) => t.fn === fn && t.task.isRunning()).length;
  return {
    saga: { sagaMonitor },
    running,
    /** Notes the current counts; answers the highest seen for fn. */
    sample: (fn: unknown): number => {
      fns.forEach((f) => highest.set(f, Math.max(highest.get(f) ?? 0, running(f))));
      return highest.get(fn) ?? 0;
    },
  };
}
