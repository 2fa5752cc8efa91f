import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { restartKey } from '../domain/pagePaths';

/** Mounts its page afresh when a navigation carries a new `restart` in its state (domain/pagePaths.ts). */
export function RestartableRoute({ children }: { children: ReactNode }) {
  return <Fragment key={restartKey(useLocation().state)}>{children}</Fragment>;
}
