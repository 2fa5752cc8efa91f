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

/** A message text longer than this is dropped before JSON.parse (issue 17 item 1; docs/decisions.md). */
export const MAX_INBOUND_CHARS = 64 * 1024;
/** Scroll offsets beyond this are not a real page: dropped rather than written into the layout. */
const MAX_OFFSET_PX = 1_000_000;
/** Keys that could reach a prototype if a later change merged the message into an object. */
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];

const isOffset = (v: unknown): v is number => isFiniteNumber(v) && v >= 0 && v <= MAX_OFFSET_PX;

function decode(data: unknown): Record<string, unknown> | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    if (data.length > MAX_INBOUND_CHARS) return null;
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  if (FORBIDDEN_KEYS.some((key) => Object.prototype.hasOwnProperty.call(value, key))) return null;
  return value as Record<string, unknown>;
}

function toInbound(message: Record<string, unknown>): InboundMessage | null {
  if (!isFiniteNumber(message.timestamp)) return null;
  if (message.action === 'atualizaLateral') {
    const id = typeof message.idCotacao === 'string' && /^\d{1,15}$/.test(message.idCotacao) ? Number(message.idCotacao) : message.idCotacao;
    return Number.isSafeInteger(id) && (id as number) > 0 ? { action: 'atualizaLateral', idCotacao: id as number } : null;
  }
  if (message.action === 'scroll') {
    if (!isOffset(message.top)) return null;
    const height = isOffset(message.height) && message.height > 0 ? message.height : undefined;
    return height === undefined ? { action: 'scroll', top: message.top } : { action: 'scroll', top: message.top, height };
  }
  return null;
}

/**
 * An inbound message, or null when it must be ignored: from an origin that is not allowed (an
 * opaque `null` origin never is), longer than MAX_INBOUND_CHARS, not JSON, not a plain object,
 * with a prototype key, without action and timestamp, an unknown action, or fields of the wrong
 * kind. Never throws, whatever `data` is (a getter that throws included).
 */
export function parseInbound(data: unknown, origin: string, allowedOrigins: readonly string[]): InboundMessage | null {
  if (origin === 'null' || !allowedOrigins.includes(origin)) return null;
  try {
    const message = decode(data);
    return message && toInbound(message);
  } catch {
    return null;
  }
}
