import { scrub, scrubText } from './scrub';
import { readJson, writeJson } from './storage';

/**
 * Failure reports. Every report is scrubbed, then kept in a bounded local journal for support
 * (DECISIONS 16) and handed to an external sink when one is installed (DECISIONS 6).
 */
export interface FailureRecord {
  at: string;
  kind: string;
  message: string;
  /** The screen that failed (pathname + search, scrubbed). */
  route?: string;
  context?: Record<string, unknown>;
}

export const JOURNAL_KEY = 'suporte:falhas';
export const JOURNAL_LIMIT = 100;

type Sink = (error: unknown, record: FailureRecord) => void;
let sink: Sink | null = null;
let journalReadOnly = false;

export function setErrorSink(next: Sink | null): void {
  sink = next;
}

/** In a diagnostic replay the failures belong to the bundle: the local journal is not written. */
export function setJournalReadOnly(readOnly: boolean): void {
  journalReadOnly = readOnly;
}

function currentRoute(): string | undefined {
  return typeof window === 'undefined' ? undefined : scrubText(`${window.location.pathname}${window.location.search}`);
}

export function readJournal(): FailureRecord[] {
  return readJson<FailureRecord[]>(JOURNAL_KEY, []);
}

export function clearJournal(): void {
  writeJson(JOURNAL_KEY, []);
}

export function reportError(error: unknown, kind = 'erro', context?: Record<string, unknown>): FailureRecord {
  const message = error instanceof Error ? error.message : String(error);
  const record: FailureRecord = {
    at: new Date().toISOString(),
    kind,
    message: scrubText(message),
    route: currentRoute(),
    ...(context && { context: scrub(context) }),
  };
  if (!journalReadOnly) writeJson(JOURNAL_KEY, [...readJournal(), record].slice(-JOURNAL_LIMIT));
  try {
    sink?.(error, record);
  } catch {
    // A broken sink must never break the app; the journal already has the record.
  }
  return record;
}
