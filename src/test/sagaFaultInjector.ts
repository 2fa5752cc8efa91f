import type { UnknownAction } from '@reduxjs/toolkit';
import type { EffectMiddleware, SagaIterator, SagaMonitor } from 'redux-saga';
import { call, fork, race, spawn, take } from 'redux-saga/effects';
import { keepAlive } from '../shared/saga/keepAlive';

/**
 * Test instruments for the saga middleware (setupStore's sagaMonitor and effectMiddlewares) that
 * make a feature's own watchers throw, without touching the feature's code: the monitor follows
 * every effect up to the supervisor (keepAlive) it runs under, so each effect is known by its
 * feature; the effect middleware turns each `take` a feature's saga yields into a take that also
 * wakes on `sagaCrashInjected(feature)` and then throws inside that saga, at its own yield, as a
 * bug in its code would. The same monitor tells which effects a feature ran after an action
 * (a feature that still works answers its action with a put, a call or a select).
 */
export const CRASH_TYPE = 'test/sagaCrashInjected';
export const sagaCrashInjected = (feature: string): UnknownAction => ({ type: CRASH_TYPE, payload: { feature } });

export class InjectedSagaCrash extends Error {
  constructor(feature: string) {
    super(`Falha injetada no saga da área '${feature}'.`);
    this.name = 'InjectedSagaCrash';
  }
}

interface Effect {
  type?: string;
  payload?: { fn?: unknown; args?: unknown[]; context?: unknown; detached?: boolean };
}

type AnyFn = (...args: unknown[]) => unknown;

/**
 * A forked task's first effects name the latest effect id as their parent (redux-saga's fork runs
 * later, on its scheduler), so forks are re-issued through this generator: its call effect names
 * the feature, and a call's child knows its parent exactly.
 */
function* runTagged(_feature: string, context: unknown, fn: AnyFn, args: unknown[]): SagaIterator {
  return yield call([context, fn] as never, ...(args as never[]));
}

/** Effects that do something: a state change, a call (request, wait) or a read of the state. */
const WORKING = new Set(['PUT', 'CALL', 'SELECT', 'CPS']);

export function sagaFaultInjector() {
  const featureOf = new Map<number, string>();
  const own = new WeakSet<object>();
  const worked: { feature: string; type: string }[] = [];
  const thrown = new Map<string, number>();
  let current: string | undefined;

  const supervised = (effect: Effect): string | undefined =>
    effect?.type === 'CALL' && (effect.payload?.fn === runTagged || effect.payload?.fn === keepAlive) ? String(effect.payload.args?.[0]) : undefined;

  const sagaMonitor: SagaMonitor = {
    rootSagaStarted({ effectId, saga, args }) {
      if (saga === keepAlive) featureOf.set(effectId, String(args[0]));
    },
    effectTriggered({ effectId, parentEffectId, effect }) {
      const feature = supervised(effect as Effect) ?? featureOf.get(parentEffectId);
      if (feature !== undefined) featureOf.set(effectId, feature);
      current = feature;
      const type = (effect as Effect)?.type;
      if (feature !== undefined && type !== undefined && WORKING.has(type) && !own.has(effect as object)) worked.push({ feature, type });
    },
  };

  function* crashableTake(feature: string, original: unknown): SagaIterator {
    const crashed = take((action: { type: string; payload?: unknown }) => action.type === CRASH_TYPE && (action.payload as { feature: string }).feature === feature);
    own.add(crashed);
    const result: { value?: unknown; crash?: unknown } = yield race({ value: original as ReturnType<typeof take>, crash: crashed });
    if ('crash' in result) {
      thrown.set(feature, (thrown.get(feature) ?? 0) + 1);
      throw new InjectedSagaCrash(feature);
    }
    return result.value;
  }

  const effectMiddleware: EffectMiddleware = (next) => (effect: unknown) => {
    const { type, payload } = (effect ?? {}) as Effect;
    if (type === 'FORK' && !own.has(effect as object)) {
      const feature = payload?.fn === keepAlive ? String(payload.args?.[0]) : current;
      if (feature === undefined) return next(effect);
      const tagged = (payload?.detached ? spawn : fork)(runTagged, feature, payload?.context, payload?.fn as AnyFn, payload?.args ?? []);
      own.add(tagged);
      return next(tagged);
    }
    const feature = current;
    if (feature === undefined || type !== 'TAKE' || own.has(effect as object)) return next(effect);
    // A helper (takeEvery) yields the same take object every time: the race gets a copy, marked as ours.
    const inner = { ...(effect as object) };
    own.add(inner);
    const wrapper = call(crashableTake, feature, inner);
    own.add(wrapper);
    return next(wrapper);
  };

  return {
    saga: { sagaMonitor, effectMiddlewares: [effectMiddleware] },
    /** How many working effects (put, call, select) each feature has run so far. */
    workCount: (feature: string): number => worked.filter((w) => w.feature === feature).length,
    /** How many injected throws reached a saga of the feature. */
    thrownCount: (feature: string): number => thrown.get(feature) ?? 0,
  };
}
