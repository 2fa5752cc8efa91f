import type { SessionState } from './sessionSlice';

interface WithSession {
  session: SessionState;
}

export const selectSession = (s: WithSession): SessionState => s.session;
export const selectSessionUser = (s: WithSession) => s.session.user;
export const selectIsAdmin = (s: WithSession): boolean => s.session.user?.isAdmin === true;
export const selectSessionStatus = (s: WithSession) => s.session.status;
