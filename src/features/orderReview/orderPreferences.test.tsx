import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/core/current';
import { CONFIG_CATALOGUE, setUserConfig, userConfigOf } from '../../../mocks/db/admin/userConfig';
import { server } from '../../../mocks/node';
import { LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE, PREFERENCE_LABELS, PREFERENCE_KEYS } from '../../domain/orderPreferences';
import { LIMITER_HELP_TITLE } from '../../widgets/LimiterHelpModal';
import { LOOPING_FIELD_TEXTS } from '../../widgets/LoopingFields';
import { renderApp } from '../../test/renderWithProviders';
import { LOOPING_TIME_MESSAGES } from '../../domain/loopingTime';
import { loopingOf } from '../../../mocks/db/sending/orderSending';
import { FAST_TIMING, type Timing } from '../../shared/saga/timing';
import { TOUR_SEEN_KEY } from './orderPreferencesSagas';
import { PREFERENCES_TEXTS } from './orderPreferencesTexts';
import { quotationSituation } from '../../domain/quotationSituation';
import { brasiliaInstant, wallClockOf } from '../../domain/brasiliaTimeParsing';

/** The e2e scenario's quotation in analysis, with its orders. */
function quotationInAnalysis() {
  const quotation = db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
  return quotation;
}

const comprador = () => db().userBySub('1001')!;
const idOf = (chave: string) => CONFIG_CATALOGUE.find((c) => c.chave === chave)!.idConfiguracao;
const tourSeen = (sub = '1001') => window.localStorage.setItem(`u:${sub}:${TOUR_SEEN_KEY}`, 'true');

