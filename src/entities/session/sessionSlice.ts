import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../entitiesActions';
import type { SessionUser } from './sessionUser';

/**
 * anonymous: no token, the login page is shown. authenticated: working.
 * expired: a call answered 401; the screen stays mounted under the login dialog so nothing the
 * user typed is lost, and signing in again as the same user carries on where they were.
 */
export interface SessionState {
  status: 'anonymous' | 'authenticated' | 'expired';
  user: SessionUser | null;
  loginPending: boolean;
  loginError: string | null;
}

/** A stored or handed-over token that cannot open a session (expired, malformed, garbage). */
export const TOKEN_REJECTED_MESSAGE = 'Sua sessão expirou ou o acesso recebido é inválido. Entre novamente.';

export const initialSessionState: SessionState = { status: 'anonymous', user: null, loginPending: false, loginError: null };

export interface Credentials {
  username: string;
  password: string;
}

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
export const logoutRequested = createAction('session/logoutRequested');

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<Credentials>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loginSucceeded(state, { payload }: PayloadAction<SessionUser>) {
      state.status = 'authenticated';
      state.user = payload;
      state.loginPending = false;
      state.loginError = null;
    },
    loginFailed(state, { payload }: PayloadAction<string>) {
      state.loginPending = false;
      state.loginError = payload;
    },
    loginErrorDismissed(state) {
      state.loginError = null;
    },
    sessionExpired(state) {
      if (state.status === 'authenticated') state.status = 'expired';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialSessionState);
  },
});

export const { loginSubmitted, loginSucceeded, loginFailed, loginErrorDismissed, sessionExpired } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The state to start with: a stored, still valid token signs the user in at once. */
export function sessionStateFor(user: SessionUser | null): SessionState {
  return user ? { ...initialSessionState, status: 'authenticated', user } : initialSessionState;
}
