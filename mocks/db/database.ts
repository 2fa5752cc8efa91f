import type { Page } from '../../src/api/dto';
import { DEMO_USERS } from '../auth/users';
import { FaultRegistry } from './faults';
import { generateScenario, type GeneratedData } from './generate';
import { LazyPartitions } from './lazyPartitions';
import { buildOrderItems } from './orderItems';
import { SCENARIOS } from './scenarios';
import type { DbOrderItem, DbProduct, DbQuotation, DbUser, ScenarioName } from './types';

/** Configuration flags answered by GET /configuracao/tem/{flag}. */
const DEFAULT_FLAGS: Record<string, boolean> = {
  C_GERA_PEDIDO_MANUAL: true,
  C_ENVIO_PEDIDO_COM_MINIMO_FATURAMENTO: true,
  C_PREFERENCIAS_PEDIDO: true,
};

/**
 * The in-memory backend: everything the handlers read and change. One instance per scenario
 * run; handlers never keep state of their own.
 */
export class MockDb {
  readonly users: DbUser[] = DEMO_USERS.map((u) => ({ ...u }));
  readonly flags: Record<string, boolean> = { ...DEFAULT_FLAGS };
  readonly faults = new FaultRegistry();
  readonly data: GeneratedData;
  readonly productById: Map<number, DbProduct>;
  readonly quotationById: Map<number, DbQuotation>;
  readonly orderItems: LazyPartitions<number, DbOrderItem>;
  private sequence = 100_000;
  /** The simulation's clock: real time plus an offset that tests may advance (POST /__mock/clock). */
  clockOffsetMs = 0;

  constructor(
    readonly scenario: ScenarioName,
    readonly createdAt: Date = new Date(),
  ) {
    const shape = SCENARIOS[scenario];
    this.data = generateScenario(shape, createdAt);
    this.productById = new Map(this.data.products.map((p) => [p.id, p]));
    this.quotationById = new Map(this.data.quotations.map((q) => [q.id, q]));
    const orderById = new Map(this.data.orders.map((o) => [o.idPedido, o]));
    this.orderItems = new LazyPartitions((idPedido) => {
      const order = orderById.get(idPedido);
      if (!order) return [];
      return buildOrderItems(order, this.quotationById.get(order.idCotacao)!, this.productById, shape.seed);
    }, 400);
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
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}
