import { PREFERENCE_KEYS, PREFERENCES_ON_AT_FIRST, type PreferenceSetting } from '../../../src/domain/orderPreferences';
import type { MockDb } from '../core/database';
import type { DbUser } from '../core/types';

/**
 * The buyers' order preferences in the mock (spec 03 §3.4, §7.4; docs/api.md "Order preferences"):
 * the settings catalogue (ids 1 to 4 in the fixed order), which ones each user switched on, and
 * each quotation's quantity adjustment (POST pedido/ajusteQuantidadeCotacao). A user starts with
 * PREFERENCES_ON_AT_FIRST on (below minimum, expired answers) and the rest off, every quotation
 * without the adjustment; a reset of the scenario forgets it. Generation reads them
 * (mocks/db/generation/generationPreferences.ts).
 */
export const CONFIG_CATALOGUE: readonly { idConfiguracao: number; chave: string }[] = PREFERENCE_KEYS.map((chave, at) => ({ idConfiguracao: at + 1, chave }));

export interface UserConfigTables {
  /** idUsuario → ids of the settings switched on. */
  checked: Map<number, Set<number>>;
  /** idCotacao → whether its quantities are adjusted to packaging and minimum. */
  adjust: Map<number, boolean>;
}

const registryOf = (db: MockDb): UserConfigTables => db.userConfig;

/** The user's id in these calls: the numeric subject of the token. */
export const userIdOf = (user: DbUser): number => Number(user.sub);

const AT_FIRST = (): Set<number> => new Set(CONFIG_CATALOGUE.filter((c) => (PREFERENCES_ON_AT_FIRST as readonly string[]).includes(c.chave)).map((c) => c.idConfiguracao));

export const isKnownConfig = (idConfig: unknown): idConfig is number => CONFIG_CATALOGUE.some((c) => c.idConfiguracao === idConfig);

export function userConfigOf(db: MockDb, user: DbUser): { idUsuario: number; configuracao: PreferenceSetting[] } {
  const idUsuario = userIdOf(user);
  const on = registryOf(db).checked.get(idUsuario) ?? AT_FIRST();
  return { idUsuario, configuracao: CONFIG_CATALOGUE.map((c) => ({ ...c, checked: on.has(c.idConfiguracao) })) };
}

export function setUserConfig(db: MockDb, idUsuario: number, idConfig: number, checked: boolean): void {
  const { checked: byUser } = registryOf(db);
  const on = byUser.get(idUsuario) ?? AT_FIRST();
  if (checked) on.add(idConfig);
  else on.delete(idConfig);
  byUser.set(idUsuario, on);
}

export const quantityAdjustmentOf = (db: MockDb, idCotacao: number): boolean => registryOf(db).adjust.get(idCotacao) ?? false;

export function setQuantityAdjustment(db: MockDb, idCotacao: number, value: boolean): void {
  registryOf(db).adjust.set(idCotacao, value);
}
