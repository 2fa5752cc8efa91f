import type fc from 'fast-check';
import { callApi as callMockApi } from './apiCall';
import type { OrderWorld } from './world';

/**
 * One buyer action: done through the API, then every invariant checked against the API's answer.
 * The model is the world itself (what the API shows plus the warnings the buyer saw).
 */
/** What a step answers when it found nothing to act on (no call made, nothing to read again). */
export interface Nothing {
  nothing: string;
}

export const nothing = (why: string): Nothing => ({ nothing: why });

export class Step implements fc.AsyncCommand<OrderWorld, OrderWorld> {
  constructor(
    private readonly label: string,
    private readonly act: (world: OrderWorld) => Promise<string | Nothing | void>,
  ) {}

  check(): boolean {
    return true;
  }

  async run(_model: OrderWorld, world: OrderWorld): Promise<void> {
    const outcome = await this.act(world);
    if (typeof outcome === 'object') world.steps.push(`${this.label} [${outcome.nothing}]`);
    else await world.settle(outcome ? `${this.label} [${outcome}]` : this.label);
  }

  toString(): string {
    return this.label;
  }
}

/** An action call: a refusal (4xx) is an answer the buyer sees; a server error is a failure. */
export async function act<T>(path: string, init: { method?: string; body?: unknown; key?: string } = { method: 'POST' }): Promise<{ status: number; body: T }> {
  const answer = await callMockApi<T>(path, { method: 'POST', ...init });
  if (answer.status >= 500) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}
