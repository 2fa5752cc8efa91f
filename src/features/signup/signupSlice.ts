import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CadastroClienteDto, LojaInfoDto } from '../../api/cadastroDto';

/** A store's CNPJ lookup: the CNPJ asked (14 characters) and what came back. */
export interface StoreLookup {
  cnpj: string;
  status: 'loading' | 'found' | 'notFound' | 'failed';
  info: LojaInfoDto | null;
}

/** The sign-up's server side: lookups by store key, and the sending of the form. */
export interface SignupState {
  lookups: Record<string, StoreLookup>;
  sending: boolean;
  error: string | null;
}

const initialState: SignupState = { lookups: {}, sending: false, error: null };

const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    lookupRequested(state, { payload }: PayloadAction<{ chave: string; cnpj: string }>) {
      state.lookups[payload.chave] = { cnpj: payload.cnpj, status: 'loading', info: null };
    },
    lookupAnswered(state, { payload }: PayloadAction<{ chave: string; cnpj: string; info: LojaInfoDto }>) {
      const found = Boolean(payload.info.razaoSocial?.trim());
      state.lookups[payload.chave] = { cnpj: payload.cnpj, status: found ? 'found' : 'notFound', info: found ? payload.info : null };
    },
    lookupFailed(state, { payload }: PayloadAction<{ chave: string; cnpj: string }>) {
      state.lookups[payload.chave] = { cnpj: payload.cnpj, status: 'failed', info: null };
    },
    /** The store was removed, or its CNPJ is no longer complete. */
    lookupDropped(state, { payload }: PayloadAction<string>) {
      delete state.lookups[payload];
    },
    submitRequested(state, _action: PayloadAction<CadastroClienteDto>) {
      state.sending = true;
      state.error = null;
    },
    submitSucceeded() {
      return initialState;
    },
    submitFailed(state, { payload }: PayloadAction<string>) {
      state.sending = false;
      state.error = payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    signupLeft() {
      return initialState;
    },
  },
});

export const signupActions = signupSlice.actions;
export const signupReducer = signupSlice.reducer;

type State = { signup: SignupState };
export const selectSignupSending = (s: State): boolean => s.signup.sending;
export const selectSignupError = (s: State): string | null => s.signup.error;
export const selectStoreLookup = (s: State, chave: string): StoreLookup | undefined => s.signup.lookups[chave];
