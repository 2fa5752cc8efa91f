import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MockDb } from '../../mocks/db/core/database';
import { DATABASE_FILE } from '../../mocks/db/persist/dataFolder';
import { recordFigure, recordZero } from '../../src/test/reliabilityFigures';

/**
 * Issue 27 "The embedded backend keeps its data", as a real process (npm run reliability): the mock
 * API starts on a temporary data folder, takes acknowledged edits over HTTP (quantity edits, a
 * quotation created under an X-Save-Id), is killed with SIGKILL right after the last answer,
 * starts again, and every acknowledged edit must be there, the replayed save not applied twice,
 * no id reused and the session still valid. Then the `large` scenario is saved once (its power
 * quotation's automatic order built) and its saved size and restart time are measured.
 */
const ROOT = path.resolve(__dirname, '../..');
const AREA = '3 Perda de dados';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Api {
  child: ChildProcess;
  base: string;
  startedInMs: number;
}

async function start(folder: string, scenario: string): Promise<Api> {
  const port = await freePort();
  const began = Date.now();
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'mocks/server/standalone.ts', '--port', String(port), '--scenario', scenario, '--data', folder], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const base = `http://127.0.0.1:${port}/api`;
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(`${base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status === 401) return { child, base, startedInMs: Date.now() - began };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('A API simulada não respondeu em 60 s.');
}

async function killHard(api: Api): Promise<void> {
  const gone = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await gone;
}

async function call<T>(api: Api, token: string, route: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${api.base}${route}`, { method: init.method ?? 'GET', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers }, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: answer.status, body: (await answer.json()) as T };
}

