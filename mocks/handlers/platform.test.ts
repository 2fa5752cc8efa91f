import { signToken, verifyToken } from '../auth/jwt';
import { db } from '../db/core/current';

describe('mock API platform', () => {
  it('issues real signed tokens and refuses tampered or expired ones', () => {
    const token = signToken({ sub: '1001', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
    expect(verifyToken(token)?.sub).toBe('1001');
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1002', authorities: [] })).toString('base64url')}.${s}`;
    expect(verifyToken(forged)).toBeNull();
    expect(verifyToken(signToken({ sub: '1001', authorities: [] }, 60, Date.now() - 120_000))).toBeNull();
  });

  it('login answers a token with the subject and authorities, and 401 for a wrong password', async () => {
    const ok = await fetch('http://localhost/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    const { jwttoken } = (await ok.json()) as { jwttoken: string };
    expect(verifyToken(jwttoken)).toMatchObject({ sub: '1002', authorities: [{ authority: 'ROLE_COMPRADOR' }, { authority: 'ROLE_ADMINISTRADOR' }] });
    const bad = await fetch('http://localhost/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'x' }) });
    expect(bad.status).toBe(401);
  });

  it('injects faults per route: status a limited number of times, malformed bodies, network errors', async () => {
    const token = signToken({ sub: '1001', authorities: [] });
    const call = () => fetch('http://localhost/api/configuracao/tem/C_GERA_PEDIDO_MANUAL', { headers: { Authorization: `Bearer ${token}` } });
    db().faults.add({ path: '/configuracao/tem/:flag', status: 503, times: 1 });
    expect((await call()).status).toBe(503);
    expect(await (await call()).json()).toBe(true);
    db().faults.add({ path: '/configuracao/tem/:flag', malformed: true, times: 1 });
    await expect((await call()).json()).rejects.toThrow();
    db().faults.add({ path: '/configuracao/tem/:flag', networkError: true, times: 1 });
    await expect(call()).rejects.toThrow();
    db().faults.add({ path: '/configuracao/tem/:flag', delayMs: 150, times: 1 });
    const started = Date.now();
    expect(await (await call()).json()).toBe(true); // a delay alone still answers normally
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('requires a valid token on protected routes', async () => {
    const answer = await fetch('http://localhost/api/configuracao/tem/C_GERA_PEDIDO_MANUAL', { headers: { Authorization: 'Bearer inventado' } });
    expect(answer.status).toBe(401);
  });
});
