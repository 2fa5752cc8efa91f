import { cents } from '../../../src/domain/money';

/** A small seeded PRNG (mulberry32) so every scenario is the same on every run and machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  money(min: number, max: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
    money: (min, max) => cents(min + next() * (max - min)),
  };
}

/**
 * The same stream as createRandom(seed) after `draws` values were taken from it (mulberry32 moves
 * its state by a constant per draw): random access into a seeded stream, so one answer item can be
 * built without building the ones before it (mocks/db/answers/answerItems.ts answerItemAt).
 */
export function createRandomAfter(seed: number, draws: number): Random {
  return createRandom(((seed >>> 0) + Math.imul(draws, 0x6d2b79f5)) >>> 0);
}

/** A reusable reader of seeded streams at any position (no object per read): the hot loops of the manual order. */
export class RandomCursor {
  private state = 0;

  /** Positions the cursor where createRandomAfter(seed, draws) would start. */
  at(seed: number, draws: number): this {
    this.state = ((seed >>> 0) + Math.imul(draws, 0x6d2b79f5)) >>> 0;
    return this;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** Derives a stable seed from a few numbers (scenario seed, entity id, …). */
export function seedOf(...parts: number[]): number {
  let hash = 2166136261;
  for (const part of parts) {
    hash ^= part;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
