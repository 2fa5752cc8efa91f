import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { CONFIG_CATALOGUE, quantityAdjustmentOf, setUserConfig, userConfigOf } from '../../../mocks/db/admin/userConfig';
import { loopingOf } from '../../../mocks/db/sending/orderSending';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import type { DadosLoopingDto } from '../../api/envioPedidoDto';
import type { AjusteQuantidadeDto, ConfiguracaoUsuarioDto } from '../../api/pedidoConfiguracaoDto';
import { brasiliaInstant, wallClockOf } from '../../domain/brasiliaTimeParsing';
import { LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE, PREFERENCE_LABELS } from '../../domain/orderPreferences';
import { renderApp } from '../../test/renderWithProviders';
import { FAST_TIMING } from '../../shared/saga/timing';
import { PREFERENCES_TEXTS } from './orderPreferencesTexts';

/** 'Preferências do pedido': the user's settings and the quotation's looping settings are versioned documents (docs/api.md "Versioned writes"). */
const quotation = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
const idOf = (chave: string) => CONFIG_CATALOGUE.find((c) => c.chave === chave)!.idConfiguracao;
const switchedOn = () => userConfigOf(db(), db().userBySub('1001')!).configuracao.filter((c) => c.checked).map((c) => c.chave);
const conflictDialog = () => screen.findByRole('dialog', { name: /^Este valor foi alterado em outra sessão\./ });
/** The looping's time limit (21:00) is ahead of the saga clock, pinned at 10:00 in Brasília. */
const timing = { ...FAST_TIMING, now: () => brasiliaInstant({ ...wallClockOf(new Date()), hour: 10, minute: 0, second: 0 }) };

async function openPreferences() {
  window.localStorage.setItem(`u:1001:revisaoEnvio:tourVisto`, 'true');
  const view = renderApp({ route: `/revisao-envio/${quotation().id}`, timing });
  const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
  await waitFor(() => expect(gear).toBeEnabled());
  await view.user.click(gear);
  const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
  await within(popover).findAllByRole('switch');
  return { view, popover };
}

