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

export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 800;

/** The column widths of a stored choice, kept to known columns and sane widths; null when there are none. */
export function widthsFromStored(stored: unknown, all: readonly string[]): Record<string, number> | null {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const widths = Object.entries(stored as Record<string, unknown>).filter(
    (entry): entry is [string, number] => all.includes(entry[0]) && typeof entry[1] === 'number' && entry[1] >= MIN_COLUMN_WIDTH && entry[1] <= MAX_COLUMN_WIDTH,
  );
  return widths.length > 0 ? Object.fromEntries(widths.map(([id, width]) => [id, Math.round(width)])) : null;
}

/** The hidden columns of a stored choice, or null when it is not a valid one (then the defaults apply). */
export function hiddenFromStored(stored: unknown, all: readonly string[], alwaysVisible: string): string[] | null {
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string')) return null;
  const visible = new Set([...(stored as string[]).filter((id) => all.includes(id)), alwaysVisible]);
  if (visible.size < MIN_VISIBLE_COLUMNS) return null;
  return all.filter((id) => !visible.has(id));
}
