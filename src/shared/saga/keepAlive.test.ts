import { runSaga, stdChannel, type SagaIterator } from 'redux-saga';
import { all, call, spawn, take } from 'redux-saga/effects';
import { readJournal } from '../lib/errorReporting';
import { keepAlive } from './keepAlive';

describe('supervised feature sagas', () => {
  it('reports a crashing saga and restarts it, while a sibling keeps working', async () => {
    let starts = 0;
    const seen: string[] = [];
    function* crashing(): SagaIterator {
      starts += 1;
      if (starts < 3) throw new Error(`falhou na partida ${starts}`);
      yield take('NUNCA');
    }
    function* healthy(): SagaIterator {
      while (true) {
        const action: { type: string } = yield take('*');
        seen.push(action.type);
      }
    }
    function* root(): SagaIterator {
      yield all([spawn(keepAlive, 'crashing', crashing), spawn(keepAlive, 'healthy', healthy)]);
    }
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: (a: { type: string }) => channel.put(a), getState: () => ({}) }, root);
    channel.put({ type: 'PING' });

    expect(starts).toBe(3);
    expect(readJournal().map((r) => r.message)).toEqual(['falhou na partida 1', 'falhou na partida 2']);
    expect(readJournal()[0].context).toEqual({ saga: 'crashing', crashes: 1 });
    expect(seen).toEqual(['PING']);
    task.cancel();
  });

  it('stops restarting a saga that crashes at every start', () => {
    let starts = 0;
    function* alwaysFails(): SagaIterator {
      starts += 1;
      yield call(() => {
        throw new Error('sempre');
      });
    }
    runSaga({ dispatch: () => undefined, getState: () => ({}) }, keepAlive, 'alwaysFails', alwaysFails, 2);
    expect(starts).toBe(3);
  });
});
