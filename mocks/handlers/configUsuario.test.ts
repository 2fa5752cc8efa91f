import type { ResultadoDto } from '../../src/api/dto';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioDto } from '../../src/api/pedidoConfiguracaoDto';
import { PREFERENCE_KEYS } from '../../src/domain/orderPreferences';
import { signToken } from '../auth/jwt';
import { db, resetDb } from '../db/core/current';
import { callMockApi } from './testApiCall';

const read = () => callMockApi<ConfiguracaoUsuarioDto>('/pedido/buscarConfigUsuario');
const save = (idConfig: unknown, idUsuario: unknown = 1001) => callMockApi<ResultadoDto>('/pedido/salvarConfiguracaoUsuario', { method: 'POST', body: { idUsuario, idConfig } });
const remove = (idConfig: unknown, idUsuario: unknown = 1001) => callMockApi<ResultadoDto>('/pedido/excluirConfiguracaoUsuario', { method: 'POST', body: { idConfig, idUsuario } });

describe('order preferences in the mock API (spec 03 §3.4, §7.4)', () => {
  it('answers the user and the four settings in the fixed order: below minimum and expired answers on at first (generation as before), looping and opportunities off', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.idUsuario).toBe(1001);
    expect(body.configuracao.map((c) => c.chave)).toEqual([...PREFERENCE_KEYS]);
    expect(body.configuracao.map((c) => c.checked)).toEqual([true, true, false, false]);
  });

  it('saves and removes a setting of the signed-in user only, and keeps it until the scenario is reset', async () => {
    const checked = async () => (await read()).body.configuracao.map((c) => c.checked);
    expect((await save(3)).body).toMatchObject({ sucesso: true });
    expect(await checked()).toEqual([true, true, true, false]);
    // Another user's preferences stay as they were.
    const admin = signToken({ sub: '1002', authorities: [{ authority: 'ROLE_COMPRADOR' }] });
    const other = (await (await fetch('http://localhost/api/pedido/buscarConfigUsuario', { headers: { Authorization: `Bearer ${admin}` } })).json()) as ConfiguracaoUsuarioDto;
    expect(other.configuracao.map((c) => c.checked)).toEqual([true, true, false, false]);
    expect((await remove(3)).body).toMatchObject({ sucesso: true });
    expect((await remove(1)).body).toMatchObject({ sucesso: true });
    expect(await checked()).toEqual([false, true, false, false]);
    resetDb('e2e');
    expect(await checked()).toEqual([true, true, false, false]);
  });

  it("refuses another user's id (403) and an unknown setting (400)", async () => {
    expect(await save(1, 1002)).toMatchObject({ status: 403, body: { sucesso: false } });
    expect(await remove(99)).toMatchObject({ status: 400, body: { sucesso: false } });
  });

  it('fails as the fault registry says', async () => {
    db().faults.add({ path: '/pedido/salvarConfiguracaoUsuario', status: 500, times: 1 });
    expect((await save(2)).status).toBe(500);
    expect((await save(2)).status).toBe(200);
  });

  it("keeps a quotation's quantity adjustment (POST and the designed GET)", async () => {
    const idCotacao = db().data.quotations.find((q) => q.idComprador === 1)!.id;
    const path = `/pedido/ajusteQuantidadeCotacao/${idCotacao}`;
    expect((await callMockApi<AjusteQuantidadeDto>(path)).body).toEqual({ ajustaQuantidade: false, versao: 0 });
    expect((await callMockApi<ResultadoDto>(path, { method: 'POST', body: { ajustaQuantidade: true } })).body).toEqual({ sucesso: true, versao: 1 });
    expect((await callMockApi<AjusteQuantidadeDto>(path)).body).toEqual({ ajustaQuantidade: true, versao: 1 });
    // Read at another version (docs/api.md "Versioned writes"): refused with the adjustment as it is.
    expect(await callMockApi(`${path}?versao=0`, { method: 'POST', body: { ajustaQuantidade: false } })).toMatchObject({ status: 409, body: { conflito: true, atuais: [{ ajustaQuantidade: true, versao: 1 }] } });
    expect((await callMockApi<ResultadoDto>(path, { method: 'POST', body: {} })).status).toBe(400);
  });

  it('has the preferences switch on in the demo and e2e scenarios', () => {
    expect(resetDb('demo').flags.C_PREFERENCIAS_PEDIDO).toBe(true);
    expect(resetDb('e2e').flags.C_PREFERENCIAS_PEDIDO).toBe(true);
  });
});
