import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { loopingOf, sendingOf, startLooping, updateLooping } from '../../../mocks/db/sending/orderSending';
import { server } from '../../../mocks/node';
import type { DbOrder } from '../../../mocks/db/core/types';
import { loopingSummaryRequested, ordersChanged, orderSendRequested, reviewRestartRequested } from '../../shared/lib/appEvents';
import { DEFAULT_TIMING, FAST_TIMING, type Timing } from '../../shared/saga/timing';
import { CONFIG_CATALOGUE, setUserConfig } from '../../../mocks/db/admin/userConfig';
import { LOOPING_PREFERENCE } from '../../domain/orderPreferences';
import { LOOPING_TIME_MESSAGES } from '../../domain/loopingTime';
import { renderApp } from '../../test/renderWithProviders';
import { SEND_RETRY_LIMIT } from './orderSendingSagas';
import { orderSendingActions } from './orderSendingSlice';
import { TEXTS } from './orderSendingTexts';
import { brasiliaInstant, wallClockOf } from '../../domain/brasiliaTimeParsing';

/** Only Date is faked: the clock reads hours:minutes today in Brasília, whatever the real time and zone; timers stay real (the sagas run on FAST_TIMING). */
function clockAt(hours: number, minutes: number): void {
  const now = brasiliaInstant({ ...wallClockOf(new Date()), hour: hours, minute: minutes, second: 0 });
  jest.useFakeTimers({
    now,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** The e2e scenario's quotation with two orders (supplier 2 sends plainly, supplier 3 by FTP), confirmed. */
function confirmedQuotation(): { idCotacao: number; orders: DbOrder[] } {
  const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  for (const order of orders) order.situacaoPedido = 'CONFIRMADO';
  // A looping configuration (spec 02 §6): a looping already done for this quotation, so 'Enviar com looping' is offered whatever the preference.
  updateLooping(db(), quotation.id, { percentualPrecoMax: 0, horarioLimite: '21:00', considerarMinimo: false }).status = 'D';
  return { idCotacao: quotation.id, orders };
}

const plainOrder = (orders: DbOrder[]) => orders.find((o) => o.idFornecedor % 7 !== 3 && o.idFornecedor % 7 !== 5)!;

function watchRequests() {
  const seen: { method: string; path: string; key: string | null; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname.replace(/^\/api/, ''), key: request.headers.get('Idempotency-Key'), body: '' };
    seen.push(entry);
    void request.clone().text().then((text) => (entry.body = text));
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

async function addFault(rule: object) {
  await fetch('http://localhost/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
}

async function openSend(idPedidos: number[] | 'todos', idCotacao: number, timing?: Timing) {
  const view = renderApp({ route: '/', timing });
  act(() => void view.store.dispatch(orderSendRequested({ idCotacao, idPedidos })));
  await screen.findByLabelText(TEXTS.horarioLimite);
  const dialog = screen.getByRole('dialog', { name: idPedidos === 'todos' || idPedidos.length > 1 ? TEXTS.sendTitleMany : TEXTS.sendTitleOne });
  return { ...view, dialog };
}

afterEach(() => jest.useRealTimers());

describe('send dialog (spec 03 §4.6, §5)', () => {
  beforeEach(() => clockAt(10, 0));

  it('opens with the looping defaults and sends one order without looping: the success message and ordersChanged', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const order = plainOrder(orders);
    const { user, dialog, dispatched } = await openSend([order.idPedido], idCotacao);
    expect(within(dialog).getByLabelText(TEXTS.horarioLimite)).toHaveValue('21:00');
    expect(within(dialog).getByRole('slider')).toHaveValue('0');
    expect(within(dialog).getByText('0 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: TEXTS.considerarMinimo })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWithout }));
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(order.situacaoPedido).toBe('ENVIADO');
    expect(order.codPedido).toBe(`PD${order.idPedido}`);
    expect(dispatched(ordersChanged)).toEqual([{ idCotacao, idPedidos: [order.idPedido] }]);
    expect(loopingOf(db(), idCotacao).status).toBe('D'); // unchanged: sending without looping starts none
  });

  it('closes when the buyer leaves the screen, and a new request opens it again', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const { router, store } = await openSend([plainOrder(orders).idPedido], idCotacao);
    await act(() => router.navigate(`/pedido-resumo/${idCotacao}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TEXTS.sendTitleOne })).toBeNull());
    act(() => void store.dispatch(orderSendRequested({ idCotacao, idPedidos: 'todos' })));
    expect(await screen.findByLabelText(TEXTS.horarioLimite)).toBeInTheDocument();
    expect(sendingOf(db()).sends.size).toBe(0);
  });

  it('validates the time limit only for a send with looping, with the spec’s messages', async () => {
    const { idCotacao } = confirmedQuotation();
    const { user, dialog } = await openSend('todos', idCotacao);
    const time = within(dialog).getByLabelText(TEXTS.horarioLimite);
    await user.clear(time);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWith }));
    expect(await within(dialog).findByText('É necessário um valor horário limite válido para o looping')).toBeInTheDocument();
    await user.type(time, '0959');
    expect(time).toHaveValue('09:59');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWith }));
    expect(await within(dialog).findByText('Preencher com o horário atual ou maior (até 23:59)')).toBeInTheDocument();
    expect(sendingOf(db()).sends.size).toBe(0);
    await user.clear(time);
    await user.type(time, '1000');
    await waitFor(() => expect(within(dialog).queryByText('Preencher com o horário atual ou maior (até 23:59)')).toBeNull());
  });

  it('saves the limiter once after its last move (debounced), shows Max. at 301, and sends with looping', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const requests = watchRequests();
    const { user, dialog } = await openSend('todos', idCotacao);
    const slider = within(dialog).getByRole('slider');
    fireEvent.change(slider, { target: { value: '50' } });
    fireEvent.change(slider, { target: { value: '120' } });
    fireEvent.change(slider, { target: { value: '301' } });
    expect(within(dialog).getByText('Max.')).toBeInTheDocument();
    await waitFor(() => expect(loopingOf(db(), idCotacao).percentualPrecoMax).toBe(301));
    expect(requests.seen.filter((r) => r.path === `/pedido/updateDadosLooping/${idCotacao}`)).toHaveLength(1);

    const time = within(dialog).getByLabelText(TEXTS.horarioLimite);
    await user.clear(time);
    await user.type(time, '2230');
    await user.click(within(dialog).getByRole('checkbox', { name: TEXTS.considerarMinimo }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWith }));
    // the quotation has an FTP supplier: the FTP message (spec 03 §4.6)
    expect(await screen.findByText('Gerando arquivo de pedido no FTP para envio dos pedidos.')).toBeInTheDocument();
    expect(loopingOf(db(), idCotacao)).toMatchObject({ status: 'P', horarioLimite: '22:30', percentualPrecoMax: 301, considerarMinimo: true });
    expect(orders.every((o) => sendingOf(db()).sends.get(o.idPedido) === 1)).toBe(true);
    const send = requests.seen.find((r) => r.path === `/pedido/enviarTodos/${idCotacao}`)!;
    expect(JSON.parse(send.body)).toEqual({ enviarComLooping: true });
    requests.stop();
    expect(DEFAULT_TIMING.loopingSaveDebounceMs).toBe(700);
  });
});

describe('send with looping past its time limit (spec 03 §5)', () => {
  /** The saga timing context's clock pinned at 10:00 today in Brasília; the dialog's time limit 09:30 is then past (the real Date is not faked). */
  const tenAm: Timing = { ...FAST_TIMING, now: () => brasiliaInstant({ ...wallClockOf(new Date()), hour: 10, minute: 0, second: 0 }) };
  const past = { horarioLimite: '09:30', percentualPrecoMax: 0, considerarMinimo: false };

  it('with the looping preference on, refuses before any send with the preferences’ message', async () => {
    const { idCotacao } = confirmedQuotation();
    setUserConfig(db(), 1001, CONFIG_CATALOGUE.find((c) => c.chave === LOOPING_PREFERENCE)!.idConfiguracao, true);
    const requests = watchRequests();
    const { store, dialog } = await openSend('todos', idCotacao, tenAm);
    await waitFor(() => expect(store.getState().entities.featureFlags.loaded).toBe(true));
    act(() => void store.dispatch(orderSendingActions.sendConfirmed({ comLooping: true, settings: past })));
    expect(await within(dialog).findByText('O horário limite deve ser maior que o atual, configure corretamente nas preferências do pedido')).toBeInTheDocument();
    expect(requests.seen.filter((r) => r.path.includes('enviar') || r.path.includes('updateDadosLooping'))).toEqual([]);
    requests.stop();
  });

  it('with the preferences switched off for the buyer (C_PREFERENCIAS_PEDIDO), the form’s message even if the preference is on', async () => {
    const { idCotacao } = confirmedQuotation();
    db().flags.C_PREFERENCIAS_PEDIDO = false;
    setUserConfig(db(), 1001, CONFIG_CATALOGUE.find((c) => c.chave === LOOPING_PREFERENCE)!.idConfiguracao, true);
    const { store, dialog } = await openSend('todos', idCotacao, tenAm);
    await waitFor(() => expect(store.getState().entities.featureFlags.loaded).toBe(true));
    act(() => void store.dispatch(orderSendingActions.sendConfirmed({ comLooping: true, settings: past })));
    expect(await within(dialog).findByText(LOOPING_TIME_MESSAGES.range)).toBeInTheDocument();
  });

  it('with the preference off (or unreadable), says so with the looping form’s own message', async () => {
    const { idCotacao } = confirmedQuotation();
    const requests = watchRequests();
    const reads = () => requests.seen.filter((r) => r.path === '/pedido/buscarConfigUsuario').length;
    const { store, dialog } = await openSend('todos', idCotacao, tenAm);
    await waitFor(() => expect(store.getState().entities.featureFlags.loaded).toBe(true));
    act(() => void store.dispatch(orderSendingActions.sendConfirmed({ comLooping: true, settings: past })));
    expect(await within(dialog).findByText(LOOPING_TIME_MESSAGES.range)).toBeInTheDocument();
    db().faults.add({ path: '/pedido/buscarConfigUsuario', status: 500, times: 1 });
    act(() => void store.dispatch(orderSendingActions.sendConfirmed({ comLooping: true, settings: past })));
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(store.getState().orderSending.send).toMatchObject({ step: 'form', error: LOOPING_TIME_MESSAGES.range }));
    expect(sendingOf(db()).sends.size).toBe(0);
    requests.stop();
  });
});

describe('one-shot send (spec 03 §4.6, issue 12 part 5)', () => {
  beforeEach(() => clockAt(10, 0));

  it('a double press sends one request; the buttons are disabled while it runs', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const order = plainOrder(orders);
    const requests = watchRequests();
    const { store, dialog } = await openSend([order.idPedido], idCotacao);
    const settings = { horarioLimite: '21:00', percentualPrecoMax: 0, considerarMinimo: false };
    act(() => {
      store.dispatch(orderSendingActions.sendConfirmed({ comLooping: false, settings }));
      store.dispatch(orderSendingActions.sendConfirmed({ comLooping: false, settings }));
    });
    expect(within(dialog).getByRole('button', { name: TEXTS.sendWithout })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: TEXTS.sendWith })).toBeDisabled();
    expect(within(dialog).getByText(TEXTS.sending)).toBeInTheDocument();
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    expect(requests.seen.filter((r) => r.path === '/pedido/enviar')).toHaveLength(1);
    expect(sendingOf(db()).sends.get(order.idPedido)).toBe(1);
    requests.stop();
  });

  it('a failure that outlasts the automatic retries shows the spec’s message; every retry carries the same key and it sends once', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    const order = plainOrder(orders);
    await addFault({ method: 'POST', path: '/pedido/enviar', status: 500, times: SEND_RETRY_LIMIT + 1 });
    const requests = watchRequests();
    const { user, dialog } = await openSend([order.idPedido], idCotacao);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWithout }));
    expect(await within(dialog).findByText('Não foi possivel enviar o pedido, tente novamente!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: TEXTS.sendWithout }));
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    const sends = requests.seen.filter((r) => r.path === '/pedido/enviar');
    expect(sends).toHaveLength(SEND_RETRY_LIMIT + 2);
    expect(sends[0].key).toBeTruthy();
    expect(new Set(sends.map((s) => s.key))).toEqual(new Set([sends[0].key]));
    expect(sendingOf(db()).sends.get(order.idPedido)).toBe(1);
    requests.stop();
  });

  it('a bulk failure says so; a second dialog for already-sent orders never sends them again', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    await addFault({ method: 'POST', path: '/pedido/enviarTodos/:id', status: 500, times: SEND_RETRY_LIMIT + 1 });
    const first = await openSend('todos', idCotacao);
    await first.user.click(within(first.dialog).getByRole('button', { name: TEXTS.sendWithout }));
    expect(await within(first.dialog).findByText('Não foi possivel enviar os pedidos.')).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: TEXTS.sendWithout }));
    await screen.findByText('Gerando arquivo de pedido no FTP para envio dos pedidos.');
    first.unmount();

    // Issue 25 point 8: the second send changes nothing, so it says so instead of the FTP message.
    const second = await openSend('todos', idCotacao);
    await second.user.click(within(second.dialog).getByRole('button', { name: TEXTS.sendWithout }));
    expect(await within(second.dialog).findByText('Os pedidos já foram enviados: nada foi enviado de novo.')).toBeInTheDocument();
    expect(screen.queryByText('Gerando arquivo de pedido no FTP para envio dos pedidos.')).toBeNull();
    expect(orders.every((o) => sendingOf(db()).sends.get(o.idPedido) === 1)).toBe(true);
  });
});

describe('looping summary and end (spec 03 §4.6)', () => {
  beforeEach(() => clockAt(10, 0));

  it('shows the settings and status; ending asks, ends (MD), reloads and announces ordersChanged', async () => {
    const { idCotacao } = confirmedQuotation();
    updateLooping(db(), idCotacao, { percentualPrecoMax: 20, horarioLimite: '22:00', considerarMinimo: false });
    startLooping(db(), idCotacao);
    const { store, user, dispatched } = renderApp({ route: '/' });
    act(() => void store.dispatch(loopingSummaryRequested({ idCotacao })));
    const summary = await screen.findByRole('dialog', { name: TEXTS.loopingTitle });
    expect(await within(summary).findByText('Looping em andamento')).toBeInTheDocument();
    expect(within(summary).getByText('22:00')).toBeInTheDocument();
    expect(within(summary).getByText('20 %')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: TEXTS.endLooping }));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.endTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    const after = await screen.findByRole('dialog', { name: TEXTS.loopingTitle });
    expect(await within(after).findByText('Looping encerrado manualmente')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: TEXTS.endLooping })).toBeNull();
    expect(await screen.findByText(TEXTS.endDone)).toBeInTheDocument();
    expect(dispatched(ordersChanged)).toEqual([{ idCotacao }]);
  });
});

describe('restart from review (spec 03 §4.6)', () => {
  it('confirms, makes both reset calls and goes back to the automatic order', async () => {
    const { idCotacao } = confirmedQuotation();
    const requests = watchRequests();
    const { store, user, router } = renderApp({ route: '/' });
    act(() => void store.dispatch(reviewRestartRequested({ idCotacao })));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.restartTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pedido-automatico/${idCotacao}`));
    expect(requests.seen.filter((r) => r.path.includes('/reiniciar')).map((r) => r.path)).toEqual([
      `/pedidoAutomatico/reiniciarPedidos/${idCotacao}`,
      `/pedidoAutomatico/reiniciarAnalise/${idCotacao}`,
    ]);
    expect(db().ordersOf(idCotacao)).toHaveLength(0);
    requests.stop();
  });

  it('shows the refusal when some order was already sent, and stays', async () => {
    const { idCotacao, orders } = confirmedQuotation();
    orders[0].situacaoPedido = 'ENVIADO';
    const { store, user, router } = renderApp({ route: '/' });
    act(() => void store.dispatch(reviewRestartRequested({ idCotacao })));
    const confirm = await screen.findByRole('dialog', { name: TEXTS.restartTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await within(confirm).findByText('Há pedidos desta cotação já enviados: eles não podem ser reiniciados.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cotacao');
  });
});
