import { signToken } from '../../mocks/auth/jwt';
import { DEMO_USERS } from '../../mocks/auth/users';
import { sessionStateFor, type SessionState } from '../entities/session/sessionSlice';
import { userFromToken } from '../entities/session/sessionUser';
import { writeToken } from '../shared/lib/tokenStorage';

/** Signs a demo user in as the app would find it at startup: a real token in storage and the session it opens. */
export function signedInAs(username: 'comprador' | 'admin' = 'comprador'): SessionState {
  const user = DEMO_USERS.find((u) => u.username === username)!;
  const token = signToken({ sub: user.sub, nome: user.nome, authorities: user.authorities.map((authority) => ({ authority })) });
  writeToken(token);
  return sessionStateFor(userFromToken(token));
}
