import { runSaga, type SagaIterator } from 'redux-saga';
import { db } from '../../mocks/db/core/current';
import { getItensRecentes } from '../api/lateralApi';
import { readJournal } from '../shared/lib/errorReporting';
import { signedInAs } from '../test/session';
import { callApi } from '../shared/saga/callApi';

describe('callApi (cancellation reaches the network)', () => {
  it('aborts the request of a cancelled saga, and the abort is neither reported nor thrown to the saga', async () => {
    signedInAs('comprador');
    db().faults.add({ path: '/lateral/getItensRecentes', delayMs: 2_000 });
    let signal: AbortSignal | undefined;
    let caught: unknown = null;
    const spy = (s: AbortSignal) => {
      signal = s;
      return getItensRecentes(s);
    };
    function* read(): SagaIterator {
      try {
        yield callApi(spy);
      } catch (error) {
        caught = error;
      }
    }
    const task = runSaga({ dispatch: () => undefined, getState: () => ({}) }, read);
    task.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signal?.aborted).toBe(true);
    expect(caught).toBeNull();
    expect(readJournal()).toEqual([]);
  });

  it('passes the arguments and returns the answer when not cancelled', async () => {
    signedInAs('comprador');
    const add = (a: number, b: number, signal: AbortSignal): Promise<number> => Promise.resolve(signal.aborted ? -1 : a + b);
    let result = 0;
    function* sum(): SagaIterator {
      result = yield callApi(add, 2, 3);
    }
    await runSaga({ dispatch: () => undefined, getState: () => ({}) }, sum).toPromise();
    expect(result).toBe(5);
  });
});
