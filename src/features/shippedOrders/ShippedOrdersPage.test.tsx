import { act, screen, waitFor, within } from '@testing-library/react';
import { db, resetDb } from '../../../mocks/db/core/current';
import { sendOrders } from '../../../mocks/db/sending/orderSending';
import type { DbOrder } from '../../../mocks/db/core/types';
import { ORDER_STATUS_TEXT } from '../../domain/orderStatus';
import { SHIPPED_STATUSES } from '../../domain/shippedOrders';
import { renderApp } from '../../test/renderWithProviders';
import { SHIPPED_TEXTS } from './shippedOrdersTexts';
import { brasilia } from '../../test/brasilia';

/** Only Date is fixed (the default period is counted from it); timers stay real, so the sagas and msw run as usual. */
const NOW = brasilia('24/11/2026 10:00');
const DAY = 86_400_000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
  resetDb('e2e'); // the scenario's dates count from the fixed today
});

afterEach(() => jest.useRealTimers());

/** The buyer's quotation in analysis: its orders confirmed and sent (the first `daysAgo` days before today, through the mock's clock). */
function sendAnalysisOrders(daysAgo = 0): DbOrder[] {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1 && db().ordersOf(q.id).length >= 2)!;
  const orders = [...db().ordersOf(quotation.id)];
  for (const order of orders) order.situacaoPedido = 'CONFIRMADO';
  db().clockOffsetMs = -daysAgo * DAY;
  sendOrders(db(), orders.slice(0, 1), false, null);
  db().clockOffsetMs = 0;
  sendOrders(db(), orders.slice(1), false, null);
  return orders;
}

const table = () => screen.getByRole('table', { name: SHIPPED_TEXTS.title });
const bodyRows = (): HTMLElement[] => within(table()).getAllByRole('row').slice(1);
const column = (index: number): string[] => bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');
const codeOf = (order: DbOrder): string => order.codPedido ?? String(order.idPedido);

async function openPage(route = '/OrdersShippedOrInvoiced') {
  const view = renderApp({ route });
  await screen.findByRole('heading', { name: /Pedidos enviados ou faturados \(\d+\)/ });
  return view;
}

/** The order rows the mock answers, as the list shows them: every sent order of the buyer in the period. */
function shippedCount(from: number): number {
  return db().data.orders.filter((order) => SHIPPED_STATUSES.includes(order.situacaoPedido) && db().quotationById.get(order.idCotacao)!.idComprador === 1).length - from;
}

