import type { Middleware } from '@reduxjs/toolkit';
import { setJournalOwner } from '../shared/lib/errorReporting';

interface WithSession {
  session?: { user: { sub: string } | null };
}

/**
 * The support journal belongs to whoever is signed in (issue 17 item 10): after every action the
 * journal's owner follows the session, so another user signing in on this browser reads nothing.
 */
export function followJournalOwner(): Middleware {
  return (api) => {
    const follow = (): void => setJournalOwner((api.getState() as WithSession).session?.user?.sub ?? null);
    follow();
    return (next) => (action) => {
      const result = next(action);
      follow();
      return result;
    };
  };
}
