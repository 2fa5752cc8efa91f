import { DEFAULT_FILTER, type AutomaticOrderFilter } from './automaticOrderFilter';

/**
 * Orders above double (spec 03 §4.2, §9): a product is over when its ordered quantity is more
 * than 100 % above the quoted. 'Revisar as quantidades' shows exactly those products: the filter
 * compares ordered vs quoted (tipoComparacao 2), above 100.00, in percent; the other fields are
 * cleared so no earlier search hides one of them (docs/decisions.md).
 */
export const OVER_DOUBLE_PERCENT = 100;

export const OVER_DOUBLE_FILTER: AutomaticOrderFilter = Object.freeze({
  ...DEFAULT_FILTER,
  tipoComparacao: 2,
  valor: OVER_DOUBLE_PERCENT.toFixed(2),
  filtroPorcentagem: true,
  acimaDoValor: true,
});

/** Whether an ordered quantity is above double the quoted. */
export const isOverDouble = (ordered: number, quoted: number): boolean => quoted > 0 && ((ordered - quoted) / quoted) * 100 > OVER_DOUBLE_PERCENT;
