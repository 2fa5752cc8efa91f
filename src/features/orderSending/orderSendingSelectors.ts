import type { OrderSendingState } from './orderSendingSlice';

type State = { orderSending: OrderSendingState };

export const selectSend = (state: State) => state.orderSending.send;
export const selectLooping = (state: State) => state.orderSending.looping;
export const selectRestart = (state: State) => state.orderSending.restart;
export const selectNotice = (state: State) => state.orderSending.notice;
export const selectSendBulk = (state: State) => {
  const { idPedidos } = state.orderSending.send;
  return idPedidos === 'todos' || idPedidos.length > 1;
};