function watchRequests() {
  const seen: { method: string; path: string; body: string }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry = { method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body: '' };
    seen.push(entry);
    void request.clone().text().then((text) => (entry.body = text));
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

/** The saga timing context's clock, pinned at 10:00 today in Brasília: the looping time limit (21:00) is ahead of it whenever and wherever the test runs. */
const TEN_AM: Timing = { ...FAST_TIMING, now: () => brasiliaInstant({ ...wallClockOf(new Date()), hour: 10, minute: 0, second: 0 }) };

async function openPreferences(route: string, timing: Timing = TEN_AM) {
  const view = renderApp({ route, timing });
  const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
  await waitFor(() => expect(gear).toBeEnabled());
  await view.user.click(gear);
  const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
  await within(popover).findAllByRole('switch');
  return { ...view, gear, popover };
}

describe('preferences gear (spec 03 §4.6, §6)', () => {
  it('is absent when C_PREFERENCIAS_PEDIDO is off', async () => {
    db().flags.C_PREFERENCIAS_PEDIDO = false;
    renderApp({ route: `/revisao-envio/${quotationInAnalysis().id}` });
    await screen.findAllByText(/Total do pedido:/);
    expect(screen.queryByRole('button', { name: PREFERENCES_TEXTS.gear })).toBeNull();
  });

  it('is disabled, saying why, outside the allowed quotation situations', async () => {
    const quotation = quotationInAnalysis();
    quotation.situacao = 'FINALIZADA';
    renderApp({ route: `/revisao-envio/${quotation.id}` });
    const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
    // the context has come: the header shows the situation of the quotation's orders (domain/quotationSituation)
    await screen.findByText(quotationSituation(quotation.situacao, db().ordersOf(quotation.id).map((order) => order.situacaoPedido)));
    expect(gear).toBeDisabled();
    expect(gear).toHaveAccessibleDescription(PREFERENCES_TEXTS.notAllowed);
  });

  it('opens the settings read-only until a valid answer arrived (getQtdRespostas)', async () => {
    tourSeen();
    db().faults.add({ path: '/lateral/getQtdRespostas', status: 200, body: 0 });
    const { popover } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    expect(within(popover).getByText(PREFERENCES_TEXTS.notEditable)).toBeInTheDocument();
    within(popover)
      .getAllByRole('switch')
      .forEach((toggle) => expect(toggle).toBeDisabled());
  });
});

describe('preferences popover (spec 03 §2.6, §3.4, §7.4, §8)', () => {
  beforeEach(() => tourSeen());

  it('lists the settings in the fixed order whatever order the server sends them', async () => {
    // The same answer reversed: the popover keeps below minimum, expired responses, looping, opportunities.
    server.use(
      http.get('*/api/pedido/buscarConfigUsuario', () => {
        const config = userConfigOf(db(), comprador());
        return HttpResponse.json({ ...config, configuracao: [...config.configuracao].reverse() });
      }),
    );
    const { popover } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    expect(within(popover).getAllByRole('switch').map((s) => s.closest('label')!.textContent)).toEqual(PREFERENCE_KEYS.map((k) => PREFERENCE_LABELS[k]));
  });

  it('saves a switch at once (salvarConfiguracaoUsuario) and removes it (excluirConfiguracaoUsuario)', async () => {
    setUserConfig(db(), 1001, idOf('C_RESPOSTAS_VENCIDAS'), false); // on at first (docs/decisions.md "Order preferences in generation")
    const requests = watchRequests();
    const { popover, user } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    const expired = within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_RESPOSTAS_VENCIDAS });
    await user.click(expired);
    expect(expired).toBeChecked();
    await waitFor(() => expect(userConfigOf(db(), comprador()).configuracao.find((c) => c.chave === 'C_RESPOSTAS_VENCIDAS')!.checked).toBe(true));
    const saved = requests.seen.find((r) => r.path === '/pedido/salvarConfiguracaoUsuario')!;
    await waitFor(() => expect(JSON.parse(saved.body)).toEqual({ idUsuario: 1001, idConfig: idOf('C_RESPOSTAS_VENCIDAS') }));
    await waitFor(() => expect(expired).toBeEnabled());
    await user.click(expired);
    await waitFor(() => expect(userConfigOf(db(), comprador()).configuracao.find((c) => c.chave === 'C_RESPOSTAS_VENCIDAS')!.checked).toBe(false));
    expect(requests.seen.some((r) => r.path === '/pedido/excluirConfiguracaoUsuario')).toBe(true);
    requests.stop();
  });

  it('puts a refused switch back with the spec’s message', async () => {
    setUserConfig(db(), 1001, idOf('C_PEDIDOS_ABAIXO_MINIMO'), false);
    db().faults.add({ path: '/pedido/salvarConfiguracaoUsuario', status: 500, times: 1 });
    const { popover, user } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    const below = within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_PEDIDOS_ABAIXO_MINIMO });
    await user.click(below);
    expect(await within(popover).findByText(PREFERENCES_TEXTS.saveFailed)).toBeInTheDocument();
    expect(below).not.toBeChecked();
    expect(below).toBeEnabled();
  });

  it('also puts it back when the server answers sucesso false', async () => {
    db().faults.add({ path: '/pedido/excluirConfiguracaoUsuario', status: 200, body: { sucesso: false, mensagem: 'Não.' }, times: 1 });
    setUserConfig(db(), 1001, idOf(OPPORTUNITY_PREFERENCE), true);
    const { popover, user } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    const opportunities = within(popover).getByRole('switch', { name: PREFERENCE_LABELS.C_PEDIDOS_OPORTUNIDADE });
    await user.click(opportunities);
    expect(await within(popover).findByText(PREFERENCES_TEXTS.saveFailed)).toBeInTheDocument();
    expect(opportunities).toBeChecked();
  });

  it('says when the preferences cannot be read, and reads them again on request', async () => {
    db().faults.add({ path: '/pedido/buscarConfigUsuario', status: 500, times: 1 });
    const view = renderApp({ route: `/revisao-envio/${quotationInAnalysis().id}` });
    const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
    await waitFor(() => expect(gear).toBeEnabled());
    await view.user.click(gear);
    const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    expect(await within(popover).findByText(PREFERENCES_TEXTS.loadFailed)).toBeInTheDocument();
    await view.user.click(within(popover).getByRole('button', { name: PREFERENCES_TEXTS.retry }));
    expect(await within(popover).findAllByRole('switch')).toHaveLength(4);
  });

  it('Esc closes it and gives the focus back to the gear; Tab is not trapped (leaving it closes it); a click outside closes it', async () => {
    const { popover, gear, user } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    expect(gear).toHaveAttribute('aria-expanded', 'true');
    expect(within(popover).getAllByRole('switch')[0]).toHaveFocus();
    // A popover, not a dialog: Tab goes through its controls and then on to the page, and the popover closes.
    let tabs = 0;
    while (popover.contains(document.activeElement) && tabs < 30) {
      await user.tab();
      tabs += 1;
    }
    expect(tabs).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    await user.click(gear);
    await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    expect(gear).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    await user.click(screen.getByRole('button', { name: 'Legenda' }));
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
  });

  it('shows the looping settings under the looping preference; the limiter is saved after its debounce, and its help explains it', async () => {
    setUserConfig(db(), 1001, idOf(LOOPING_PREFERENCE), true);
    const quotation = quotationInAnalysis();
    const requests = watchRequests();
    const { popover, user } = await openPreferences(`/revisao-envio/${quotation.id}`);
    const limiter = await within(popover).findByRole('slider');
    expect(within(popover).getByLabelText(LOOPING_FIELD_TEXTS.horarioLimite)).toHaveValue('21:00');
    fireEvent.change(limiter, { target: { value: '1' } });
    fireEvent.change(limiter, { target: { value: '2' } });
    expect(within(popover).getByText('2 %')).toBeInTheDocument();
    await waitFor(() => expect(requests.seen.filter((r) => r.path === `/pedido/updateDadosLooping/${quotation.id}`)).toHaveLength(1));
    await waitFor(() => expect(JSON.parse(requests.seen.find((r) => r.path.startsWith('/pedido/updateDadosLooping'))!.body)).toMatchObject({ percentualPrecoMax: 2, horarioLimite: '21:00' }));
    requests.stop();
    await user.click(within(popover).getByRole('button', { name: 'Ajuda sobre o limitador de preço' }));
    const help = await screen.findByRole('dialog', { name: LIMITER_HELP_TITLE });
    expect(help).toHaveTextContent('300 %');
    expect(help).toHaveTextContent('Max.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: LIMITER_HELP_TITLE })).toBeNull();
    expect(screen.getByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
  });

  it('does not save a looping time limit already past (pinned clock), and says so under it', async () => {
    setUserConfig(db(), 1001, idOf(LOOPING_PREFERENCE), true);
    const requests = watchRequests();
    const { popover, user } = await openPreferences(`/revisao-envio/${quotationInAnalysis().id}`);
    const time = await within(popover).findByLabelText(LOOPING_FIELD_TEXTS.horarioLimite);
    await user.clear(time);
    await user.type(time, '0930{Enter}');
    expect(await within(popover).findByText(LOOPING_TIME_MESSAGES.range)).toBeInTheDocument();
    expect(requests.seen.some((r) => r.path.startsWith('/pedido/updateDadosLooping'))).toBe(false);
    await user.clear(time);
    await user.type(time, '2230');
    await user.tab();
    await waitFor(() => expect(loopingOf(db(), quotationInAnalysis().id).horarioLimite).toBe('22:30'));
    expect(within(popover).queryByText(LOOPING_TIME_MESSAGES.range)).toBeNull();
    requests.stop();
  });

  it('shows the quotation’s quantity adjustment under the opportunities preference and saves it (ajusteQuantidadeCotacao)', async () => {
    setUserConfig(db(), 1001, idOf(OPPORTUNITY_PREFERENCE), true);
    const quotation = quotationInAnalysis();
    const requests = watchRequests();
    const { popover, user } = await openPreferences(`/revisao-envio/${quotation.id}`);
    const adjust = await within(popover).findByRole('switch', { name: PREFERENCES_TEXTS.adjust });
    await user.click(adjust);
    await waitFor(() => expect(requests.seen.find((r) => r.path === `/pedido/ajusteQuantidadeCotacao/${quotation.id}` && r.method === 'POST')?.body).toBe('{"ajustaQuantidade":true}'));
    requests.stop();
  });
});
