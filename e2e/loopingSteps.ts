import type { APIRequestContext } from '@playwright/test';
import { LOOPING_PREFERENCE, PREFERENCE_KEYS } from '../src/domain/orderPreferences';

/**
 * Gives the buyer's quotations a looping configuration (spec 02 §6; issue 25 point 8): switches on
 * the 'Enviar pedidos com looping' preference of the demo buyer (subject 1001), so the send dialog
 * offers 'Enviar com looping' and its fields.
 */
export async function enableLoopingPreference(request: APIRequestContext, token: string): Promise<void> {
  const idConfig = PREFERENCE_KEYS.indexOf(LOOPING_PREFERENCE) + 1;
  const answer = await request.post('/api/pedido/salvarConfiguracaoUsuario', { headers: { Authorization: `Bearer ${token}` }, data: { idUsuario: 1001, idConfig } });
  if (!answer.ok()) throw new Error(`looping preference answered ${answer.status()}`);
}

/**
 * The latest time limit the send form accepts (spec 03 §5: 'atual ou maior (até 23:59)'): valid at
 * every minute of the Brasília day, in the browser's check and on the server's clock alike, so a
 * test that sends with looping does not depend on the hour it runs at (the default, 21:00, is
 * refused after 21:00).
 */
export const LATEST_LOOPING_TIME = '23:59';
