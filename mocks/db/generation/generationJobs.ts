import type { GeracaoPedidoDto } from '../../../src/api/pedidoDto';
import { answerTerms } from '../answers/answerItems';
import type { MockDb } from '../core/database';
import { planOrders, type GenerationPreferences, type OrderPlan } from './orderGeneration';
import { addGeneratedOrder } from '../core/generatedOrders';
import { ManualOrder } from '../manualOrder/manualOrder';
import { buildManualOrder, commitManualOrder, dropManualOrder } from '../manualOrder/manualOrderRegistry';
import { SCENARIOS } from '../core/scenarios';
import { currentTieBreak, recordGenerationTieBreak, type TieBreakContext } from './tieBreakPreferences';
import type { DbQuotation } from '../core/types';

/**
 * Order generation as a job of the mock backend: started once per idempotency key, joined by a
 * second start while it runs (another tab), run in time slices so the server keeps answering
 * (GET pedidoGerando says `gerando: true` meanwhile), and committed at the end in one step: the
 * quotation's earlier orders are replaced and `pedidoGerado` is set.
 */
export interface GenerationJob {
  idCotacao: number;
  manual: boolean;
  dataMontagem: string;
  state: 'running' | 'done';
  outcome?: GeracaoPedidoDto;
}

export interface GenerationRegistry {
  /** Generations started (tests count them: one per key, one per running job). */
  started: number;
  byKey: Map<string, GenerationJob>;
  latest: Map<number, GenerationJob>;
  /** Late answers the buyer chose to include, by quotation. */
  lateConsidered: Map<number, Set<number>>;
  /** Test control: while true, running jobs wait instead of finishing. */
  paused: boolean;
}

export function generationsOf(db: MockDb): GenerationRegistry {
  return db.generations;
}

/** A slice of work never holds the server longer than this. */
const SLICE_MS = 20;
const FAILED_MESSAGE = 'Não foi possível gerar os pedidos: a cotação não está mais em análise.';

/** The job this key or this quotation already has running, which a new start joins. */
export function existingGeneration(db: MockDb, idCotacao: number, key: string | null): GenerationJob | undefined {
  const registry = generationsOf(db);
  const known = key ? registry.byKey.get(key) : undefined;
  if (known) return known;
  const running = registry.latest.get(idCotacao);
  if (running?.state !== 'running') return undefined;
  if (key) registry.byKey.set(key, running);
  return running;
}

/** `preferences`: the buyer's order preferences for an automatic generation (generationPreferences.ts; absent: as at first). */
export function startGeneration(db: MockDb, quotation: DbQuotation, manual: boolean, key: string | null, sic = false, preferences?: GenerationPreferences): GenerationJob {
  const registry = generationsOf(db);
  const job: GenerationJob = { idCotacao: quotation.id, manual, dataMontagem: db.now().toISOString(), state: 'running' };
  registry.started += 1;
  registry.latest.set(quotation.id, job);
  if (key) registry.byKey.set(key, job);
  const seed = SCENARIOS[db.scenario].seed;
  const lateConsidered = registry.lateConsidered.get(quotation.id) ?? new Set<number>();
  const tieBreak = currentTieBreak(db, quotation.idComprador, sic);
  // The manual order's proposal is built per branch (mocks/db/manualOrder/manualOrder.ts); its orders come with 'Inserir no Pedido'.
  const steps: Generator<void, OrderPlan[] | ManualOrder> = manual
    ? buildManualOrder(db, quotation, lateConsidered, tieBreak)
    : planOrders({
        quotation,
        answers: db.answersOf(quotation.id),
        itemsOf: (answer) => db.answerItems.read(answer.id),
        termsOf: (answer) => answerTerms(answer, quotation, seed),
        lateConsidered,
        tieBreak,
        preferences,
      });
  const slice = (): void => {
    if (registry.paused) return void setTimeout(slice, 200);
    const until = performance.now() + SLICE_MS;
    let step = steps.next();
    while (!step.done && performance.now() < until) step = steps.next();
    if (!step.done) return void setTimeout(slice, 0);
    finish(db, quotation, job, step.value, tieBreak);
  };
  setTimeout(slice, 0);
  return job;
}

function finish(db: MockDb, quotation: DbQuotation, job: GenerationJob, plans: OrderPlan[] | ManualOrder, tieBreak: TieBreakContext): void {
  job.state = 'done';
  if (quotation.situacao !== 'EM_ANALISE') {
    job.outcome = { gerando: false, dataMontagem: job.dataMontagem, sucesso: false, mensagem: FAILED_MESSAGE };
    return;
  }
  db.removeOrdersOf(quotation.id);
  recordGenerationTieBreak(db, quotation.id, tieBreak);
  if (plans instanceof ManualOrder) return finishManual(db, quotation, job, plans);
  dropManualOrder(db, quotation.id);
  const branchById = new Map(db.data.branches.map((branch) => [branch.id, branch]));
  for (const plan of plans) {
    const branch = branchById.get(plan.idCliente);
    addGeneratedOrder(db, quotation.id, { ...plan, cnpjCliente: branch?.cnpj ?? '', nomeFantasiaCliente: branch?.nomeFantasia ?? '' }, 'NAO_INICIADO');
  }
  quotation.pedidoGerado = job.manual ? 'MANUAL' : 'AUTOMATICO';
  job.outcome = {
    gerando: false,
    dataMontagem: job.dataMontagem,
    sucesso: true,
    pedidoGerado: quotation.pedidoGerado,
    quantidadePedidos: plans.length,
    quantidadeItens: plans.reduce((sum, plan) => sum + plan.picks.length, 0),
    pedidosAbaixoDoMinimo: plans.filter((plan) => plan.faltam > 0).length,
  };
}

/** A manual generation: the manual order replaces the quotation's orders; orders come later, with 'Inserir no Pedido'. */
function finishManual(db: MockDb, quotation: DbQuotation, job: GenerationJob, order: ManualOrder): void {
  commitManualOrder(db, order);
  quotation.pedidoGerado = 'MANUAL';
  const quantidadeItens = order.branches.reduce((sum, branch) => sum + order.summary(branch).products, 0);
  job.outcome = { gerando: false, dataMontagem: job.dataMontagem, sucesso: true, pedidoGerado: 'MANUAL', quantidadePedidos: 0, quantidadeItens, pedidosAbaixoDoMinimo: 0 };
}

/** What GET pedidoGerando and a repeated start answer about a job. */
export function generationState(job: GenerationJob | undefined): GeracaoPedidoDto {
  if (!job) return { gerando: false, dataMontagem: null };
  if (job.state === 'running') return { gerando: true, dataMontagem: job.dataMontagem };
  return job.outcome!;
}

/**
 * After a restart (mocks/db/persist/): a job that was running when the process stopped committed
 * nothing and has no slices left to run; it is forgotten, so a repeat of its key starts it again.
 */
export function forgetInterruptedGenerations(db: MockDb): void {
  const registry = generationsOf(db);
  for (const [key, job] of registry.byKey) if (job.state === 'running') registry.byKey.delete(key);
  for (const [idCotacao, job] of registry.latest) if (job.state === 'running') registry.latest.delete(idCotacao);
}

/** Whether a job is still working (its commit changes the database with no request to say so). */
export const generationRunning = (db: MockDb): boolean => [...generationsOf(db).latest.values()].some((job) => job.state === 'running');

export function latestGeneration(db: MockDb, idCotacao: number): GenerationJob | undefined {
  return generationsOf(db).latest.get(idCotacao);
}
