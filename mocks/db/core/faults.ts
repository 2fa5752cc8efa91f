/**
 * Fault injection per route, for tests and demos of failure states: answer with a status, wait,
 * drop the connection, send a body that is not JSON, an HTML page or nothing (with a Retry-After), or handle the request and
 * then lose its answer. Rules match on method and a path suffix
 * pattern (":param" segments match anything) and may apply a limited number of times.
 */
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  networkError?: boolean;
  malformed?: boolean;
  /**
   * 'Commit then drop': the request is handled for real (its change is committed), then its answer
   * is lost: the connection drops, or the given status (502) comes instead of the answer.
   */
  commitThenDrop?: boolean;
  /** A Retry-After header (seconds) on the faulted answer (502/503). */
  retryAfter?: number;
  /** An HTML error page instead of JSON (with status, 200 when absent), as a proxy in front of the API sends. */
  html?: boolean;
  /** An empty body (with status, 200 when absent). */
  empty?: boolean;
  /** How many matching requests it applies to; unlimited when absent. */
  times?: number;
}

interface ActiveRule extends FaultRule {
  matcher: RegExp;
  used: number;
}

export class FaultRegistry {
  private rules: ActiveRule[] = [];

  add(rule: FaultRule): void {
    const pattern = rule.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    this.rules.push({ ...rule, matcher: new RegExp(`${pattern}$`), used: 0 });
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule that applies to this request, counted as used. */
  take(method: string, pathname: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) => (!r.method || r.method.toUpperCase() === method.toUpperCase()) && r.matcher.test(pathname) && (r.times === undefined || r.used < r.times),
    );
    if (rule) rule.used += 1;
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map(({ matcher: _matcher, used: _used, ...rule }) => rule);
  }
}
