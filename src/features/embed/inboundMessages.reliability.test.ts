import { recentQuotationChanged } from '../../shared/lib/appEvents';
import { DEFAULT_TIMING } from '../../shared/saga/timing';
import { recordFigure, recordZero } from '../../test/reliabilityFigures';
import { PARENT, startBridge } from './bridgeHarness';
import { MAX_INBOUND_CHARS, parseInbound } from './parentMessages';
import { malformedPayloads } from './malformedPayloads';
import { INBOUND_LIMITS } from './tokenBucket';

/**
 * Issue 17 item 1 (OWASP ASVS V3.5.5): what the parent page sends the bridge. Only well-formed
 * atualizaLateral/scroll from the allowed parent change anything; look-alike origins and malformed
 * payloads change nothing, the handler never throws, and a flood is rate-limited.
 */
const AREA = '1 Incorporação';
const VIEWPORT_TOP = '--parent-viewport-top';
const now = () => Date.now();
const refreshMessage = (idCotacao = 41) => JSON.stringify({ action: 'atualizaLateral', idCotacao, timestamp: now() });
const scrollMessage = (top: number) => JSON.stringify({ action: 'scroll', top, height: 500, timestamp: now() });

let uncaught = 0;
const onWindowError = () => (uncaught += 1);
let stop: (() => void) | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.style.removeProperty(VIEWPORT_TOP);
  uncaught = 0;
  window.addEventListener('error', onWindowError);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  window.removeEventListener('error', onWindowError);
  jest.useRealTimers();
});

/** A running bridge and what the parent's messages changed: refreshes asked for and the viewport top set. */
function bridge() {
  const run = startBridge(DEFAULT_TIMING);
  stop = () => run.task.cancel();
  const viewportWrites = jest.spyOn(document.documentElement.style, 'setProperty');
  const changes = () => run.put.filter((a) => recentQuotationChanged.match(a)).length + viewportWrites.mock.calls.filter(([name]) => name === VIEWPORT_TOP).length;
  /** One message from `origin` through the real window listener, after the buckets have refilled (a rejection is never the rate limit). */
  const send = (data: unknown, origin = PARENT) => {
    jest.advanceTimersByTime(5_000);
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: run.parent }));
  };
  const restore = stop;
  stop = () => {
    restore();
    viewportWrites.mockRestore();
  };
  return { ...run, changes, send, viewportWrites };
}

describe('inbound messages from the parent page', () => {
  it('from the allowed origin, atualizaLateral refreshes the side column and scroll places the dialogs', () => {
    const { send, put } = bridge();
    send(refreshMessage(41));
    send(scrollMessage(640));
    expect(put.filter((a) => recentQuotationChanged.match(a)).map((a) => a.payload)).toEqual([{ idCotacao: 41 }]);
    expect(document.documentElement.style.getPropertyValue(VIEWPORT_TOP)).toBe('640px');
  });

  it('from look-alike origins changes nothing (and the same message from the parent still does)', () => {
    const lookAlikes = [
      'https://sub.portal.exemplo.com.br', // a sub-domain of the allowed one
      'https://www.portal.exemplo.com.br',
      'http://portal.exemplo.com.br', // http instead of https
      'null', // sandboxed frame, file: or data: page
      '',
      'https://portal.exemplo.com.br.evil.test', // suffix trick
      'https://portal.exemplo.com.br%2eevil.test',
      'https://evilportal.exemplo.com.br', // prefix tricks
      'https://evil-portal.exemplo.com.br',
      'https://evil.test/https://portal.exemplo.com.br',
      'https://portal.exemplo.com.br:8443', // another port
      'https://portal.exemplo.com.br/', // not an origin
      'HTTPS://PORTAL.EXEMPLO.COM.BR',
      'https://portal.exemplo.com.b',
      'https://portal.exemplo.com',
      'https://portal.exemplo.com.br@evil.test',
      'https://xn--portal-exemplo-com-br.evil.test',
      ' https://portal.exemplo.com.br',
    ];
    const { send, changes } = bridge();
    for (const origin of lookAlikes) {
      send(refreshMessage(), origin);
      send(scrollMessage(777), origin);
    }
    const accepted = recordZero('embed.lookalikeAccepted', AREA, `mensagens de ${lookAlikes.length} origens parecidas aceitas`, changes());
    expect(accepted).toBe(0);
    send(refreshMessage(), PARENT);
    expect(changes()).toBe(1);
  });

  it('with ≥ 50 malformed payloads from the parent changes nothing, pollutes no prototype and never throws', () => {
    const payloads = malformedPayloads(now());
    recordFigure({ id: 'embed.malformedPayloadCount', area: AREA, label: 'cargas malformadas enviadas pela página-mãe', value: payloads.length, target: '≥ 50', pass: payloads.length >= 50 });
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    const { send, changes, task } = bridge();
    let thrown = 0;
    let parsed = 0;
    for (const { data } of payloads) {
      try {
        if (parseInbound(data, PARENT, [PARENT]) !== null) parsed += 1;
        send(data);
      } catch {
        thrown += 1;
      }
    }
    const polluted = ['polluted', 'isAdmin'].filter((key) => key in {} || key in Object.prototype).length;
    const accepted = recordZero('embed.malformedAccepted', AREA, `cargas malformadas aceitas (de ${payloads.length})`, changes() + parsed + polluted);
    const throws = recordZero('embed.handlerThrows', AREA, 'exceções do tratador de mensagens', thrown + uncaught);
    expect(accepted).toBe(0);
    expect(throws).toBe(0);
    expect(task.isRunning()).toBe(true);
    send(refreshMessage());
    expect(changes()).toBe(1);
  });

  it('drops a text longer than 64 KB before parsing it, and accepts the same message just under', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const padded = (length: number) => {
      const base = refreshMessage();
      return `${base.slice(0, -1)},"pad":"${'x'.repeat(length - base.length - 9)}"}`;
    };
    expect(padded(MAX_INBOUND_CHARS + 1)).toHaveLength(MAX_INBOUND_CHARS + 1);
    expect(parseInbound(padded(MAX_INBOUND_CHARS + 1), PARENT, [PARENT])).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    expect(parseInbound(padded(MAX_INBOUND_CHARS), PARENT, [PARENT])).toEqual({ action: 'atualizaLateral', idCotacao: 41 });
    parse.mockRestore();
  });
});

