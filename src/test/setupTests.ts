import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb, selectScenario } from '../../mocks/db/current';
import { runTeardowns } from './teardown';

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
});

afterAll(() => server.close());
