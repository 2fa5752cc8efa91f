import { server } from '../../mocks/node';
import { onTeardown } from './teardown';

/**
 * The requests that reach the mock API whose path contains `pathPart` ("POST /x/y" each), from
 * now until the test ends: what a screen sent, to check that a refused input sent nothing.
 */
export function recordRequests(pathPart: string): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes(pathPart)) seen.push(`${request.method} ${pathname}`);
  };
  server.events.on('request:start', listener);
  onTeardown(() => server.events.removeListener('request:start', listener));
  return seen;
}