describe("'Preferências do pedido' over settings changed in another session", () => {
  it("a switch shows both at it and writes nothing; the other switch shows the other value; 'Manter o meu' saves the buyer's over it", async () => {
    const { view, popover } = await openPreferences();
    // Another session switches 'Considerar respostas vencidas' off after the popover read the settings.
    const read = (await callMockApi<ConfiguracaoUsuarioDto>('/pedido/buscarConfigUsuario')).body;
    expect((await callMockApi(`/pedido/excluirConfiguracaoUsuario?versao=${read.versao}`, { method: 'POST', body: { idUsuario: read.idUsuario, idConfig: idOf('C_RESPOSTAS_VENCIDAS') } })).status).toBe(200);

    const opportunity = within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_PEDIDOS_OPORTUNIDADE });
    await view.user.click(opportunity);
    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleName(`Este valor foi alterado em outra sessão. ${PREFERENCE_LABELS.C_PEDIDOS_OPORTUNIDADE}`);
    expect(conflict).toHaveTextContent(`Valor atual: ${PREFERENCE_LABELS.C_PEDIDOS_ABAIXO_MINIMO}. Seu valor: ${PREFERENCE_LABELS.C_PEDIDOS_ABAIXO_MINIMO}, ${PREFERENCE_LABELS.C_PEDIDOS_OPORTUNIDADE}.`);
    expect(within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_RESPOSTAS_VENCIDAS })).not.toBeChecked();
    expect(opportunity).toBeChecked();
    expect(switchedOn()).toEqual(['C_PEDIDOS_ABAIXO_MINIMO']);

    await view.user.click(within(conflict).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(switchedOn()).toEqual(['C_PEDIDOS_ABAIXO_MINIMO', 'C_PEDIDOS_OPORTUNIDADE']));
    expect(screen.queryByRole('dialog', { name: /^Este valor foi alterado/ })).toBeNull();
  });

  it("'Usar o valor atual' puts the switch back to the current value and sends nothing", async () => {
    const { view, popover } = await openPreferences();
    const read = (await callMockApi<ConfiguracaoUsuarioDto>('/pedido/buscarConfigUsuario')).body;
    await callMockApi(`/pedido/excluirConfiguracaoUsuario?versao=${read.versao}`, { method: 'POST', body: { idUsuario: read.idUsuario, idConfig: idOf('C_RESPOSTAS_VENCIDAS') } });
    const opportunity = within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_PEDIDOS_OPORTUNIDADE });
    await view.user.click(opportunity);
    await view.user.click(within(await conflictDialog()).getByRole('button', { name: 'Usar o valor atual' }));
    expect(opportunity).not.toBeChecked();
    expect(switchedOn()).toEqual(['C_PEDIDOS_ABAIXO_MINIMO']);
    // The switches hold the current version: the next press lands.
    await view.user.click(opportunity);
    await waitFor(() => expect(switchedOn()).toEqual(['C_PEDIDOS_ABAIXO_MINIMO', 'C_PEDIDOS_OPORTUNIDADE']));
  });

  it("the quantity adjustment: a switch over one written elsewhere shows both; 'Usar o valor atual' keeps theirs, 'Manter o meu' saves the buyer's", async () => {
    setUserConfig(db(), 1001, idOf(OPPORTUNITY_PREFERENCE), true);
    const id = quotation().id;
    const { view, popover } = await openPreferences();
    const adjust = await within(popover).findByRole('switch', { name: PREFERENCES_TEXTS.adjust });
    // Another session writes the adjustment (off, as shown) after the popover read it.
    const read = (await callMockApi<AjusteQuantidadeDto>(`/pedido/ajusteQuantidadeCotacao/${id}`)).body;
    expect((await callMockApi(`/pedido/ajusteQuantidadeCotacao/${id}?versao=${read.versao}`, { method: 'POST', body: { ajustaQuantidade: false } })).status).toBe(200);
    await view.user.click(adjust);
    const conflict = await conflictDialog();
    expect(conflict).toHaveAccessibleName(`Este valor foi alterado em outra sessão. ${PREFERENCES_TEXTS.adjust}`);
    expect(conflict).toHaveTextContent('Valor atual: desligado. Seu valor: ligado.');
    expect(quantityAdjustmentOf(db(), id)).toBe(false);
    await view.user.click(within(conflict).getByRole('button', { name: 'Usar o valor atual' }));
    expect(adjust).not.toBeChecked();

    await callMockApi(`/pedido/ajusteQuantidadeCotacao/${id}`, { method: 'POST', body: { ajustaQuantidade: false } });
    await view.user.click(adjust);
    await view.user.click(within(await conflictDialog()).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(quantityAdjustmentOf(db(), id)).toBe(true));
    expect(adjust).toBeChecked();
  });

  it("the looping settings: a change over one made elsewhere shows both at the fields; 'Usar o valor atual' shows theirs, 'Manter o meu' saves the buyer's", async () => {
    setUserConfig(db(), 1001, idOf(LOOPING_PREFERENCE), true);
    const id = quotation().id;
    const { view, popover } = await openPreferences();
    const limiter = await within(popover).findByRole('slider');
    const read = (await callMockApi<DadosLoopingDto>(`/pedido/getDadosLooping/${id}`)).body;
    expect((await callMockApi(`/pedido/updateDadosLooping/${id}?versao=${read.versao}`, { method: 'PUT', body: { percentualPrecoMax: 40, horarioLimite: '21:00', considerarMinimo: true } })).status).toBe(200);

    fireEvent.change(limiter, { target: { value: '5' } });
    const conflict = await conflictDialog();
    expect(conflict).toHaveTextContent('Valor atual: até 21:00, limitador 40 %, considera o faturamento mínimo. Seu valor: até 21:00, limitador 5 %, não considera o faturamento mínimo.');
    expect(loopingOf(db(), id)).toMatchObject({ percentualPrecoMax: 40, considerarMinimo: true });
    await view.user.click(within(conflict).getByRole('button', { name: 'Usar o valor atual' }));
    expect(within(popover).getByText('40 %')).toBeInTheDocument();
    expect(within(popover).getByRole('checkbox', { name: 'Considerar faturamento mínimo' })).toBeChecked();

    // Again, the other session first; this time the buyer keeps theirs.
    await callMockApi(`/pedido/updateDadosLooping/${id}`, { method: 'PUT', body: { percentualPrecoMax: 60, horarioLimite: '21:00', considerarMinimo: true } });
    fireEvent.change(limiter, { target: { value: '7' } });
    await view.user.click(within(await conflictDialog()).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(loopingOf(db(), id)).toMatchObject({ percentualPrecoMax: 7, considerarMinimo: true }));
    expect(screen.queryByRole('dialog', { name: /^Este valor foi alterado/ })).toBeNull();
  });
});
