import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { sendingOf, sendOrders } from '../../../mocks/db/sending/orderSending';
import type { DbOrder } from '../../../mocks/db/core/types';
import { PAYMENT_TEXTS as PAY } from '../../features/orderReview/orderPaymentTexts';
import { TEXTS as SEND } from '../../features/orderSending/orderSendingTexts';
import { orderSendRequested } from '../../shared/lib/appEvents';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

const sendDialog = () => screen.queryByRole('dialog', { name: SEND.sendTitleOne });

const send: Flow<{ order: DbOrder }> = {
  id: 'send',
  label: 'envio do pedido',
  method: 'POST',
  path: '/pedido/enviar',
  safe: false,
  emptyIs: 'success',
  open: async () => {
    const quotation = db().data.quotations.find((q) => db().ordersOf(q.id).length >= 2)!;
    const orders = [...db().ordersOf(quotation.id)];
    orders.forEach((o) => (o.situacaoPedido = 'CONFIRMADO'));
    const order = orders.find((o) => o.idFornecedor % 7 !== 3 && o.idFornecedor % 7 !== 5)!;
    const view = renderApp({ route: '/' });
    act(() => void view.store.dispatch(orderSendRequested({ idCotacao: quotation.id, idPedidos: [order.idPedido] })));
    await screen.findByRole('button', { name: SEND.sendWithout }); // the dialog's settings are loaded
    return { view, order };
  },
  trigger: async ({ view }) => view.user.click(within(sendDialog()!).getByRole('button', { name: SEND.sendWithout })),
  afterLogin: async ({ view }) => view.user.click(within(sendDialog()!).getByRole('button', { name: SEND.sendWithout })),
  landmark: () => sendDialog() ?? screen.queryByText('Pedido enviado com sucesso.'),
  succeeded: async ({ order }) => {
    expect(await screen.findByText('Pedido enviado com sucesso.')).toBeInTheDocument();
    expect(sendingOf(db()).sends.get(order.idPedido)).toBe(1);
  },
  failureText: async () => (await within(sendDialog()!).findByRole('alert')).textContent ?? '',
  spinner: () => (sendDialog() ? within(sendDialog()!).queryByText(SEND.sending) : null),
};

const codeDialog = () => screen.queryByRole('dialog', { name: PAY.supplierCodeTitle });

const codeRegistration: Flow<{ ftp: DbOrder }> = {
  id: 'codeRegistration',
  label: 'cadastro do código do pedido',
  method: 'POST',
  path: '/pedido/cadastrarCodPedidoFornecedor',
  safe: false,
  emptyIs: 'success',
  open: async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length >= 2)!;
    const orders = [...db().ordersOf(quotation.id)];
    orders.forEach((o) => (o.situacaoPedido = 'CONFIRMADO'));
    const ftp = orders.find((o) => o.idFornecedor % 7 === 3)!;
    sendOrders(db(), orders, false, null);
    const view = renderApp({ route: `/revisao-envio/${quotation.id}` });
    await view.user.click(await screen.findByRole('button', { name: new RegExp(db().supplierById.get(ftp.idFornecedor)!.nomeFantasia) }));
    await view.user.click(await screen.findByRole('button', { name: new RegExp(db().representativeById.get(ftp.idRepresentante)!.nome) }));
    const card = (await screen.findByRole('button', { name: new RegExp(ftp.nomeFantasiaCliente) })).closest('li')!;
    await view.user.click(within(card).getByRole('button', { name: `${PAY.codeButton} PD${ftp.idPedido}` }));
    await view.user.type(within(codeDialog()!).getByLabelText(PAY.supplierCode), '458812');
    return { view, ftp };
  },
  trigger: async ({ view }) => view.user.click(within(codeDialog()!).getByRole('button', { name: PAY.send })),
  afterLogin: async ({ view }) => view.user.click(within(codeDialog()!).getByRole('button', { name: PAY.send })),
  landmark: () => screen.queryByRole('heading', { level: 1 }),
  succeeded: async () => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    expect(await screen.findByText('Código do pedido cadastrado com sucesso.')).toBeInTheDocument();
  },
  failureText: async () => (await within(codeDialog()!).findByRole('alert')).textContent ?? '',
  typedKept: () => expect(within(codeDialog()!).getByLabelText(PAY.supplierCode)).toHaveValue('458812'),
};

describeMatrix([send, codeRegistration]);
