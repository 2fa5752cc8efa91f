import { waitFor } from '@testing-library/react';
import { http, KEEPALIVE_MAX_BYTES, withRequestOptions } from '../../api/http';
import { parentRequested } from '../../shared/lib/appEvents';
import { recordFigure, recordZero } from '../../test/reliabilityFigures';
import { signedInAs } from '../../test/session';
import { aQuotationId, categoriesWith, edit, serverSwitches, startApp } from '../../test/saveExitHarness';
import { flushPendingSaves } from './saveQueueSagas';
import { SAVE_ID_HEADER } from './saveId';

/**
 * Issue 17 item 3, every way out with an edit pending (Jest part; the browser part is
 * e2e/reliability/dataLoss.spec.ts): the edit is delivered (a normal request, or fetch keepalive
 * within 64 KiB when the page is going away) or kept in the user's outbox and replayed on the next
 * load for that user only, and the server applies a replayed save once (X-Save-Id).
 */
interface SentRequest {
  url: string;
  method: string;
  keepalive: boolean;
  saveId: string | null;
  bytes: number;
}

let sent: SentRequest[] = [];
let realFetch: typeof fetch;

beforeEach(() => {
  sent = [];
  realFetch = globalThis.fetch; // msw's, patched in beforeAll
  jest.spyOn(globalThis, 'fetch').mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    sent.push({ url: String(input), method: init?.method ?? 'GET', keepalive: init?.keepalive === true, saveId: headers.get(SAVE_ID_HEADER), bytes: new TextEncoder().encode(body).length });
    return realFetch(input, init);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

const saves = () => sent.filter((r) => r.method === 'PUT');

async function pendingEdit(app = startApp()) {
  const idCotacao = await aQuotationId();
  const before = await serverSwitches(idCotacao);
  const categorias = await categoriesWith(idCotacao, 0, !before[0]);
  edit(app.store, { idCotacao, categorias });
  expect(saves()).toHaveLength(0); // the debounce holds it: only the way out sends it
  return { app, idCotacao, wanted: categorias.map((c) => c.ativo) };
}

/** 0 when the server holds the edit, 1 when it was lost: recorded, then asserted. */
async function recordLost(id: string, label: string, idCotacao: number, wanted: boolean[]): Promise<void> {
  const lost = (await serverSwitches(idCotacao)).join() === wanted.join() ? 0 : 1;
  recordZero(id, '3 Perda de dados', label, lost);
  expect(lost).toBe(0);
}

async function receipts(): Promise<{ id: string; repeats: number }[]> {
  return (await (await realFetch('http://localhost/api/__mock/saves')).json()) as { id: string; repeats: number }[];
}

describe('every way out with an edit pending delivers it (issue 17 item 3)', () => {
  it('pagehide (reload, tab closed, iframe removed): a keepalive request leaves before the handler returns; the outbox copy replayed on the next load is applied once', async () => {
    const { app, idCotacao, wanted } = await pendingEdit();
    window.dispatchEvent(new Event('pagehide'));
    // Synchronously: the page may be gone as soon as the event handler returns.
    expect(saves()).toEqual([expect.objectContaining({ keepalive: true, saveId: app.pending()[0].id })]);
    const outboxAtExit = app.outbox();
    window.dispatchEvent(new Event('pageshow'));
    await waitFor(async () => expect(await serverSwitches(idCotacao)).toEqual(wanted));
    app.stop();

    // The page died before the answer: its outbox still holds the save. The next load sends it again, with the same id.
    window.localStorage.setItem(Object.keys(window.localStorage).find((k) => k.endsWith('salvamentosPendentes'))!, outboxAtExit!);
    const next = startApp({ debounceMs: 5 }); // a screen's own debounce (≤ 800 ms); the first load's 60 s only held the edit
    await waitFor(() => expect(next.pending()).toEqual([]));
    next.stop();
    const resent = saves().filter((r) => r.saveId === saves()[0].saveId);
    expect(resent).toHaveLength(2);
    const appliedTwice = (await receipts()).filter((r) => r.id === resent[0].saveId && r.repeats > 0).length;
    expect(appliedTwice).toBe(1); // answered from the receipt, not applied again
    expect(recordZero('dataloss.replayedTwice', '3 Perda de dados', 'Salvamentos aplicados duas vezes (keepalive e depois a fila local)', resent.length - 1 - appliedTwice)).toBe(0);
    expect(await serverSwitches(idCotacao)).toEqual(wanted);
    await recordLost('dataloss.lost.pagehide', 'Edições perdidas ao sair: pagehide (keepalive)', idCotacao, wanted);
  });

  it('hidden tab: the edit leaves at once, with keepalive', async () => {
    const { idCotacao, wanted, app } = await pendingEdit();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(saves()).toEqual([expect.objectContaining({ keepalive: true })]);
    await waitFor(async () => expect(await serverSwitches(idCotacao)).toEqual(wanted));
    await waitFor(() => expect(app.pending()).toEqual([]));
    app.stop();
    await recordLost('dataloss.lost.hiddenTab', 'Edições perdidas ao sair: aba escondida (keepalive)', idCotacao, wanted);
  });

  it.each([
    ['home', parentRequested({ action: 'home' })],
    ['menuClick', parentRequested({ action: 'menuClick', menu: 'pedidos' })],
  ])("the parent's %s (embedded): the edit leaves at once", async (name, action) => {
    const { idCotacao, wanted, app } = await pendingEdit();
    app.store.dispatch(action);
    await waitFor(async () => expect(await serverSwitches(idCotacao)).toEqual(wanted));
    await waitFor(() => expect(app.pending()).toEqual([]));
    app.stop();
    await recordLost(`dataloss.lost.parent${name[0].toUpperCase()}${name.slice(1)}`, `Edições perdidas ao sair: ${name} do portal`, idCotacao, wanted);
  });

  it('logout: what is pending is sent before the session ends (flushPendingSaves, what signOut runs first)', async () => {
    const { idCotacao, wanted, app } = await pendingEdit();
    await app.run(flushPendingSaves).toPromise();
    expect(await serverSwitches(idCotacao)).toEqual(wanted);
    expect(app.pending()).toEqual([]);
    app.stop();
    await recordLost('dataloss.lost.logout', 'Edições perdidas ao sair: logout', idCotacao, wanted);
  });

  it('offline at the way out: the edit stays in the outbox, is replayed on the next load for the same user, and never for another user', async () => {
    const { app, idCotacao, wanted } = await pendingEdit();
    const before = await serverSwitches(idCotacao);
    app.stop(); // the page is gone without sending (no network, a crash)
    expect(app.outbox()).toContain(`categorias:${idCotacao}`);

    const other = startApp({ username: 'admin' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.pending()).toEqual([]);
    other.stop();
    const otherUserSaves = saves().length;
    expect(otherUserSaves).toBe(0);
    expect(await serverSwitches(idCotacao)).toEqual(before);

    const same = startApp({ debounceMs: 5 });
    await waitFor(() => expect(same.pending()).toEqual([]));
    same.stop();
    expect(await serverSwitches(idCotacao)).toEqual(wanted);
    await recordLost('dataloss.lost.outboxNextLoad', 'Edições perdidas ao sair sem enviar: fila local reenviada no próximo carregamento', idCotacao, wanted);
    expect(recordZero('dataloss.otherUserSent', '3 Perda de dados', 'Edições de um usuário enviadas na sessão de outro', otherUserSaves)).toBe(0);
  });

  it('keepalive stays within the 64 KiB quota (bodies in flight together): a bigger one goes as a normal request', async () => {
    signedInAs('comprador');
    const idCotacao = await aQuotationId();
    const path = `/resumoresposta/categoria/${idCotacao}`;
    const body = (kib: number) => [{ nota: 'x'.repeat(kib * 1024 - 20) }];
    const put = (kib: number) => withRequestOptions({ keepalive: true }, () => http(path, { method: 'PUT', json: body(kib) }).catch(() => undefined));
    await Promise.all([put(40), put(40)]); // together 80 KiB: the second is a normal request
    await put(65); // alone, over the quota
    await put(10); // the quota is free again after the answers
    expect(saves().map((r) => r.keepalive)).toEqual([true, false, false, true]);
    const biggestKeepalive = Math.max(0, ...sent.filter((r) => r.keepalive).map((r) => r.bytes));
    recordFigure({ id: 'dataloss.keepaliveBodyLimit', area: '3 Perda de dados', label: 'Maior corpo enviado com keepalive (cota de 64 KiB em voo)', value: biggestKeepalive, target: '≤ 65536 B', unit: 'B', pass: biggestKeepalive <= KEEPALIVE_MAX_BYTES });
    expect(biggestKeepalive).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
  });
});
