import type { ConflitoVersaoDto } from '../../src/api/conflictDto';
import type { PreferenciaFornecedorDto, PreferenciaRepresentanteDto } from '../../src/api/desempateDto';
import type { DadosLoopingDto } from '../../src/api/envioPedidoDto';
import type { ConfiguracaoUsuarioDto } from '../../src/api/pedidoConfiguracaoDto';
import { db, resetDb } from '../db/core/current';
import { callMockApi as call } from './testApiCall';

/**
 * Settings-like documents carry one version each (docs/api.md "Versioned writes"): a write read at
 * another version is refused with 409 and the document as it is now; one read at the current
 * version lands and gives the next; a write without a version is unconditional.
 */
type Versioned = { versao?: number };
const conflict = <T>(body: unknown) => body as ConflitoVersaoDto<T>;
const versionOf = (rows: readonly Versioned[]): number => rows[0].versao ?? -1;

beforeEach(() => resetDb('e2e'));

describe("order preferences ('Preferências do pedido'): one version for the user's settings", () => {
  const read = async () => (await call<ConfiguracaoUsuarioDto>('/pedido/buscarConfigUsuario')).body;
  const switchOn = (idConfig: number, versao?: number) => call(`/pedido/salvarConfiguracaoUsuario${versao === undefined ? '' : `?versao=${versao}`}`, { method: 'POST', body: { idUsuario: 1001, idConfig } });
  const switchOff = (idConfig: number, versao?: number) => call(`/pedido/excluirConfiguracaoUsuario${versao === undefined ? '' : `?versao=${versao}`}`, { method: 'POST', body: { idUsuario: 1001, idConfig } });

  it('a fresh version lands and bumps it; a stale one is refused with the settings as they are; none is unconditional', async () => {
    const start = await read();
    expect(start.versao).toBe(0);
    const landed = await switchOn(3, 0);
    expect(landed).toMatchObject({ status: 200, body: { sucesso: true, versao: 1 } });
    expect((await read()).versao).toBe(1);

    const stale = await switchOff(1, 0);
    expect(stale.status).toBe(409);
    expect(conflict<ConfiguracaoUsuarioDto>(stale.body)).toMatchObject({ conflito: true, mensagem: 'Este valor foi alterado em outra sessão.', atuais: [{ idUsuario: 1001, versao: 1 }] });
    expect(conflict<ConfiguracaoUsuarioDto>(stale.body).atuais[0].configuracao.map((c) => c.checked)).toEqual([true, true, true, false]);
    expect((await read()).configuracao[0].checked).toBe(true);

    expect((await switchOff(1)).status).toBe(200);
    expect((await read())).toMatchObject({ versao: 2, configuracao: [{ checked: false }, {}, {}, {}] });
  });
});

describe('looping settings (PUT /pedido/updateDadosLooping/{id}): one version per quotation', () => {
  const idCotacao = () => db().data.quotations.find((q) => q.idComprador === db().userBySub('1001')!.idComprador && db().ordersOf(q.id).length > 0)!.id;
  const put = (id: number, body: object, versao?: number) => call<DadosLoopingDto>(`/pedido/updateDadosLooping/${id}${versao === undefined ? '' : `?versao=${versao}`}`, { method: 'PUT', body });

  it('a fresh version lands and bumps it; a stale one is refused with the settings as they are; none is unconditional', async () => {
    const id = idCotacao();
    const read = (await call<DadosLoopingDto>(`/pedido/getAndCreateDadosLooping/${id}`)).body;
    expect(read.versao).toBe(0);
    const landed = await put(id, { percentualPrecoMax: 10, horarioLimite: '20:00', considerarMinimo: false }, 0);
    expect(landed).toMatchObject({ status: 200, body: { percentualPrecoMax: 10, versao: 1 } });

    const stale = await put(id, { percentualPrecoMax: 25, horarioLimite: '20:00', considerarMinimo: true }, 0);
    expect(stale.status).toBe(409);
    expect(conflict<DadosLoopingDto>(stale.body)).toMatchObject({ conflito: true, atuais: [{ idCotacao: id, percentualPrecoMax: 10, considerarMinimo: false, versao: 1 }] });
    expect((await call<DadosLoopingDto>(`/pedido/getDadosLooping/${id}`)).body).toMatchObject({ percentualPrecoMax: 10, versao: 1 });

    expect((await put(id, { percentualPrecoMax: 30, horarioLimite: '20:00', considerarMinimo: true })).body).toMatchObject({ percentualPrecoMax: 30, versao: 2 });
  });
});

describe('tie-break lists (/desempate/sic, /desempate/personalizado): one version per list', () => {
  it('SIC: a fresh version lands and bumps it; a stale one is refused with the list as it is; none is unconditional', async () => {
    const first = (await call<PreferenciaFornecedorDto[]>('/desempate/sic')).body;
    expect(first.every((row) => row.versao === 0)).toBe(true);
    const reversed = [...first].reverse().map((row, i) => ({ fornecedorId: row.fornecedorId, preferencia: i + 1 }));
    expect(await call('/desempate/sic?versao=0', { method: 'POST', body: reversed })).toMatchObject({ status: 200, body: { sucesso: true, versao: 1 } });

    const stale = await call('/desempate/sic?versao=0', { method: 'POST', body: first.map(({ fornecedorId, preferencia }) => ({ fornecedorId, preferencia })) });
    expect(stale.status).toBe(409);
    const atuais = conflict<PreferenciaFornecedorDto>(stale.body).atuais;
    expect(atuais.map((row) => row.fornecedorId)).toEqual(reversed.map((row) => row.fornecedorId));
    expect(versionOf(atuais)).toBe(1);

    expect((await call('/desempate/sic', { method: 'POST', body: reversed })).status).toBe(200);
    expect(versionOf((await call<PreferenciaFornecedorDto[]>('/desempate/sic')).body)).toBe(2);
  });

  it('custom: saving and switching off both write the list; a save or a switch-off over another version is refused', async () => {
    const first = (await call<PreferenciaRepresentanteDto[]>('/desempate/personalizado')).body;
    const order = first.map(({ fornecedorId, representanteId }, i) => ({ fornecedorId, representanteId, preferencia: i + 1 }));
    expect(await call(`/desempate/personalizado?versao=${versionOf(first)}`, { method: 'POST', body: order })).toMatchObject({ status: 200, body: { versao: 1 } });
    expect((await call('/desempate/personalizado?versao=0', { method: 'DELETE' })).status).toBe(409);
    expect((await call<{ personalizado: boolean }>('/desempate/personalizado/ativo')).body.personalizado).toBe(true);
    expect((await call('/desempate/personalizado', { method: 'DELETE' })).body).toMatchObject({ versao: 2 });
    const stale = await call('/desempate/personalizado?versao=1', { method: 'POST', body: order });
    expect(stale.status).toBe(409);
    expect(versionOf(conflict<PreferenciaRepresentanteDto>(stale.body).atuais)).toBe(2);
    expect((await call<{ personalizado: boolean }>('/desempate/personalizado/ativo')).body.personalizado).toBe(false);
  });
});
