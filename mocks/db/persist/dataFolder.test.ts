import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { db, installDb, resetDb } from '../core/current';
import type { MockDb } from '../core/database';
import { signToken } from '../../auth/jwt';
import { buyerBranches } from '../../handlers/cotacaoViews';
import { DATABASE_FILE, loadDatabase, PREVIOUS_FILE, saveDatabase, TEMPORARY_FILE } from './dataFolder';
import { SAVED_CLASSES } from './savedClasses';
import { encodeSnapshot } from './snapshotCodec';
import { storeSignup } from '../admin/signups';
import { setChannel } from '../sending/supplierChannels';
import { sendOrders } from '../sending/orderSending';
import { automaticOrderIndex } from '../automaticOrder/automaticOrderIndex';
import { createManualOrder } from '../manualOrder/manualOrderRegistry';

/**
 * The mock database saved in a data folder and loaded back (docs/decisions.md "The embedded
 * backend keeps its data"): whole, every field; a torn write never costs the last whole save; a
 * save receipt replayed after a restart is not applied twice and ids are never reused.
 */
let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-data-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const AUTHORIZATION = `Bearer ${signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] })}`;

/** A quotation as the wizard registers it. */
function registration(titulo: string) {
  const user = db().userBySub('1001')!;
  return {
    titulo,
    dataVencimento: new Date(db().now().getTime() + 7_200_000).toISOString(),
    condicaoPagamento: 'a-prazo',
    tipoEntrega: '1',
    observacoes: '',
    filiais: buyerBranches(db(), user).slice(0, 2).map((branch) => branch.id),
    participantes: db().data.representatives.slice(0, 2).map((r) => ({ idFornecedor: r.idFornecedor, idRepresentante: r.id })),
  };
}

async function post<T>(route: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const answer = await fetch(`http://localhost/api${route}`, { method: 'POST', headers: { Authorization: AUTHORIZATION, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

/** Changes in many tables: an edited order item, a new quotation, a send, a sign-up, a channel, the clock. */
async function workOn(database: MockDb): Promise<void> {
  const quotation = database.data.quotations.find((q) => q.situacao === 'EM_ANALISE' && database.ordersOf(q.id).length > 0)!;
  const order = database.ordersOf(quotation.id)[0];
  database.orderItems.edit(order.idPedido)[0].qtdePedida += 3;
  expect((await post('/cotacaoCadastro', registration('Cotação salva'))).status).toBe(201);
  order.situacaoPedido = 'CONFIRMADO';
  sendOrders(database, [order], false, 'envio-1');
  storeSignup(database, { cnpj: '11.222.333/0001-81' } as unknown as Parameters<typeof storeSignup>[1]);
  setChannel(database, database.data.orders[1].idPedido, { situacao: 'ENVIADO_FTP', tipoPagamento: 'PADRAO', ofertas: [] });
  database.clockOffsetMs += 90_000;
  database.faults.add({ path: '/cotacao/:id', status: 503, times: 1 });
  automaticOrderIndex(database, quotation.id).excluded.add(database.orderItems.get(order.idPedido)[1]?.id ?? 0);
  createManualOrder(database, quotation, new Set());
}

const snapshotOf = (database: MockDb) => encodeSnapshot(database, SAVED_CLASSES);

describe('the mock database in a data folder', () => {
  it('loads back equal to what was saved, every field', async () => {
    const original = db();
    await workOn(original);
    saveDatabase(original, folder);
    const loaded = loadDatabase(folder)!;
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(original).sort());
    expect(snapshotOf(loaded)).toEqual(snapshotOf(original));
    expect(loaded.orderItems.get(original.data.orders[0].idPedido)).toEqual(original.orderItems.get(original.data.orders[0].idPedido));
    // Shared rows stay shared: the order of the list is the order of the index.
    expect(loaded.orderById.get(loaded.data.orders[0].idPedido)).toBe(loaded.data.orders[0]);
    expect(loaded.now().getTime() - original.now().getTime()).toBeLessThan(5_000);
    expect(loaded.signingKey).toBe(original.signingKey);
  });

  it('a crash in the middle of a save leaves the last whole save to load', async () => {
    const database = db();
    await workOn(database);
    saveDatabase(database, folder);
    const saved = snapshotOf(database);
    database.clockOffsetMs += 1;
    database.data.quotations[0].titulo = 'Não salvo';
    // The process died while writing the next save: half a temporary file is left behind.
    const whole = fs.readFileSync(path.join(folder, DATABASE_FILE));
    fs.writeFileSync(path.join(folder, TEMPORARY_FILE), whole.subarray(0, whole.length / 2));
    expect(snapshotOf(loadDatabase(folder)!)).toEqual(saved);
    expect(fs.existsSync(path.join(folder, TEMPORARY_FILE))).toBe(false);
  });

  it('a save that dies while writing leaves the database as it was saved last', () => {
    const database = db();
    saveDatabase(database, folder);
    const saved = snapshotOf(database);
    database.data.quotations[0].titulo = 'Gravação interrompida';
    const write = jest.spyOn(fs, 'writeSync').mockImplementationOnce((fd: number, text: unknown) => fs.writeSync(fd, text as string)).mockImplementationOnce(() => {
      throw new Error('kill -9');
    });
    expect(() => saveDatabase(database, folder)).toThrow('kill -9');
    write.mockRestore();
    expect(snapshotOf(loadDatabase(folder)!)).toEqual(saved);
  });

  it('a save whose file was cut short falls back to the one before', () => {
    const database = db();
    saveDatabase(database, folder);
    const before = snapshotOf(database);
    database.data.quotations[0].titulo = 'Segunda gravação';
    saveDatabase(database, folder);
    expect(fs.existsSync(path.join(folder, PREVIOUS_FILE))).toBe(true);
    const file = path.join(folder, DATABASE_FILE);
    fs.truncateSync(file, fs.statSync(file).size - 10);
    expect(snapshotOf(loadDatabase(folder)!)).toEqual(before);
  });

  it('after a restart a replayed save is answered from its receipt, not applied again, and new ids go on from the last', async () => {
    const first = await post<{ id: number }>('/cotacaoCadastro', registration('Com recibo'), { 'X-Save-Id': 'salvar-1' });
    expect(first.status).toBe(201);
    const count = db().data.quotations.length;
    saveDatabase(db(), folder);
    resetDb('e2e');
    installDb(loadDatabase(folder)!);
    const replay = await post<{ id: number }>('/cotacaoCadastro', registration('Com recibo'), { 'X-Save-Id': 'salvar-1' });
    expect(replay).toEqual(first);
    expect(db().data.quotations).toHaveLength(count);
    expect(db().saveReceipts.get('salvar-1')?.repeats).toBe(1);
    const next = await post<{ id: number }>('/cotacaoCadastro', registration('Depois do reinício'));
    expect(next.body.id).toBeGreaterThan(first.body.id);
    expect(db().data.quotations.filter((q) => q.id === next.body.id)).toHaveLength(1);
  });

  it('refuses to save what it could not load back (a function in a table)', () => {
    const database = db();
    (database.sending.looping as Map<number, unknown>).set(1, { onDone: () => undefined });
    expect(() => saveDatabase(database, folder)).toThrow(/função em db\.sending\.looping/);
  });
});
