import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MockDb } from './database';
import { setSicSempre, sicFlags } from '../generation/sicFlags';
import { storeSignup, signupsOf } from '../admin/signups';
import { setChannel, supplierChannel } from '../sending/supplierChannels';

/**
 * Every table of the mock database is a named field of MockDb (core/mockTables.ts, core/derivedCaches.ts):
 * no module of mocks/db or mocks/handlers keeps data of its own, so two databases never share a
 * change and saving the MockDb fields saves everything.
 */
const ROOTS = ['mocks/db', 'mocks/handlers'].map((dir) => path.resolve(__dirname, '../../..', dir));

/** Module-level bindings that are not database state, with why. */
const ALLOWED_LET: Record<string, string> = {
  'db/core/current.ts': 'which database this process serves',
  'db/core/catalog.ts': 'the catalogue CSV parsed once (read-only)',
  'handlers/faultHandlers.ts': 'the handler list a fault runs (wiring)',
  'handlers/cspReportHandlers.ts': 'browser CSP reports, kept across resets on purpose',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Top-level statements that hold mutable data: a `let`, or an empty Map/Set/WeakMap/array keyed by the database or by nothing in particular. */
function moduleState(file: string): string[] {
  const relative = path.relative(path.resolve(__dirname, '../..'), file);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^(export )?let /.test(line) ? !(relative in ALLOWED_LET) : /^(export )?const \w+(: [^=]+)? = new (WeakMap<(MockDb|object)|Map<[^>]*>\(\)|Set<[^>]*>\(\))/.test(line) || /^(export )?const \w+: (?!readonly)[^=]*\[\] = \[\];/.test(line))
    .map((line) => `${relative}: ${line.trim()}`);
}

describe('mock state in the open', () => {
  it('no module of mocks/db or mocks/handlers keeps a table of its own', () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(moduleState)).toEqual([]);
  });

  it('the scan sees a table kept beside the database', () => {
    // Outside the source folders, so no other test file reading them meets it.
    const planted = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'planted-')), 'planted.ts');
    fs.writeFileSync(planted, 'const byDb = new WeakMap<MockDb, number>();\nlet count = 0;\n');
    try {
      expect(moduleState(planted)).toHaveLength(2);
    } finally {
      fs.unlinkSync(planted);
    }
  });

  it('a change to one database leaves another untouched', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const [changed, other] = [new MockDb('e2e', now), new MockDb('e2e', now)];
    const quotation = changed.data.quotations[0];
    const order = changed.data.orders[0];
    setSicSempre(changed, quotation.idComprador, true);
    storeSignup(changed, { cnpj: '00.000.000/0001-91' } as unknown as Parameters<typeof storeSignup>[1]);
    setChannel(changed, order.idPedido, { situacao: 'ENVIADO_FTP', tipoPagamento: 'PADRAO', ofertas: [] });
    expect(changed.sicAlways.get(quotation.idComprador)).toBe(true);
    expect(signupsOf(changed)).toHaveLength(1);
    expect(sicFlags(other, other.data.quotations[0]).sicSempre).toBe(false);
    expect(signupsOf(other)).toEqual([]);
    expect(supplierChannel(other, other.data.orders[0]).situacao).not.toBe('ENVIADO_FTP');
  });
});
