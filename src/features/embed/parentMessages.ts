import type { ParentRequest } from '../../shared/lib/appEvents';

/**
 * The embedded-mode message schema (spec 01 §4, DECISIONS 8). Every message is a JSON text
 * with `action` and `timestamp` (ms since the epoch) plus the action's own fields.
 */
export type OutboundMessage =
  | ParentRequest
  | { action: 'size'; height: number; width: number }
  | { action: 'modal'; open: boolean }
  | { action: 'scroll'; top: number }
  | { action: 'iframeZIndexUp' }
  | { action: 'iframeZIndexDown' }
  | { action: 'tolvnow' };

export type InboundMessage = { action: 'atualizaLateral'; idCotacao: number } | { action: 'scroll'; top: number; height?: number };

export function toWire(message: OutboundMessage, now: number): string {
  return JSON.stringify({ ...message, timestamp: now });
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * An inbound message, or null when it must be ignored: from an origin that is not allowed,
 * not JSON, without action and timestamp, an unknown action, or fields of the wrong kind.
 */
export function parseInbound(data: unknown, origin: string, allowedOrigins: readonly string[]): InboundMessage | null {
  if (!allowedOrigins.includes(origin)) return null;
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  if (!isFiniteNumber(message.timestamp)) return null;
  if (message.action === 'atualizaLateral') {
    const id = typeof message.idCotacao === 'string' && /^\d+$/.test(message.idCotacao) ? Number(message.idCotacao) : message.idCotacao;
    return Number.isSafeInteger(id) && (id as number) > 0 ? { action: 'atualizaLateral', idCotacao: id as number } : null;
  }
  if (message.action === 'scroll') {
    if (!isFiniteNumber(message.top) || message.top < 0) return null;
    const height = isFiniteNumber(message.height) && message.height > 0 ? message.height : undefined;
    return height === undefined ? { action: 'scroll', top: message.top } : { action: 'scroll', top: message.top, height };
  }
  return null;
}
