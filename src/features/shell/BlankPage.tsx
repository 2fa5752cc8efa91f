import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { workspaceReset } from '../../shared/lib/workspaceReset';

/**
 * Spec 01 §2.1: the blank route resets the screen state (the parent page parks the frame here
 * between uses) and the shell hides the footer. The session and preferences stay.
 */
export function BlankPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(workspaceReset());
  }, [dispatch]);
  return <h1 className="visually-hidden">Página em branco</h1>;
}
