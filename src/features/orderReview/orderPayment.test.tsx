import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { PAYMENT_DATA_AFTER_MS } from '../../../mocks/db/sending/orderPayment';
import { sendOrders } from '../../../mocks/db/sending/orderSending';
import { setChannel, type SupplierChannel } from '../../../mocks/db/sending/supplierChannels';
import type { DbOrder } from '../../../mocks/db/core/types';
import { ORDER_STATUS_TEXT } from '../../domain/orderStatus';
import { ordersChanged } from '../../shared/lib/appEvents';
import { decodeQrSvg } from '../../test/qrDecode';
import { renderApp } from '../../test/renderWithProviders';
import { CARD_MESSAGES, PAYMENT_TEXTS } from './orderPaymentTexts';
import { brasilia } from '../../test/brasilia';

type View = ReturnType<typeof renderApp>;

/** The e2e scenario's quotation in analysis: supplier 2's order (sent directly unless told otherwise) and supplier 3's (by FTP file), sent. */
function sentQuotation(channel?: SupplierChannel): { idCotacao: number; plain: DbOrder; ftp: DbOrder } {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  orders.forEach((order) => (order.situacaoPedido = 'CONFIRMADO'));
  const ftp = orders.find((order) => order.idFornecedor % 7 === 3)!;
  const plain = orders.find((order) => order !== ftp)!;
  if (channel) setChannel(db(), plain.idPedido, channel);
  sendOrders(db(), orders, false, null);
  return { idCotacao: quotation.id, plain, ftp };
}

