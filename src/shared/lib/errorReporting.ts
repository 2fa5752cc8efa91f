import { buildFailureRecord, type FailureRecord } from './failureRecord';
import { scrubText } from './scrub';
import { readJson, userKey, writeJson } from './storage';

/**
 * Failure reports. Every report is scrubbed, then kept in a bounded local journal for support
 * (DECISIONS 16) and handed to an external sink when one is installed (DECISIONS 6).
 */
export type { FailureRecord };

export const JOURNAL_KEY = 'suporte:falhas';
export const JOURNAL_LIMIT = 100;
/** The journal's JSON stays within this many characters: the oldest records drop first. */
export const JOURNAL_SIZE_LIMIT = 50_000;

type Sink = (error: unknown, record: FailureRecord) => void;
let sink: Sink | null = null;
let journalReadOnly = false;
/** Whose journal is written and read: the signed-in user's (`u:{sub}:suporte:falhas`), or nobody's. */
let journalOwner: string | null = null;

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

/** Set by the store as the session changes: another user never reads this user's failures. */
export function setJournalOwner(sub: string | null): void {
  journalOwner = sub;
}

const journalKey = (): string => (journalOwner ? userKey(journalOwner, JOURNAL_KEY) : JOURNAL_KEY);

export function readJournal(): FailureRecord[] {
  const records = readJson<unknown>(journalKey(), []);
  return Array.isArray(records) ? (records as FailureRecord[]) : [];
}

export function clearJournal(): void {
  writeJson(journalKey(), []);
}

/** A ring: at most JOURNAL_LIMIT records and JOURNAL_SIZE_LIMIT characters, the newest kept. */
function appendToJournal(record: FailureRecord): void {
  const records = [...readJournal(), record].slice(-JOURNAL_LIMIT);
  let size = JSON.stringify(records).length;
  while (records.length > 0 && size > JOURNAL_SIZE_LIMIT) size -= JSON.stringify(records.shift()).length + 1;
  writeJson(journalKey(), records);
}

export function reportError(error: unknown, kind = 'erro', context?: Record<string, unknown>): FailureRecord {
  const record = buildFailureRecord(error, kind, currentRoute(), context);
  if (!journalReadOnly) appendToJournal(record);
  try {
    sink?.(error, record);
  } catch {
    // A broken sink must never break the app; the journal already has the record.
  }
  return record;
}
