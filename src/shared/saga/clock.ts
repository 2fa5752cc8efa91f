import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { getTiming, type Timing } from './timing';

/** The time of day a saga's rule judges against: the timing context's clock (pinned in tests), else the real one. */
export function* currentTime(): SagaIterator<Date> {
  const timing: Timing = yield call(getTiming);
  return timing.now ? timing.now() : new Date();
}