const PIX_ONLY: SupplierChannel = { situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PIX', ofertas: ['PIX'] };
const supplierName = (order: DbOrder) => db().supplierById.get(order.idFornecedor)!.nomeFantasia;

/** Opens the order's supplier and representative in 'Todos'; returns the order's card. */
async function openCard(view: View, order: DbOrder): Promise<HTMLElement> {
  await view.user.click(await screen.findByRole('button', { name: new RegExp(supplierName(order)) }));
  const representative = db().representativeById.get(order.idRepresentante)!.nome;
  await view.user.click(await screen.findByRole('button', { name: new RegExp(representative) }));
  return cardOf(order);
}

async function cardOf(order: DbOrder): Promise<HTMLElement> {
  const branch = await screen.findByRole('button', { name: new RegExp(order.nomeFantasiaCliente) });
  return branch.closest('li')!;
}

afterEach(() => jest.useRealTimers());

describe('supplier order codes (spec 03 §4.6, §8)', () => {
  it('registers the code of an FTP order: Enviar disabled while empty, then Aguardando faturamento and the lists read again', async () => {
    const { idCotacao, ftp } = sentQuotation();
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    const card = await openCard(view, ftp);
    expect(within(card).getByText(ORDER_STATUS_TEXT.ENVIADO_FTP)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: `${PAYMENT_TEXTS.codeButton} PD${ftp.idPedido}` }));

    const dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.supplierCodeTitle });
    const send = within(dialog).getByRole('button', { name: PAYMENT_TEXTS.send });
    expect(send).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText(PAYMENT_TEXTS.supplierCode), '  ');
    expect(send).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText(PAYMENT_TEXTS.supplierCode), '458812');
    await view.user.click(send);

    expect(await screen.findByText('Código do pedido cadastrado com sucesso.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.dispatched(ordersChanged)).toEqual([{ idCotacao, idPedidos: [ftp.idPedido] }]);
    expect(await within(await cardOf(ftp)).findByText(ORDER_STATUS_TEXT.AGUARDANDO_FATURAMENTO)).toBeInTheDocument();
    expect(within(await cardOf(ftp)).queryByRole('button', { name: new RegExp(PAYMENT_TEXTS.codeButton) })).toBeNull();
    expect(ftp).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedidoFornecedor: '458812' });
  });

  it("a code registered elsewhere meanwhile: the server's message, 'Código existente' with its digits and the note", async () => {
    const { idCotacao, ftp } = sentQuotation();
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    const card = await openCard(view, ftp);
    (ftp as DbOrder & { codPedidoFornecedor?: string }).codPedidoFornecedor = '990011';
    await view.user.click(within(card).getByRole('button', { name: `${PAYMENT_TEXTS.codeButton} PD${ftp.idPedido}` }));
    const dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.supplierCodeTitle });
    await view.user.type(within(dialog).getByLabelText(PAYMENT_TEXTS.supplierCode), '123');
    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.send }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('O pedido já possui o código 990011 cadastrado.');
    expect(refusal).toHaveTextContent(`${PAYMENT_TEXTS.existingCode}: 990011`);
    expect(refusal).toHaveTextContent(PAYMENT_TEXTS.existingNote);
    expect(within(dialog).getByLabelText(PAYMENT_TEXTS.supplierCode)).toHaveAttribute('aria-invalid', 'true');
    expect(view.dispatched(ordersChanged)).toEqual([]);
  });

  it("the representative's code table: a refusal on its row, 'Enviar código' per row, 'Enviar sem aguardar Cód. Pedido'", async () => {
    const { idCotacao, ftp, plain } = sentQuotation({ situacao: 'ENVIADO_FTP', tipoPagamento: 'PADRAO', ofertas: [] });
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    await openCard(view, ftp);
    await view.user.click(await screen.findByRole('button', { name: `${PAYMENT_TEXTS.codesButton} (1)` }));
    let dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.codesTitle(db().representativeById.get(ftp.idRepresentante)!.nome) });
    (ftp as DbOrder & { codPedidoFornecedor?: string }).codPedidoFornecedor = '777';
    const sendRow = within(dialog).getByRole('button', { name: `${PAYMENT_TEXTS.sendCode} PD${ftp.idPedido}` });
    expect(sendRow).toBeDisabled();
    await view.user.type(within(dialog).getByRole('textbox', { name: `${PAYMENT_TEXTS.columns.code} do pedido PD${ftp.idPedido}` }), '555');
    await view.user.click(sendRow);
    const rowAlert = await within(dialog).findByRole('alert');
    expect(rowAlert).toHaveTextContent('O pedido já possui o código 777 cadastrado.');
    expect(rowAlert).toHaveTextContent(`${PAYMENT_TEXTS.existingCode}: 777`);
    expect(within(dialog).getByText(PAYMENT_TEXTS.existingNote)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('title', 'O pedido já possui o código 777 cadastrado.');

    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.sendWithoutCode }));
    expect(await screen.findByText('Pedidos liberados sem aguardar o código do fornecedor.')).toBeInTheDocument();
    expect(ftp.situacaoPedido).toBe('AGUARDANDO_FATURAMENTO');

    // The other supplier's order by FTP too: 'Enviar código' on its row keeps the table open.
    await openCard(view, plain);
    await view.user.click(await screen.findByRole('button', { name: `${PAYMENT_TEXTS.codesButton} (1)` }));
    dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByRole('textbox'), '31337');
    await view.user.click(within(dialog).getByRole('button', { name: `${PAYMENT_TEXTS.sendCode} PD${plain.idPedido}` }));
    expect(await within(dialog).findByText(PAYMENT_TEXTS.codeSent)).toBeInTheDocument();
    expect(plain).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedidoFornecedor: '31337' });
  });
});

