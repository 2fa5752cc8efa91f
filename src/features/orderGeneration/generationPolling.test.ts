import { db } from '../../../mocks/db/core/current';
import { generationsOf } from '../../../mocks/db/generation/generationJobs';
import { server } from '../../../mocks/node';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { orderGenerationRequested, pageVisibilityChanged } from '../../shared/lib/appEvents';
import { FAST_TIMING } from '../../shared/saga/timing';
import { signedInAs } from '../../test/session';
import { generationConfirmed, generationLeft } from './orderGenerationSlice';
import { orderGenerationFeature } from './orderGenerationFeature';

/** The spec's schedule (1,000 ms, +250 ms each time) with the rest of the timings short. */
const TIMING = { ...FAST_TIMING, pollStartMs: 1000, pollStepMs: 250, generationPollCapMs: 5000, generationDeadlineMs: 600_000 };

function start() {
  const idCotacao = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE')!.id;
  db().answersOf(idCotacao).forEach((a) => (a.categoria = a.categoria === 'ATRASADA' ? 'ESTOQUE' : a.categoria));
  generationsOf(db()).paused = true;
  const polls: number[] = [];
  let startedAt = 0;
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/generate')) startedAt = Date.now();
    if (path.includes('/pedidoGerando/')) polls.push(Date.now() - startedAt);
  };
  server.events.on('request:start', listener);
  const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs() }, timing: TIMING });
  store.injectFeature(orderGenerationFeature.feature);
  store.dispatch(orderGenerationRequested({ idCotacao, manual: false }));
  store.dispatch(generationConfirmed());
  return {
    store,
    polls,
    stop: () => {
      server.events.removeListener('request:start', listener);
      store.stopSagas();
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('generation status polling (spec 02 §4.5, §9)', () => {
  it('checks 1,000 ms after the start, then waits 250 ms longer each time', async () => {
    const { polls, stop } = start();
    await jest.advanceTimersByTimeAsync(999);
    expect(polls).toEqual([]);
    await jest.advanceTimersByTimeAsync(5500 - 999);
    stop();
    // Waits of 1,000, 1,250, 1,500 and 1,750 ms (a request takes no time under fake timers).
    expect(polls).toEqual([1000, 2250, 3750, 5500]);
  });

  it('pauses while the tab is hidden', async () => {
    const { store, polls, stop } = start();
    await jest.advanceTimersByTimeAsync(1000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    store.dispatch(pageVisibilityChanged({ hidden: true }));
    await jest.advanceTimersByTimeAsync(30_000);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    stop();
    expect(polls).toEqual([1000]);
  });

  it('makes no request after the user leaves the screen', async () => {
    const { store, polls, stop } = start();
    await jest.advanceTimersByTimeAsync(2250);
    store.dispatch(generationLeft());
    await jest.advanceTimersByTimeAsync(60_000);
    stop();
    expect(polls).toEqual([1000, 2250]);
    expect(store.getState().orderGeneration.step).toBe('idle');
  });
});
