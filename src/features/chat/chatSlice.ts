import { createAction, createSlice } from '@reduxjs/toolkit';
import { sessionCleared } from '../../entities/entitiesActions';

/** off: no widget configured; loading / ready / failed: the script's state; open: its conversation window. */
export interface ChatState {
  status: 'off' | 'loading' | 'ready' | 'failed';
  open: boolean;
}

const initialState: ChatState = { status: 'off', open: false };

// Saga-only events: no reducer here, sagas (and other slices) take them (docs/architecture.md "Saga-only events").
export const chatPageShown = createAction('chat/chatPageShown');
export const chatPageLeft = createAction('chat/chatPageLeft');

const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    chatLoadStarted(state) {
      state.status = 'loading';
    },
    chatLoaded(state) {
      state.status = 'ready';
    },
    chatLoadFailed(state) {
      state.status = 'failed';
    },
    chatOpened(state) {
      state.open = true;
    },
    chatClosed(state) {
      state.open = false;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialState),
});

export const { chatLoadStarted, chatLoaded, chatLoadFailed, chatOpened, chatClosed } = chatSlice.actions;
export const chatReducer = chatSlice.reducer;
export const selectChat = (s: { chat: ChatState }): ChatState => s.chat;
