import type { Page } from '../../../src/api/dto';
import type { RespostaItemDto } from '../../../src/api/resumoRespostaDto';
import { DEMO_USERS } from '../../auth/users';
import { FaultRegistry } from './faults';
import { generateScenario } from './generate';
import { addToGroup, groupBy, indexBy } from './indexes';
import { LazyPartitions } from './lazyPartitions';
import { ItemRevisions } from './itemRevisions';
import { buildAnswerItems } from '../answers/answerItems';
import { buildOrderItems } from './orderItems';
import { buildGeneratedItems, type GeneratedOrder } from './generatedOrders';
import { computeOrderTotals, type OrderTotals } from './orderTotals';
import { DerivedCaches } from './derivedCaches';
import { MockTables } from './mockTables';
import { SCENARIOS } from './scenarios';
import type { DbAnswer, DbOrder, DbOrderItem, DbProduct, DbQuotation, DbRepresentative, DbSupplier, DbUser, GeneratedData, ScenarioName } from './types';

/** Configuration flags answered by GET /configuracao/tem/{flag}. */
const DEFAULT_FLAGS: Record<string, boolean> = {
  C_GERA_PEDIDO_MANUAL: true,
  C_ENVIO_PEDIDO_COM_MINIMO_FATURAMENTO: true,
  C_PREFERENCIAS_PEDIDO: true,
  // The manual order: expired answers stay editable and can be sent (spec 02 §2.2 envioRespostasVencidas).
  C_ENVIO_RESPOSTAS_VENCIDAS: false,
};

const NONE: readonly never[] = [];

/** The signing key of databases that keep one key (tests, the in-memory scenarios): MOCK_JWT_SECRET or a fixed development secret. */
export const DEVELOPMENT_SIGNING_KEY = process.env.MOCK_JWT_SECRET ?? 'mock-api-development-secret';

/**
 * The in-memory backend: everything the handlers read and change, each table a named field. One
 * instance per scenario run; no module of mocks/db or mocks/handlers keeps state of its own: the
 * buyers' changes are the fields of MockTables (core/mockTables.ts), figures derived from them are
 * in `caches` (core/derivedCaches.ts, never saved). Next to the arrays of `data` it keeps indexes
 * (by id, answers and orders by quotation, answers still pending by quotation), so no handler
 * scans a whole table; rows are added through addQuotation / addAnswer / addOrder, which keep
 * them up to date.
 */
export class MockDb extends MockTables {
  readonly users: DbUser[] = DEMO_USERS.map((u) => ({ ...u }));
  readonly flags: Record<string, boolean> = { ...DEFAULT_FLAGS };
  readonly faults = new FaultRegistry();
  readonly data: GeneratedData;
  /** The scenario's seed: derived data (answer items, their coverage) is built from it. */
  readonly scenarioSeed: number;
  readonly productById: Map<number, DbProduct>;
  readonly quotationById: Map<number, DbQuotation>;
  readonly supplierById: Map<number, DbSupplier>;
  readonly representativeById: Map<number, DbRepresentative>;
  readonly representativesBySupplier: Map<number, DbRepresentative[]>;
  readonly answersByQuotation: Map<number, DbAnswer[]>;
  readonly answerById: Map<number, DbAnswer>;
  /** What each answer answered, product by product (mocks/db/answers/answerItems.ts), built on first use. */
  readonly answerItems: LazyPartitions<number, RespostaItemDto>;
  /** Simulated answers not settled yet (mocks/db/answers/answerSimulation.ts), by quotation. */
  readonly pendingAnswersByQuotation = new Map<number, DbAnswer[]>();
  readonly orderById: Map<number, DbOrder>;
  readonly ordersByQuotation: Map<number, DbOrder[]>;
  readonly orderItems: LazyPartitions<number, DbOrderItem>;
  /** Orders made by order generation (mocks/db/generation/generationJobs.ts): their items come from the answers chosen. */
  readonly generatedOrders = new Map<number, GeneratedOrder>();
  /** Versions of order items and each quotation's log of item changes (mocks/db/core/itemRevisions.ts). */
  readonly itemRevisions = new ItemRevisions();
  /** Totals per branch order, dropped when its items are taken for editing (orderItems.edit). */
  private readonly totalsByOrder = new Map<number, OrderTotals>();
  private sequence = 100_000;
  /** Figures derived from the rest, rebuilt on demand and never saved (core/derivedCaches.ts). */
  readonly caches = new DerivedCaches();
  /** The simulation's clock: real time plus an offset that tests may advance (POST /__mock/clock). */
  clockOffsetMs = 0;

