/**
 * A buyer's order preferences (spec 03 §2.6, §3.4, §4.6; docs/decisions.md "Order preferences"):
 * four settings in a fixed order, per user; the gear is enabled only in some quotation
 * situations and the settings are editable only once a valid answer arrived.
 */
export const BELOW_MINIMUM_PREFERENCE = 'C_PEDIDOS_ABAIXO_MINIMO';
export const EXPIRED_PREFERENCE = 'C_RESPOSTAS_VENCIDAS';
export const LOOPING_PREFERENCE = 'C_PEDIDOS_POR_LOOPING';
export const OPPORTUNITY_PREFERENCE = 'C_PEDIDOS_OPORTUNIDADE';

/** The fixed order (§3.4): below minimum, expired responses, looping, opportunities. */
export const PREFERENCE_KEYS = [BELOW_MINIMUM_PREFERENCE, EXPIRED_PREFERENCE, LOOPING_PREFERENCE, OPPORTUNITY_PREFERENCE] as const;

/**
 * What a buyer who never touched the preferences has on (docs/decisions.md "Order preferences in
 * generation"): the generation as it was before they were honoured, so orders below the minimum
 * billing are generated and expired answers considered; looping and opportunities off.
 */
export const PREFERENCES_ON_AT_FIRST: readonly PreferenceKey[] = [BELOW_MINIMUM_PREFERENCE, EXPIRED_PREFERENCE];
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export const PREFERENCE_LABELS: Record<PreferenceKey, string> = {
  C_PEDIDOS_ABAIXO_MINIMO: 'Gerar pedidos abaixo do faturamento mínimo',
  C_RESPOSTAS_VENCIDAS: 'Considerar respostas vencidas',
  C_PEDIDOS_POR_LOOPING: 'Enviar pedidos com looping',
  C_PEDIDOS_OPORTUNIDADE: 'Considerar produtos com oportunidade',
};

export interface PreferenceSetting {
  idConfiguracao: number;
  chave: string;
  checked: boolean;
}

const rank = (chave: string): number => {
  const at = (PREFERENCE_KEYS as readonly string[]).indexOf(chave);
  return at === -1 ? PREFERENCE_KEYS.length : at;
};

/** The settings in the fixed order whatever order the server sent; keys this version does not know follow, as sent. */
export const inFixedOrder = <T extends Pick<PreferenceSetting, 'chave'>>(settings: readonly T[]): T[] =>
  settings
    .map((setting, at) => ({ setting, at }))
    .sort((a, b) => rank(a.setting.chave) - rank(b.setting.chave) || a.at - b.at)
    .map(({ setting }) => setting);

export const preferenceLabel = (chave: string): string => PREFERENCE_LABELS[chave as PreferenceKey] ?? chave;

export const isPreferenceOn = (settings: readonly PreferenceSetting[], chave: string): boolean => settings.some((s) => s.chave === chave && s.checked);

/**
 * §4.6 "allowed set (not shown)": orders can still be generated, confirmed or sent only while the
 * quotation is in progress or in analysis, so the preferences that steer them are offered then.
 */
export const PREFERENCES_SITUATIONS: readonly string[] = ['EM_ANDAMENTO', 'EM_ANALISE'];

export const preferencesAllowed = (situacao: string | null | undefined): boolean => situacao != null && PREFERENCES_SITUATIONS.includes(situacao);

/** §4.6: editable only after at least one valid answer is received. */
export const preferencesEditable = (qtdRespostas: number | null | undefined): boolean => (qtdRespostas ?? 0) > 0;