describe('sent orders page (DECISIONS 3)', () => {
  it('lists the last 90 days by default, every status, newest send first, each order linking to its review page', async () => {
    const orders = sendAnalysisOrders(95);
    const { user, router } = await openPage();

    expect(screen.getByLabelText(SHIPPED_TEXTS.status)).toHaveDisplayValue('[Todas]');
    expect(screen.getByLabelText('De')).toHaveValue('26/08/2026');
    expect(screen.getByLabelText('Até')).toHaveValue('24/11/2026');
    // The order sent 95 days ago is outside; the others sent today come first.
    const total = shippedCount(1);
    expect(screen.getByRole('heading', { name: `Pedidos enviados ou faturados (${total})` })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(Math.min(10, total));
    expect(column(0)).not.toContain(codeOf(orders[0]));
    expect(column(0).slice(0, orders.length - 1).sort()).toEqual(orders.slice(1).map(codeOf).sort());
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pedido', 'Cotação', 'Enviado em', 'Situação', 'Fornecedor', 'Representante', 'Filial', 'Valor total']);

    await user.click(screen.getByRole('link', { name: new RegExp(`^Pedido ${codeOf(orders[1])}:`) }));
    expect(router.state.location.pathname).toBe(`/revisao-envio/${orders[1].idCotacao}`);
  });

  it("filters by status ('[Todas]' is every one) and by period; the filter lives in the address", async () => {
    const orders = sendAnalysisOrders(95);
    const { user, router } = await openPage();

    await user.selectOptions(screen.getByLabelText(SHIPPED_TEXTS.status), ORDER_STATUS_TEXT.FATURADO_RETORNO);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?situacao=FATURADO_RETORNO');
    await screen.findByRole('heading', { name: `Pedidos enviados ou faturados (${db().data.orders.filter((o) => o.situacaoPedido === 'FATURADO_RETORNO').length})` });
    await waitFor(() => expect(new Set(column(3))).toEqual(new Set(['Faturado'])));

    // The period reaching back 100 days brings the old send back.
    await user.selectOptions(screen.getByLabelText(SHIPPED_TEXTS.status), '[Todas]');
    await user.clear(screen.getByLabelText('De'));
    await user.type(screen.getByLabelText('De'), '16082026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?de=2026-08-16&ate=2026-11-24');
    await screen.findByRole('heading', { name: `Pedidos enviados ou faturados (${shippedCount(0)})` });
    if (shippedCount(0) <= 10) await waitFor(() => expect(column(0)).toContain(codeOf(orders[0])));

    // A period ending before it starts is refused where it was typed.
    await user.clear(screen.getByLabelText('Até'));
    await user.type(screen.getByLabelText('Até'), '01082026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SHIPPED_TEXTS.badPeriod);
    expect(router.state.location.search).toBe('?de=2026-08-16&ate=2026-11-24');
  });

  it('pages on the server, 10 a page, the page in the address', async () => {
    // The small scenario has a few sent orders: the buyer's quotation in analysis gets 10 more branch orders, all sent.
    const [model] = sendAnalysisOrders();
    for (let i = 0; i < 10; i += 1) db().addOrder({ ...model, idPedido: db().nextId(), situacaoPedido: 'CONFIRMADO', codPedido: undefined });
    sendOrders(db(), db().ordersOf(model.idCotacao), false, null);
    const total = shippedCount(0);
    expect(total).toBeGreaterThan(10);
    const { user, router } = await openPage();
    const first = column(0);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(router.state.location.search).toBe('?page=1');
    await screen.findByRole('button', { name: 'Página 2', current: 'page' });
    await screen.findAllByText((text, element) => element?.tagName === 'A' && !first.includes(text));
    expect(bodyRows()).toHaveLength(total - 10 > 10 ? 10 : total - 10);
  });

  it('shows the loading state, the empty text when nothing was sent in the period, and the error when the list cannot load', async () => {
    db().faults.add({ method: 'POST', path: '/pedido/enviadosOuFaturados', delayMs: 300, times: 1 });
    const { unmount } = renderApp({ route: '/OrdersShippedOrInvoiced?situacao=ENVIADO_FTP&de=2026-01-01&ate=2026-01-31' });
    expect(await screen.findByRole('heading', { name: 'Pedidos enviados ou faturados (…)' })).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { name: 'Pedidos enviados ou faturados (0)' });
    expect(screen.getByLabelText(SHIPPED_TEXTS.status)).toHaveDisplayValue(ORDER_STATUS_TEXT.ENVIADO_FTP);
    expect(await screen.findByText(SHIPPED_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHIPPED_TEXTS.export })).toBeNull();
    unmount();

    db().faults.add({ method: 'POST', path: '/pedido/enviadosOuFaturados', status: 500, times: 1 });
    renderApp({ route: '/OrdersShippedOrInvoiced' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha simulada (500).'); // the server's message, as everywhere
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("'Exportar CSV' opens the filtered list as a CSV with ';' and a UTF-8 BOM", async () => {
    sendAnalysisOrders();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await openPage('/OrdersShippedOrInvoiced?situacao=FATURADO_RETORNO');
    await screen.findByRole('heading', { name: /\((\d+)\)/ });
    await user.click(screen.getByRole('button', { name: SHIPPED_TEXTS.export }));
    await act(async () => undefined);
    expect(open).toHaveBeenCalledTimes(1);
    const link = String(open.mock.calls[0][0]);
    const answer = await fetch(link); // no token: the link's key authorizes it
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="pedidos-enviados.csv"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Pedido;Cotação;Título da cotação;Enviado em;Situação;Fornecedor;Representante;Filial;CNPJ filial;Valor total');
    const rows = lines.slice(1).map((line) => line.split(';'));
    expect(rows).toHaveLength(db().data.orders.filter((o) => o.situacaoPedido === 'FATURADO_RETORNO').length);
    expect(rows.every((row) => row.length === 10 && row[4] === 'Faturado' && /^\d+,\d{2}$/.test(row[9]))).toBe(true);
    open.mockRestore();
  });
});
