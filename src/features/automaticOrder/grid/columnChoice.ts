/**
 * The product table's column choice (spec 03 §3.3, §5): at least five columns visible, PMC/PF
 * always visible, an unchanged choice is not saved again. Stored per user in the cloud document
 * (`colunas[ORDER_ITEMS_TABLE]` = the visible column ids); anything unreadable falls back to the defaults.
 */
export const ORDER_ITEMS_TABLE = 'pedidoAutomaticoItens';
export const MIN_VISIBLE_COLUMNS = 5;
export const TOO_FEW_COLUMNS = 'Você deve deixar pelo menos 5 colunas visíveis.';
export const UNCHANGED_COLUMNS = 'A tabela ja esta configurada com este filtro.';

/** Why a choice of visible columns is refused, or null when it can be applied. */
export function columnChoiceProblem(visible: readonly string[], current: readonly string[]): string | null {
  if (visible.length < MIN_VISIBLE_COLUMNS) return TOO_FEW_COLUMNS;
  const same = visible.length === current.length && visible.every((id) => current.includes(id));
  return same ? UNCHANGED_COLUMNS : null;
}

/** The hidden columns of a stored choice, or null when it is not a valid one (then the defaults apply). */
export function hiddenFromStored(stored: unknown, all: readonly string[], alwaysVisible: string): string[] | null {
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string')) return null;
  const visible = new Set([...(stored as string[]).filter((id) => all.includes(id)), alwaysVisible]);
  if (visible.size < MIN_VISIBLE_COLUMNS) return null;
  return all.filter((id) => !visible.has(id));
}
