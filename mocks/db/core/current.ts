import { MockDb } from './database';
import type { ScenarioName } from './types';

/** The database behind the handlers of this process; built on first use. */
let current: MockDb | undefined;
let scenario: ScenarioName = 'demo';

export function selectScenario(name: ScenarioName): void {
  scenario = name;
  current = undefined;
}

export function db(): MockDb {
  current ??= new MockDb(scenario);
  return current;
}

export function resetDb(name: ScenarioName = scenario): MockDb {
  scenario = name;
  current = new MockDb(name);
  return current;
}
