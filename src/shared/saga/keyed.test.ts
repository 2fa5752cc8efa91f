import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { cancelled, delay } from 'redux-saga/effects';
import { takeLatestByKey } from './keyed';

describe('takeLatestByKey: at most one task per key', () => {
  it('cancels the running task of a key when the key starts again, and leaves other keys alone', async () => {
    jest.useFakeTimers();
    const channel = stdChannel();
    const log: string[] = [];
    type Start = { type: string; key: string; n: number };
    function* worker(action: Start): SagaIterator {
      try {
        yield delay(1000);
        log.push(`fim ${action.key}${action.n}`);
      } finally {
        if (yield cancelled()) log.push(`cancelado ${action.key}${action.n}`);
      }
    }
    const task = runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, takeLatestByKey<Start>, 'INICIAR', (a: Start) => a.key, worker);
    channel.put({ type: 'INICIAR', key: 'A', n: 1 });
    channel.put({ type: 'INICIAR', key: 'B', n: 1 });
    channel.put({ type: 'INICIAR', key: 'A', n: 2 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['cancelado A1', 'fim B1', 'fim A2']);
    task.cancel();
    jest.useRealTimers();
  });
});
