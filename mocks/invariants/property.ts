import fc from 'fast-check';
import type { CheckName } from './checks';
import { editCommands } from './editCommands';
import { flowCommands } from './flowCommands';
import type { Step } from './step';
import { OrderWorld } from './world';

/** Random buyer sessions of up to this many actions. */
const MAX_STEPS = 6;

const ACTIONS = { ...editCommands, ...flowCommands };
export type ActionName = keyof typeof ACTIONS;

/** Random sessions of every buyer action (`leaveOut`: some actions left out, to look for counterexamples elsewhere). */
export const buyerSessions = (leaveOut: readonly ActionName[] = []) =>
  fc.commands(
    (Object.keys(ACTIONS) as ActionName[]).filter((name) => !leaveOut.includes(name)).map((name) => ACTIONS[name]),
    { maxCommands: MAX_STEPS },
  );

/** The model-based property: after every action of every random session, the named invariants hold against the API. */
export function orderProperty(checks: readonly CheckName[], leaveOut: readonly ActionName[] = []) {
  return fc.asyncProperty(buyerSessions(leaveOut), async (commands) => {
    const world = await OrderWorld.start(checks);
    await fc.asyncModelRun(() => ({ model: world, real: world }), commands);
  });
}

/** Jest's time for a property of many sessions (the whole-suite run shares 2 loaded cores). */
export const PROPERTY_TIMEOUT_MS = 300_000;

/**
 * Asserts the property over `numRuns` random sessions, after the `known` sessions (counterexamples
 * found before, replayed first on every run); a failure names the invariant, the steps and what broke.
 */
export function assertOrderProperty(checks: readonly CheckName[], numRuns: number, known: Step[][] = []): Promise<void> {
  return fc.assert(orderProperty(checks), { numRuns, examples: known.map((steps) => [steps]), seed: PROPERTY_SEED });
}

/**
 * The same 1,000 sessions on every run of the suite (a landing never depends on the draw);
 * `ORDER_PROPERTY_SEED=random npx jest mocks/invariants` explores new ones, any number another seed.
 */
const PROPERTY_SEED = process.env.ORDER_PROPERTY_SEED === 'random' ? undefined : Number(process.env.ORDER_PROPERTY_SEED ?? 25);
