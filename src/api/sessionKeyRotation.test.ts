import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signToken } from '../../mocks/auth/jwt';
import { db, installDb, resetDb, setKeyRotation } from '../../mocks/db/core/current';
import { loadDatabase, saveDatabase } from '../../mocks/db/persist/dataFolder';
import { readToken, writeToken } from '../shared/lib/tokenStorage';
import { http } from './http';

/**
 * A saved mock database signs sessions with its own key (mocks/db/core/current.ts, docs/decisions.md
 * "The embedded backend keeps its data"): a restart keeps them; a reset makes a new database with a
 * new key, so a session of the old one ends the app's usual way (401, 'Sessão expirada.', the
 * token dropped) instead of finding an empty world.
 */
const signIn = (): string => {
  const token = signToken({ sub: '1001', nome: 'Comprador', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
  writeToken(token);
  return token;
};

describe('the signing key of a saved mock database', () => {
  beforeEach(() => {
    setKeyRotation(true);
    resetDb('e2e');
  });
  afterEach(() => setKeyRotation(false));

  it('a reset rotates the key: the old session gets 401 and the app ends it as expired', async () => {
    const before = db().signingKey;
    const token = signIn();
    await expect(http<boolean>('/configuracao/tem/C_GERA_PEDIDO_MANUAL')).resolves.toBe(true);
    expect((await fetch('http://localhost/api/__mock/reset', { method: 'POST', body: '{}' })).status).toBe(200);
    expect(db().signingKey).not.toBe(before);
    const answer = await fetch('http://localhost/api/configuracao/tem/C_GERA_PEDIDO_MANUAL', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);
    await expect(http('/configuracao/tem/C_GERA_PEDIDO_MANUAL')).rejects.toMatchObject({ status: 401, message: 'Sessão expirada.' });
    expect(readToken()).toBeNull();
  });

  it('a restart on the same data folder keeps the session', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-key-'));
    try {
      signIn();
      saveDatabase(db(), folder);
      resetDb('e2e');
      installDb(loadDatabase(folder)!);
      await expect(http<boolean>('/configuracao/tem/C_GERA_PEDIDO_MANUAL')).resolves.toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
