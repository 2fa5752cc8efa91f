import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_SIGNING_KEY, MockDb } from './database';
import type { ScenarioName } from './types';

/** The database behind the handlers of this process; built on first use. */
let current: MockDb | undefined;
let scenario: ScenarioName = 'demo';
/** Whether each new database gets its own signing key (a saved database: mocks/server/persistence.ts); otherwise the development key. */
let rotateKeys = false;

export function selectScenario(name: ScenarioName): void {
  scenario = name;
  current = undefined;
}

export function db(): MockDb {
  current ??= freshDb(scenario);
  return current;
}

export function resetDb(name: ScenarioName = scenario): MockDb {
  scenario = name;
  current = freshDb(name);
  return current;
}

/** A new database of the scenario; with key rotation on, with a new signing key (older sessions get 401). */
function freshDb(name: ScenarioName): MockDb {
  return rotateKeys ? new MockDb(name, new Date(), randomBytes(32).toString('base64url')) : new MockDb(name);
}

/** Serves a database loaded from the data folder (mocks/server/persistence.ts). */
export function installDb(loaded: MockDb): void {
  scenario = loaded.scenario;
  current = loaded;
}

export function setKeyRotation(on: boolean): void {
  rotateKeys = on;
}

/** The key the tokens are signed and checked with: the current database's (the development key before one is built). */
export function currentSigningKey(): string {
  return current?.signingKey ?? DEVELOPMENT_SIGNING_KEY;
}