describe('payment (spec 03 §2.6, §4.6)', () => {
  it('waits for the supplier’s data with Atualizar, then shows the PIX code, a QR code that decodes to it, and copies it', async () => {
    const { idCotacao, plain } = sentQuotation(PIX_ONLY);
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    // After renderApp: user-event puts its own clipboard stub on navigator.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await view.user.click(await screen.findByRole('tab', { name: /Pendentes de pagamento/ }));
    const card = await cardOf(plain);
    expect(within(card).getByText(ORDER_STATUS_TEXT.ENVIADO_PENDENTE_DE_PAGAMENTO)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: `${PAYMENT_TEXTS.paymentButton} PD${plain.idPedido}` }));

    const dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.paymentTitle(`PD${plain.idPedido}`) });
    expect(within(dialog).getByRole('radio', { name: PAYMENT_TEXTS.pix })).toBeChecked();
    expect(await within(dialog).findByText(PAYMENT_TEXTS.waiting)).toBeInTheDocument();
    db().clockOffsetMs += PAYMENT_DATA_AFTER_MS;
    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.refresh }));

    const code = (await within(dialog).findByLabelText(PAYMENT_TEXTS.pixCode)) as HTMLTextAreaElement;
    expect(code.value).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(decodeQrSvg(within(dialog).getByRole('img', { name: PAYMENT_TEXTS.qrLabel }))).toBe(code.value);

    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.copy }));
    expect(writeText).toHaveBeenCalledWith(code.value);
    expect(await within(dialog).findByText(PAYMENT_TEXTS.copied)).toBeInTheDocument();
  });

  it('copies with the older command when the Clipboard API is missing, and says so when that fails too', async () => {
    const { idCotacao, plain } = sentQuotation(PIX_ONLY);
    db().clockOffsetMs += PAYMENT_DATA_AFTER_MS;
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await view.user.click(await screen.findByRole('tab', { name: /Pendentes de pagamento/ }));
    await view.user.click(within(await cardOf(plain)).getByRole('button', { name: new RegExp(PAYMENT_TEXTS.paymentButton) }));
    const dialog = screen.getByRole('dialog');
    await view.user.click(await within(dialog).findByRole('button', { name: PAYMENT_TEXTS.copy }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await within(dialog).findByText(PAYMENT_TEXTS.copied)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.copy }));
    expect(await within(dialog).findByText(PAYMENT_TEXTS.copyFailed)).toBeInTheDocument();
  });

  it("card: 'Nenhuma código encontrado' where the supplier offers no card; otherwise the link and the local card form with its messages (pinned clock)", async () => {
    jest.useFakeTimers({ now: brasilia('15/05/2026 10:00'), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'performance', 'hrtime', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    const { idCotacao, plain } = sentQuotation(PIX_ONLY);
    db().clockOffsetMs += PAYMENT_DATA_AFTER_MS;
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    await view.user.click(await screen.findByRole('tab', { name: /Pendentes de pagamento/ }));
    await view.user.click(within(await cardOf(plain)).getByRole('button', { name: new RegExp(PAYMENT_TEXTS.paymentButton) }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByLabelText(PAYMENT_TEXTS.pixCode);
    await view.user.click(within(dialog).getByRole('radio', { name: PAYMENT_TEXTS.card }));
    expect(await within(dialog).findByText(PAYMENT_TEXTS.noCode)).toBeInTheDocument();

    setChannel(db(), plain.idPedido, { ...PIX_ONLY, ofertas: ['PIX', 'CARTAO'] });
    await view.user.click(within(dialog).getByRole('radio', { name: PAYMENT_TEXTS.pix }));
    await within(dialog).findByLabelText(PAYMENT_TEXTS.pixCode);
    await view.user.click(within(dialog).getByRole('radio', { name: PAYMENT_TEXTS.card }));
    expect(await within(dialog).findByRole('link', { name: PAYMENT_TEXTS.cardLink })).toHaveAttribute('href', `http://localhost/api/__mock/checkout/${plain.idPedido}`);

    const form = within(dialog).getByRole('form', { name: PAYMENT_TEXTS.cardForm });
    await view.user.click(within(form).getByRole('button', { name: PAYMENT_TEXTS.cardCheck }));
    for (const message of [CARD_MESSAGES.numberRequired, CARD_MESSAGES.nameRequired, CARD_MESSAGES.expiryInvalid, CARD_MESSAGES.cvvInvalid]) expect(await within(form).findByText(message)).toBeInTheDocument();
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardNumber), '411111111111');
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardName), 'Maria Souza');
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardExpiry), '0526');
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardCvv), '12');
    expect(await within(form).findByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(within(form).getByText(CARD_MESSAGES.expiryPast)).toBeInTheDocument();
    expect(within(form).getByText(CARD_MESSAGES.cvvInvalid)).toBeInTheDocument();

    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardNumber), '1111');
    await view.user.clear(within(form).getByLabelText(PAYMENT_TEXTS.cardExpiry));
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardExpiry), '0626');
    await view.user.type(within(form).getByLabelText(PAYMENT_TEXTS.cardCvv), '3');
    expect(within(form).getByLabelText(PAYMENT_TEXTS.cardNumber)).toHaveValue('4111 1111 1111 1111');
    await view.user.click(within(form).getByRole('button', { name: PAYMENT_TEXTS.cardCheck }));
    expect(await within(form).findByText(PAYMENT_TEXTS.cardChecked)).toBeInTheDocument();
    // Local only: the card number never reached the store (nor, so, the action journal or a diagnostic bundle).
    expect(JSON.stringify(view.store.getState())).not.toContain('4111');
  });

  it("no payment type: 'O seguinte pagamento foi feito no Portal?' Não closes; Sim asks the order code (Enviar disabled while blank); then the payment button opens the supplier code modal", async () => {
    const { idCotacao, plain } = sentQuotation({ situacao: 'ENVIADO_PENDENTE_DE_PAGAMENTO', tipoPagamento: 'PADRAO', ofertas: [] });
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    await view.user.click(await screen.findByRole('tab', { name: /Pendentes de pagamento/ }));
    const pay = async () => view.user.click(within(await cardOf(plain)).getByRole('button', { name: new RegExp(PAYMENT_TEXTS.paymentButton) }));
    await pay();
    let dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.portalTitle });
    expect(within(dialog).getByText(PAYMENT_TEXTS.portalQuestion)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.no }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await pay();
    dialog = screen.getByRole('dialog', { name: PAYMENT_TEXTS.portalTitle });
    await view.user.click(within(dialog).getByRole('button', { name: PAYMENT_TEXTS.yes }));
    const send = within(dialog).getByRole('button', { name: PAYMENT_TEXTS.send });
    await view.user.type(within(dialog).getByLabelText(PAYMENT_TEXTS.orderCode), '   ');
    expect(send).toBeDisabled();
    await view.user.type(within(dialog).getByLabelText(PAYMENT_TEXTS.orderCode), 'PORTAL-42');
    await view.user.click(send);
    expect(await screen.findByText('Código do pedido cadastrado com sucesso.')).toBeInTheDocument();
    expect(plain).toMatchObject({ situacaoPedido: 'AGUARDANDO_FATURAMENTO', codPedido: 'PORTAL-42', pagamentoExterno: true });

    // Awaiting invoicing with an external payment: still pending payment; the button opens the supplier code modal.
    await waitFor(async () => expect(within(await cardOf(plain)).getByText(ORDER_STATUS_TEXT.AGUARDANDO_FATURAMENTO)).toBeInTheDocument());
    await pay();
    expect(screen.getByRole('dialog', { name: PAYMENT_TEXTS.supplierCodeTitle })).toBeInTheDocument();
  });

  it('the payment button is disabled once the order is invoiced', async () => {
    const { idCotacao, plain } = sentQuotation(PIX_ONLY);
    plain.situacaoPedido = 'FATURADO_RETORNO';
    const view = renderApp({ route: `/revisao-envio/${idCotacao}` });
    const card = await openCard(view, plain);
    expect(within(card).getByRole('button', { name: new RegExp(PAYMENT_TEXTS.paymentButton) })).toBeDisabled();
  });
});
