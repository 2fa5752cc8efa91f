import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { CONFIG_CATALOGUE, setUserConfig } from '../../../mocks/db/admin/userConfig';
import { PREFERENCE_LABELS } from '../../domain/orderPreferences';
import { PREFERENCES_TEXTS } from '../../features/orderReview/orderPreferencesTexts';
import { TOUR_SEEN_KEY } from '../../features/orderReview/orderPreferencesSagas';
import { renderApp } from '../renderWithProviders';
import { describeMatrix, landed, type Flow } from './faultMatrix';

const analysis = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!;
const expiredSwitch = () => screen.getByRole<HTMLInputElement>('switch', { name: PREFERENCE_LABELS.C_RESPOSTAS_VENCIDAS });
const unsaved = () => screen.queryByRole('alert', { name: 'Alterações não salvas' });
const vencida = () => within(screen.getByRole('region', { name: 'Categorias de resposta' })).getByRole('button', { name: /^Vencida/ });

const categorySave: Flow<{ before: string | null }> = {
  id: 'categorySave',
  label: 'categorias do resumo',
  method: 'PUT',
  path: '/resumoresposta/categoria/:id',
  safe: false,
  queuedSave: true,
  emptyIs: 'success',
  open: async () => {
    const view = renderApp({ route: `/pedido-resumo/${analysis().id}` });
    await screen.findByRole('button', { name: /^Vencida/ });
    return { view, before: vencida().getAttribute('aria-pressed') };
  },
  trigger: async ({ view }) => view.user.click(vencida()),
  landmark: () => screen.queryByRole('region', { name: 'Categorias de resposta' }),
  succeeded: async () => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    await waitFor(() => expect(unsaved()).toBeNull());
  },
  failureText: async () => (await screen.findByRole('alert', { name: 'Alterações não salvas' })).textContent ?? '',
  typedKept: (ctx) => expect(vencida().getAttribute('aria-pressed')).not.toBe(ctx.before),
};

const preferences: Flow = {
  id: 'preferences',
  label: 'preferências do pedido',
  method: 'POST',
  path: '/pedido/salvarConfiguracaoUsuario',
  safe: false,
  emptyIs: 'success',
  open: async () => {
    // 'Considerar respostas vencidas' is on at first: off here, so the press saves (salvarConfiguracaoUsuario).
    setUserConfig(db(), 1001, CONFIG_CATALOGUE.find((c) => c.chave === 'C_RESPOSTAS_VENCIDAS')!.idConfiguracao, false);
    window.localStorage.setItem(`u:1001:${TOUR_SEEN_KEY}`, 'true');
    const view = renderApp({ route: `/revisao-envio/${analysis().id}` });
    const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
    await waitFor(() => expect(gear).toBeEnabled());
    await view.user.click(gear);
    const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    await within(popover).findAllByRole('switch');
    return { view };
  },
  trigger: async ({ view }) => view.user.click(expiredSwitch()),
  // The spec puts a refused switch back; after signing in again the user flips it again.
  afterLogin: async ({ view }) => {
    if (!expiredSwitch().checked) await view.user.click(expiredSwitch());
  },
  landmark: () => screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title }),
  succeeded: async () => {
    await waitFor(() => expect(landed()).toBeGreaterThan(0));
    await waitFor(() => expect(expiredSwitch()).toBeChecked());
  },
  failureText: async () => (await within(screen.getByRole('dialog', { name: PREFERENCES_TEXTS.title })).findByRole('alert')).textContent ?? '',
};

describeMatrix([categorySave, preferences]);
