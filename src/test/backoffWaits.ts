import type { SagaMonitor } from 'redux-saga';
import { backoffWait } from '../shared/saga/backoff';

/**
 * A saga monitor (setupStore's sagaMonitor) that records every backoff wait the sagas really
 * made, in ms, as `backoffWait` returned it: the retries' waits as the timing context shaped them.
 */
export function backoffWaits() {
  const pending = new Set<number>();
  const waits: number[] = [];
  const sagaMonitor: SagaMonitor = {
    effectTriggered({ effectId, effect }) {
      const { type, payload } = (effect ?? {}) as { type?: string; payload?: { fn?: unknown } };
      if (type === 'CALL' && payload?.fn === backoffWait) pending.add(effectId);
    },
    effectResolved(effectId, result) {
      if (pending.delete(effectId)) waits.push(result as number);
    },
  };
  return { saga: { sagaMonitor }, waits };
}