  constructor(
    readonly scenario: ScenarioName,
    readonly createdAt: Date = new Date(),
    /** The secret the session tokens are signed with (mocks/auth/jwt.ts): a new database may get a new one, so older sessions end. */
    readonly signingKey: string = DEVELOPMENT_SIGNING_KEY,
  ) {
    super();
    const shape = SCENARIOS[scenario];
    this.data = generateScenario(shape, createdAt);
    this.scenarioSeed = shape.seed;
    this.productById = new Map(this.data.products.map((p) => [p.id, p]));
    this.quotationById = indexBy(this.data.quotations, (q) => q.id);
    this.supplierById = indexBy(this.data.suppliers, (s) => s.id);
    this.representativeById = indexBy(this.data.representatives, (r) => r.id);
    this.representativesBySupplier = groupBy(this.data.representatives, (r) => r.idFornecedor);
    this.answersByQuotation = groupBy(this.data.answers, (a) => a.idCotacao);
    this.answerById = indexBy(this.data.answers, (a) => a.id);
    const [buildAnswerItems, buildOrderItems, onOrderEdit] = this.partitionBuilders();
    this.answerItems = new LazyPartitions(buildAnswerItems, 200);
    for (const answer of this.data.answers) if (answer.pendente) addToGroup(this.pendingAnswersByQuotation, answer.idCotacao, answer);
    this.orderById = indexBy(this.data.orders, (o) => o.idPedido);
    this.ordersByQuotation = groupBy(this.data.orders, (o) => o.idCotacao);
    this.orderItems = new LazyPartitions(buildOrderItems, 400, onOrderEdit);
  }

  /** Gives the item partitions their builders again after a load (mocks/db/persist/: functions are not saved). */
  wirePartitions(): void {
    const [buildAnswerItems, buildOrderItems, onOrderEdit] = this.partitionBuilders();
    this.answerItems.wire(buildAnswerItems);
    this.orderItems.wire(buildOrderItems, onOrderEdit);
  }

  private partitionBuilders(): [(idResposta: number) => RespostaItemDto[], (idPedido: number) => DbOrderItem[], (idPedido: number) => void] {
    const shape = SCENARIOS[this.scenario];
    const buildAnswers = (idResposta: number): RespostaItemDto[] => {
      const answer = this.answerById.get(idResposta);
      const quotation = answer && this.quotationById.get(answer.idCotacao);
      return answer && quotation ? buildAnswerItems(answer, quotation, this.productById, shape.seed) : [];
    };
    const buildOrder = (idPedido: number): DbOrderItem[] => {
      const order = this.orderById.get(idPedido);
      if (!order) return [];
      const generated = this.generatedOrders.get(idPedido);
      if (generated) return buildGeneratedItems(order, generated, this.answerItems.get(generated.idResposta), this.productById);
      const quotation = this.quotationById.get(order.idCotacao)!;
      // The power quotation's leading supplier orders its first product at every branch (the widest mass edit).
      const fromFirstProduct = shape.powerQuotation !== undefined && quotation.filiais.length === shape.powerQuotation.branches && order.idFornecedor === quotation.participantes[0]?.idFornecedor;
      return buildOrderItems(order, quotation, this.productById, shape.seed, { ruleSamples: shape.quantityRuleSamples, fromFirstProduct });
    };
    return [buildAnswers, buildOrder, (idPedido) => this.totalsByOrder.delete(idPedido)];
  }

  addQuotation(quotation: DbQuotation): void {
    this.data.quotations.push(quotation);
    this.quotationById.set(quotation.id, quotation);
  }

