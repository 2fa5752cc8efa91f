/**
 * Which kind of page an address is, by its path alone (features read the URL, never each other).
 * A pattern matches the path itself and everything below it.
 */
export type PathPrefixes = readonly string[];

/** The order pages (stages 0 to 2): wide tables, full width, side column collapsed by default (docs/decisions.md). */
export const ORDER_PAGE_PATHS: PathPrefixes = [
  '/pedido-resumo',
  '/produtos-nao-respondidos',
  '/pedido-automatico',
  '/pedido-manual',
  '/problemas-de-embalagem',
  '/combo',
  '/revisao-envio',
];

/** Where the 'Novo design!' switch shows (a subset of the order pages). */
export const NEW_DESIGN_PAGE_PATHS: PathPrefixes = ['/pedido-automatico', '/pedido-manual', '/problemas-de-embalagem', '/revisao-envio'];

/** The new-quotation wizard (/cotacao/criar and /cotacao/criar/{id}). */
export const WIZARD_PATHS: PathPrefixes = ['/cotacao/criar'];

export function isUnder(pathname: string, prefixes: PathPrefixes): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Router state that asks the wizard to start over even when the address already is /cotacao/criar
 * (the side column's 'Criar Cotação' after the buyer confirmed): the route remounts on a new value.
 */
export interface RestartState {
  restart: number;
}

export function restartKey(state: unknown): number {
  const restart = (state as Partial<RestartState> | null)?.restart;
  return typeof restart === 'number' ? restart : 0;
}
