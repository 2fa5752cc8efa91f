/**
 * A token bucket: up to `capacity` at once, refilled continuously at `perSecond`. Each allowed
 * event takes one token; with none left the event is dropped (not queued).
 */
export interface TokenBucket {
  tryTake(): boolean;
}

export function tokenBucket(capacity: number, perSecond: number, now: () => number = () => Date.now()): TokenBucket {
  let tokens = capacity;
  let last = now();
  return {
    tryTake() {
      const at = now();
      tokens = Math.min(capacity, tokens + (Math.max(0, at - last) * perSecond) / 1000);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Inbound limits of the embedded-mode bridge (docs/decisions.md, issue 17): every message from the
 * parent takes a token before it is even parsed (60 at once, 60 a second: a parent forwarding its
 * scroll once per animation frame fits); an atualizaLateral, which makes screens reload from the
 * API, takes one more from a smaller bucket (3 at once, 1 a second).
 */
export const INBOUND_LIMITS = {
  messages: { capacity: 60, perSecond: 60 },
  refreshes: { capacity: 3, perSecond: 1 },
} as const;