describe('a flood of 1,000 messages in one second', () => {
  let parentWindow: Window;
  /**
   * Sends `count` messages 1 ms apart (fake time) and returns the CPU time of each handler run, in
   * ms (this process's CPU, not the wall clock: other processes on a loaded machine do not count).
   */
  function flood(send: (event: MessageEvent) => void, message: (i: number) => string, count = 1000): number[] {
    const took: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const event = new MessageEvent('message', { data: message(i), origin: PARENT, source: parentWindow });
      const started = process.cpuUsage();
      send(event);
      const { user, system } = process.cpuUsage(started);
      took.push((user + system) / 1000);
      jest.advanceTimersByTime(1);
    }
    return took;
  }

  it('is rate-limited by the token buckets, and the handler keeps the page responsive', () => {
    const { parent, put, viewportWrites } = bridge();
    parentWindow = parent;
    const send = (event: MessageEvent) => window.dispatchEvent(event);
    const refreshes = () => put.filter((a) => recentQuotationChanged.match(a)).length;
    const scrolls = () => viewportWrites.mock.calls.filter(([name]) => name === VIEWPORT_TOP).length;

    const refreshTook = flood(send, (i) => refreshMessage(i + 1));
    const refreshLimit = INBOUND_LIMITS.refreshes.capacity + INBOUND_LIMITS.refreshes.perSecond;
    recordFigure({ id: 'embed.floodRefreshApplied', area: AREA, label: 'atualizaLateral aplicadas de 1.000 em 1 s', value: refreshes(), target: `≤ ${refreshLimit}`, pass: refreshes() <= refreshLimit });
    expect(refreshes()).toBeGreaterThan(0);
    expect(refreshes()).toBeLessThanOrEqual(refreshLimit);

    jest.advanceTimersByTime(5_000);
    const scrollTook = flood(send, (i) => scrollMessage(i));
    const scrollLimit = INBOUND_LIMITS.messages.capacity + INBOUND_LIMITS.messages.perSecond;
    recordFigure({ id: 'embed.floodScrollApplied', area: AREA, label: 'scroll aplicadas de 1.000 em 1 s', value: scrolls(), target: `≤ ${scrollLimit}`, pass: scrolls() <= scrollLimit });
    expect(scrolls()).toBeGreaterThan(0);
    expect(scrolls()).toBeLessThanOrEqual(scrollLimit);

    // The costliest flood: texts just under 64 KB, each one a parse if it gets past the bucket.
    jest.advanceTimersByTime(5_000);
    const bigBase = refreshMessage();
    const big = `${bigBase.slice(0, -1)},"pad":"${'x'.repeat(MAX_INBOUND_CHARS - bigBase.length - 9)}"}`;
    const bigTook = flood(send, () => big);

    // CPU time spent in the handler: the whole of the busiest flood, the longest message and the 99th percentile.
    const floods = [refreshTook, scrollTook, bigTook];
    const round = (ms: number) => Math.round(ms * 100) / 100;
    const total = round(Math.max(...floods.map((took) => took.reduce((sum, ms) => sum + ms, 0))));
    const p99 = round(Math.max(...floods.map((took) => [...took].sort((a, b) => a - b)[Math.floor(took.length * 0.99)])));
    recordFigure({ id: 'embed.floodHandlerTotalMs', area: AREA, label: 'tempo de CPU do tratador para 1.000 mensagens (pior enxurrada)', value: total, target: '≤ 250 ms', pass: total <= 250, unit: 'ms' });
    const longest = round(Math.max(...floods.flat()));
    recordFigure({ id: 'embed.floodHandlerMaxMs', area: AREA, label: 'maior tempo de CPU de uma mensagem na enxurrada', value: longest, target: '≤ 50 ms', pass: longest <= 50, unit: 'ms' });
    recordFigure({ id: 'embed.floodHandlerP99Ms', area: AREA, label: 'tempo de CPU de uma mensagem na enxurrada (p99)', value: p99, target: '≤ 16 ms', pass: p99 <= 16, unit: 'ms' });
    expect(total).toBeLessThanOrEqual(250);
    expect(p99).toBeLessThanOrEqual(16);
    expect(longest).toBeLessThanOrEqual(50); // no message makes a long task
    expect(uncaught).toBe(0);
  });
});
