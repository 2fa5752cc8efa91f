import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MockDb } from '../core/database';
import { SAVED_CLASSES } from './savedClasses';
import { decodeSnapshot, encodeSnapshot, type Snapshot } from './snapshotCodec';

/**
 * The mock database in a data folder (docs/decisions.md "The embedded backend keeps its data"):
 * one file, `database.json`, replaced atomically. A save writes a temporary file, fsyncs it, keeps
 * the file it replaces as `database.previous.json` (a hard link), renames the new one over it and
 * fsyncs the folder; the first line holds the length and SHA-256 of the rest. A crash at any point
 * leaves a whole file to load: the new one, or the one before (a torn temporary file is ignored
 * and removed; a file whose checksum fails falls back to the previous one).
 */
export const DATABASE_FILE = 'database.json';
export const PREVIOUS_FILE = 'database.previous.json';
export const TEMPORARY_FILE = 'database.json.tmp';

interface Header {
  bytes: number;
  sha256: string;
}

const sha256 = (text: Buffer): string => createHash('sha256').update(text).digest('hex');

function fsyncPath(target: string, flags: string): void {
  const fd = fs.openSync(target, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Saves the whole database; answers the bytes written. */
export function saveDatabase(db: MockDb, folder: string): number {
  fs.mkdirSync(folder, { recursive: true });
  const body = Buffer.from(JSON.stringify(encodeSnapshot(db, SAVED_CLASSES)));
  const header: Header = { bytes: body.length, sha256: sha256(body) };
  const temporary = path.join(folder, TEMPORARY_FILE);
  const target = path.join(folder, DATABASE_FILE);
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(header)}\n`);
    fs.writeSync(fd, body);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (fs.existsSync(target)) {
    fs.rmSync(path.join(folder, PREVIOUS_FILE), { force: true });
    fs.linkSync(target, path.join(folder, PREVIOUS_FILE));
  }
  fs.renameSync(temporary, target);
  if (process.platform !== 'win32') fsyncPath(folder, 'r');
  return body.length;
}

/** The snapshot of one file, or null when it is missing, torn or fails its checksum. */
function readSnapshot(file: string): Snapshot | null {
  let content: Buffer;
  try {
    content = fs.readFileSync(file);
  } catch {
    return null;
  }
  const newline = content.indexOf(10);
  if (newline < 0) return null;
  try {
    const header = JSON.parse(content.subarray(0, newline).toString('utf8')) as Header;
    const body = content.subarray(newline + 1);
    if (body.length !== header.bytes || sha256(body) !== header.sha256) return null;
    return JSON.parse(body.toString('utf8')) as Snapshot;
  } catch {
    return null;
  }
}

/** The saved database of the folder (the last whole save), or null when there is none. */
export function loadDatabase(folder: string): MockDb | null {
  fs.rmSync(path.join(folder, TEMPORARY_FILE), { force: true });
  for (const name of [DATABASE_FILE, PREVIOUS_FILE]) {
    const snapshot = readSnapshot(path.join(folder, name));
    if (snapshot) return decodeSnapshot(snapshot, SAVED_CLASSES) as MockDb;
  }
  return null;
}

/** Forgets the folder's database (a start with fresh data). */
export function clearDatabase(folder: string): void {
  for (const name of [DATABASE_FILE, PREVIOUS_FILE, TEMPORARY_FILE]) fs.rmSync(path.join(folder, name), { force: true });
}
