import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb, selectScenario } from '../../mocks/db/core/current';
import { runTeardowns } from './teardown';
import { setJournalOwner } from '../shared/lib/errorReporting';

// findBy/waitFor wait for what the user would see; a loaded 2-core CI machine can take several seconds to load a lazy page
// cold (its modules, the demo scenario, the automatic order index): selection.test.tsx once missed 5 s under load.
// Debounces and polls never race this: they run on FAST_TIMING or fake timers.
configure({ asyncUtilTimeout: 10_000 });

// Jest talks to the same mock API as the browser, on the small fixed scenario.
beforeAll(() => {
  selectScenario('e2e');
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  runTeardowns();
  server.resetHandlers();
  resetDb('e2e');
  window.localStorage.clear();
  setJournalOwner(null); // the journal follows the session of the last store (src/app/journalOwner.ts)
});

afterAll(() => server.close());
