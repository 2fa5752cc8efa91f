import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';

/**
 * The shell's own state. `embedded` is sticky: it is read from `?embed` when the shell first
 * shows, and stays on while the user moves around inside the frame (in-app links drop the query).
 * The footer and the contact block can be hidden by the user; the choice is kept per user.
 */
export interface ShellState {
  embedded: boolean;
  footerHidden: boolean;
  contactsHidden: boolean;
}

export const initialShellState: ShellState = { embedded: false, footerHidden: false, contactsHidden: false };

export interface FooterVisibility {
  footerHidden: boolean;
  contactsHidden: boolean;
}

const shellSlice = createSlice({
  name: 'shell',
  initialState: initialShellState,
  reducers: {
    shellOpened(state, { payload }: PayloadAction<{ embedded: boolean }>) {
      state.embedded ||= payload.embedded;
    },
    footerVisibilityLoaded(state, { payload }: PayloadAction<FooterVisibility>) {
      Object.assign(state, payload);
    },
    footerToggled(state) {
      state.footerHidden = !state.footerHidden;
    },
    contactsToggled(state) {
      state.contactsHidden = !state.contactsHidden;
    },
  },
  // A new user gets the default footer; `embedded` describes the page, so it survives a logout.
  extraReducers: (builder) => builder.addCase(sessionCleared, (state) => ({ ...initialShellState, embedded: state.embedded })),
});

export const { shellOpened, footerVisibilityLoaded, footerToggled, contactsToggled } = shellSlice.actions;
export const shellReducer = shellSlice.reducer;

export const selectShell = (s: { shell: ShellState }): ShellState => s.shell;
export const selectEmbedded = (s: { shell: ShellState }): boolean => s.shell.embedded;