  addAnswer(answer: DbAnswer): void {
    this.data.answers.push(answer);
    addToGroup(this.answersByQuotation, answer.idCotacao, answer);
    this.answerById.set(answer.id, answer);
    if (answer.pendente) addToGroup(this.pendingAnswersByQuotation, answer.idCotacao, answer);
  }

  /** An answer that waits again (a due-date change reopened it): settled like any pending answer. */
  trackPending(answer: DbAnswer): void {
    if (answer.pendente) addToGroup(this.pendingAnswersByQuotation, answer.idCotacao, answer);
  }

  addOrder(order: DbOrder): void {
    this.data.orders.push(order);
    this.orderById.set(order.idPedido, order);
    addToGroup(this.ordersByQuotation, order.idCotacao, order);
  }

  /** Drops every order of a quotation (order generation replaces them), with their items and totals. */
  removeOrdersOf(idCotacao: number): void {
    const gone = this.ordersByQuotation.get(idCotacao);
    if (!gone) return;
    const ids = new Set(gone.map((order) => order.idPedido));
    let kept = 0;
    for (const order of this.data.orders) if (!ids.has(order.idPedido)) this.data.orders[kept++] = order;
    this.data.orders.length = kept;
    for (const idPedido of ids) {
      this.orderById.delete(idPedido);
      this.orderItems.forget(idPedido);
      this.totalsByOrder.delete(idPedido);
      this.generatedOrders.delete(idPedido);
    }
    this.ordersByQuotation.delete(idCotacao);
  }

  /** Drops one branch order (a deleted combo order) with its items; the quotation keeps its list (same array). */
  removeOrder(idPedido: number): void {
    const order = this.orderById.get(idPedido);
    if (!order) return;
    const at = this.data.orders.indexOf(order);
    if (at >= 0) this.data.orders.splice(at, 1);
    const list = this.ordersByQuotation.get(order.idCotacao);
    const position = list ? list.indexOf(order) : -1;
    if (list && position >= 0) list.splice(position, 1);
    this.orderById.delete(idPedido);
    this.orderItems.forget(idPedido);
    this.totalsByOrder.delete(idPedido);
    this.generatedOrders.delete(idPedido);
  }

  answersOf(idCotacao: number): readonly DbAnswer[] {
    return this.answersByQuotation.get(idCotacao) ?? NONE;
  }

  /** A combo order (made by Combo, changed only there: the automatic order's deletions and mass edits leave it out). */
  isComboOrder(idPedido: number): boolean {
    return this.generatedOrders.get(idPedido)?.combo === true;
  }

  ordersOf(idCotacao: number): readonly DbOrder[] {
    return this.ordersByQuotation.get(idCotacao) ?? NONE;
  }

  /** A branch order's totals from its items, cached until its items are edited. */
  orderTotals(idPedido: number): OrderTotals {
    let totals = this.totalsByOrder.get(idPedido);
    if (!totals) {
      totals = computeOrderTotals(this.orderItems.get(idPedido));
      this.totalsByOrder.set(idPedido, totals);
    }
    return totals;
  }

  /** The supplier's trade name ('' for an unknown supplier). */
  supplierName(idFornecedor: number): string {
    return this.supplierById.get(idFornecedor)?.nomeFantasia ?? '';
  }

  /** The representative's name ('' for an unknown one). */
  representativeName(idRepresentante: number): string {
    return this.representativeById.get(idRepresentante)?.nome ?? '';
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  nextId(): number {
    this.sequence += 1;
    return this.sequence;
  }

  userBySub(sub: string): DbUser | undefined {
    return this.users.find((u) => u.sub === sub);
  }
}

/** Cuts a list into the paged answer shape the backend uses (page is zero-based). */
export function toPage<T>(all: T[], page: number, size: number): Page<T> {
  const safeSize = Math.max(1, size);
  const totalPages = Math.ceil(all.length / safeSize);
  const content = all.slice(page * safeSize, page * safeSize + safeSize);
  return {
    content,
    totalElements: all.length,
    totalPages,
    number: page,
    size: safeSize,
    numberOfElements: content.length,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}
