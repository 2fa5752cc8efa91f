import { setupServer } from 'msw/node';
import { handlers } from './handlers/allHandlers';

/** The mock API inside Jest: the same handlers, intercepting fetch in the test process. */
export const server = setupServer(...handlers);