async function login(api: Api): Promise<string> {
  const answer = await fetch(`${api.base}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'comprador', password: 'comprador123' }) });
  return ((await answer.json()) as { jwttoken: string }).jwttoken;
}

/** The demo quotation in analysis with the most orders and editable items of it (the scenario is seeded: this process sees what the API sees). */
function demoEdits(): { idCotacao: number; edits: { id: number; idPedido: number; qtdePedida: number }[]; registration: object } {
  const seeded = new MockDb('demo');
  const quotation = seeded.data.quotations.filter((q) => q.situacao === 'EM_ANALISE' && q.idComprador === 1).sort((a, b) => seeded.ordersOf(b.id).length - seeded.ordersOf(a.id).length)[0];
  const edits = seeded
    .ordersOf(quotation.id)
    .slice(0, 6)
    .map((order) => seeded.orderItems.get(order.idPedido).find((item) => !item.combo && !item.quantidadeFixa && item.qtdeMinima === 0 && item.qtdeEmbalagem === 1)!)
    .filter(Boolean)
    .map((item, at) => ({ id: item.id, idPedido: item.idPedido, qtdePedida: item.qtdePedida + 7 + at }));
  const registration = {
    titulo: 'Reposição antes do kill -9',
    dataVencimento: new Date(Date.now() + 86_400_000).toISOString(),
    condicaoPagamento: 'a-prazo',
    tipoEntrega: '1',
    observacoes: '',
    filiais: quotation.filiais.slice(0, 2),
    participantes: quotation.participantes.slice(0, 2),
  };
  return { idCotacao: quotation.id, edits, registration };
}

async function demoScenario(): Promise<boolean> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-restart-'));
  const { idCotacao, edits, registration } = demoEdits();
  let api = await start(folder, 'demo');
  const token = await login(api);
  const created = await call<{ id: number }>(api, token, '/cotacaoCadastro', { method: 'POST', body: registration, headers: { 'X-Save-Id': 'reinicio-criar-1' } });
  const acknowledged: typeof edits = [];
  for (const edit of edits) if ((await call(api, token, '/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: edit.id, qtdePedida: edit.qtdePedida } })).status === 200) acknowledged.push(edit);
  // Killed right after the last answer: nothing had time to be saved later.
  await killHard(api);
  const savedBytes = fs.statSync(path.join(folder, DATABASE_FILE)).size;

  api = await start(folder, 'demo');
  let lost = created.status === 201 ? 0 : 1;
  const sessionKept = (await call(api, token, '/configuracao/tem/C_GERA_PEDIDO_MANUAL')).status === 200;
  if ((await call(api, token, `/cotacaoCadastro/${created.body.id}`)).status !== 200) lost += 1;
  for (const edit of acknowledged) {
    const items = (await call<{ content: { id: number; qtdePedida: number }[] }>(api, token, `/pedidoAutomatico/${idCotacao}/itens?idPedido=${edit.idPedido}&size=10000`)).body.content;
    if (items.find((item) => item.id === edit.id)?.qtdePedida !== edit.qtdePedida) lost += 1;
  }
  const replay = await call<{ id: number }>(api, token, '/cotacaoCadastro', { method: 'POST', body: registration, headers: { 'X-Save-Id': 'reinicio-criar-1' } });
  const receipts = (await call<{ id: string; repeats: number }[]>(api, token, '/__mock/saves')).body;
  const appliedTwice = replay.body.id === created.body.id && receipts.find((r) => r.id === 'reinicio-criar-1')?.repeats === 1 ? 0 : 1;
  const next = await call<{ id: number }>(api, token, '/cotacaoCadastro', { method: 'POST', body: registration });
  const reused = next.body.id > created.body.id ? 0 : 1;
  await killHard(api);
  fs.rmSync(folder, { recursive: true, force: true });

  const ok = [
    recordZero('restart.lostAcknowledgedEdits', AREA, `kill -9 da API: edições confirmadas perdidas (de ${acknowledged.length + 1})`, lost),
    recordZero('restart.savesAppliedTwice', AREA, 'kill -9 da API: gravação repetida (X-Save-Id) aplicada de novo', appliedTwice),
    recordZero('restart.idsReused', AREA, 'kill -9 da API: ids reutilizados após reiniciar', reused),
    recordZero('restart.sessionLost', AREA, 'reinício simples: sessão encerrada', sessionKept ? 0 : 1),
  ].every((value) => value === 0);
  recordFigure({ id: 'restart.demoSavedSize', area: AREA, label: 'cenário demo: tamanho salvo', value: Math.round(savedBytes / 1024), unit: 'kB', target: 'medido', pass: true });
  recordFigure({ id: 'restart.demoRestartMs', area: AREA, label: 'cenário demo: reinício até a primeira resposta', value: api.startedInMs, unit: 'ms', target: 'medido', pass: true });
  return ok && acknowledged.length === edits.length && edits.length > 0;
}

/** The large scenario saved with its power quotation's automatic order built: its size and the time of a restart on it. */
async function largeFigures(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-large-'));
  let api = await start(folder, 'large');
  const token = await login(api);
  const seeded = new MockDb('large');
  const power = seeded.data.quotations.reduce((big, q) => (seeded.ordersOf(q.id).length > seeded.ordersOf(big.id).length ? q : big));
  await call(api, token, `/pedidoAutomatico/${power.id}/fornecedores`);
  // A write makes the API save before it answers, the built automatic order included.
  await call(api, token, '/pedidoAutomatico/updateItemQuatity', { method: 'POST', body: { id: -1 } });
  await killHard(api);
  const bytes = fs.statSync(path.join(folder, DATABASE_FILE)).size;
  api = await start(folder, 'large');
  const firstAnswerMs = api.startedInMs;
  await killHard(api);
  fs.rmSync(folder, { recursive: true, force: true });
  recordFigure({ id: 'restart.largeSavedSize', area: AREA, label: 'cenário large (pedido automático do comprador de porte montado): tamanho salvo', value: Math.round(bytes / 1024 / 102.4) / 10, unit: 'MB', target: 'medido', pass: true });
  recordFigure({ id: 'restart.largeRestartMs', area: AREA, label: 'cenário large: reinício com os dados salvos até a primeira resposta', value: firstAnswerMs, unit: 'ms', target: 'medido', pass: true });
  console.log(`large: ${(bytes / 1e6).toFixed(1)} MB salvos, reinício em ${firstAnswerMs} ms`);
}

async function main(): Promise<void> {
  const ok = await demoScenario();
  await largeFigures();
  console.log(ok ? 'Reinício da API: nenhuma edição confirmada perdida.' : 'Reinício da API: FALHOU (veja as figuras).');
  process.exit(ok ? 0 : 1);
}

void main();
