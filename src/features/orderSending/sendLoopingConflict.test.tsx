import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { loopingOf, updateLooping } from '../../../mocks/db/sending/orderSending';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import type { DadosLoopingDto } from '../../api/envioPedidoDto';
import { brasiliaInstant, wallClockOf } from '../../domain/brasiliaTimeParsing';
import { orderSendRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../../test/renderWithProviders';
import { TEXTS } from './orderSendingTexts';

/**
 * The send dialog's looping settings carry the version they were read at (docs/api.md "Versioned
 * writes"): settings saved in another session since are shown, never overwritten by the send.
 * The clock reads 10:00 in Brasília (the time limit 21:00 is ahead of it), never later than the real
 * clock (the mock's tokens are signed on it); timers run as usual.
 */
/** The last 10:00 in Brasília at or before now: the clock never runs ahead of the tokens the mock signed. */
function lastTenInBrasilia(): Date {
  const today = brasiliaInstant({ ...wallClockOf(new Date()), hour: 10, minute: 0, second: 0 });
  return today.getTime() > Date.now() ? new Date(today.getTime() - 86_400_000) : today;
}
beforeEach(() => jest.useFakeTimers({ now: lastTenInBrasilia(), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

async function sendOverAnotherSession() {
  const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
  const order = db().ordersOf(quotation.id)[0];
  order.situacaoPedido = 'CONFIRMADO';
  updateLooping(db(), quotation.id, { percentualPrecoMax: 0, horarioLimite: '21:00', considerarMinimo: false }).status = 'D';
  const view = renderApp({ route: '/' });
  act(() => void view.store.dispatch(orderSendRequested({ idCotacao: quotation.id, idPedidos: [order.idPedido] })));
  await screen.findByLabelText(TEXTS.horarioLimite);
  const dialog = screen.getByRole('dialog', { name: TEXTS.sendTitleOne });
  // Another session changes the looping settings after the dialog read them.
  const read = (await callMockApi<DadosLoopingDto>(`/pedido/getDadosLooping/${quotation.id}`)).body;
  expect((await callMockApi(`/pedido/updateDadosLooping/${quotation.id}?versao=${read.versao}`, { method: 'PUT', body: { percentualPrecoMax: 40, horarioLimite: '21:00', considerarMinimo: true } })).status).toBe(200);
  await view.user.click(within(dialog).getByRole('button', { name: TEXTS.sendWith }));
  const conflict = await screen.findByRole('dialog', { name: `Este valor foi alterado em outra sessão. ${TEXTS.loopingSettings}` });
  return { view, dialog, conflict, idCotacao: quotation.id, order };
}

describe('the send dialog over looping settings changed in another session', () => {
  it("shows both at the fields and sends nothing; 'Usar o valor atual' puts theirs in the form and the next press sends with them", async () => {
    const { view, conflict, idCotacao, order } = await sendOverAnotherSession();
    expect(conflict).toHaveTextContent('Valor atual: até 21:00, limitador 40 %, considera o faturamento mínimo. Seu valor: até 21:00, limitador 0 %, não considera o faturamento mínimo.');
    expect(order.situacaoPedido).toBe('CONFIRMADO');
    expect(loopingOf(db(), idCotacao)).toMatchObject({ percentualPrecoMax: 40, considerarMinimo: true });

    await view.user.click(within(conflict).getByRole('button', { name: 'Usar o valor atual' }));
    // The form starts again from the current settings.
    const form = screen.getByRole('dialog', { name: TEXTS.sendTitleOne });
    expect(within(form).getByText('40 %')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: TEXTS.considerarMinimo })).toBeChecked();
    await view.user.click(within(form).getByRole('button', { name: TEXTS.sendWith }));
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    expect(loopingOf(db(), idCotacao)).toMatchObject({ percentualPrecoMax: 40, considerarMinimo: true });
  });

  it("'Manter o meu' saves the buyer's settings over theirs; nothing is sent until the buyer presses again", async () => {
    const { view, dialog, conflict, idCotacao, order } = await sendOverAnotherSession();
    await view.user.click(within(conflict).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(loopingOf(db(), idCotacao)).toMatchObject({ percentualPrecoMax: 0, considerarMinimo: false }));
    expect(order.situacaoPedido).toBe('CONFIRMADO');
    await view.user.click(within(dialog).getByRole('button', { name: TEXTS.sendWith }));
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    expect(loopingOf(db(), idCotacao)).toMatchObject({ percentualPrecoMax: 0, considerarMinimo: false });
  });
});
