import type { FiltroPedidoAutomaticoDto } from '../api/pedidoAutomaticoDto';

/**
 * The automatic order's product filter (spec 03 §3.1 "Automatic-order filter", §5, issue 10
 * part 2): its defaults, how it travels as query parameters (the API and the address use the same
 * names, so a deep link is the request), and the text matching the server applies to `busca`.
 */
/** The filter is the wire type itself (api/pedidoAutomaticoDto.ts): the rules below are about it. */
export type AutomaticOrderFilter = FiltroPedidoAutomaticoDto;
export type TipoComparacao = FiltroPedidoAutomaticoDto['tipoComparacao'];

export const DEFAULT_FILTER: AutomaticOrderFilter = Object.freeze({
  busca: '',
  idFornecedor: null,
  idRepresentante: null,
  idCliente: null,
  acimaDoValor: true,
  tipoComparacao: 0,
  valor: '0.00',
  filtroPorcentagem: true,
  conflitoDeEmbalagem: false,
  problemaDeMinimo: false,
  problemaFaturamentoMinimo: false,
  oportunidade: false,
  combo: false,
});

/** The filter value field takes at most 6 characters (spec 03 §5). */
export const FILTER_VALUE_MAX_LENGTH = 6;

/** Money mask of the value: comma decimals accepted, two decimals, invalid → "0.00". */
export function normalizeFilterValue(text: string): string {
  const cleaned = text.trim().slice(0, FILTER_VALUE_MAX_LENGTH).replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return '0.00';
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value.toFixed(2) : '0.00';
}

/** Search text as the server compares it: '%20' removed, no accents, lower case, trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/%20/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const FLAGS = ['conflitoDeEmbalagem', 'problemaDeMinimo', 'problemaFaturamentoMinimo', 'oportunidade', 'combo'] as const;
const IDS = ['idFornecedor', 'idRepresentante', 'idCliente'] as const;

/** Whether the value comparison narrows anything (a value of 0 compares nothing). */
export const comparesValue = (filter: AutomaticOrderFilter): boolean => Number(filter.valor) > 0;

/** Any criterion other than the defaults ('Limpar filtro' is offered, the empty state says so). */
export function isFilterActive(filter: AutomaticOrderFilter): boolean {
  return normalizeSearchText(filter.busca) !== '' || comparesValue(filter) || FLAGS.some((flag) => filter[flag]) || IDS.some((id) => filter[id] !== null);
}

/**
 * The filter as query parameters, only what differs from the defaults, in a fixed order (so the
 * same filter is always the same address and the same cache key on the server).
 */
export function filterToParams(filter: AutomaticOrderFilter): [string, string][] {
  const params: [string, string][] = [];
  const busca = filter.busca.trim();
  if (busca) params.push(['busca', busca]);
  for (const id of IDS) if (filter[id] !== null) params.push([id, String(filter[id])]);
  if (comparesValue(filter)) {
    params.push(['acimaDoValor', String(filter.acimaDoValor)], ['tipoComparacao', String(filter.tipoComparacao)], ['valor', filter.valor], ['filtroPorcentagem', String(filter.filtroPorcentagem)]);
  }
  for (const flag of FLAGS) if (filter[flag]) params.push([flag, 'true']);
  return params;
}

/** Reads a filter back from query parameters; anything missing or malformed takes its default. */
export function filterFromParams(params: URLSearchParams): AutomaticOrderFilter {
  const id = (name: string): number | null => {
    const value = Number(params.get(name));
    return params.has(name) && Number.isInteger(value) && value > 0 ? value : null;
  };
  const tipo = Number(params.get('tipoComparacao'));
  return {
    busca: (params.get('busca') ?? '').slice(0, 200),
    idFornecedor: id('idFornecedor'),
    idRepresentante: id('idRepresentante'),
    idCliente: id('idCliente'),
    acimaDoValor: params.get('acimaDoValor') !== 'false',
    tipoComparacao: tipo === 1 || tipo === 2 ? tipo : 0,
    valor: params.has('valor') ? normalizeFilterValue(params.get('valor') ?? '') : '0.00',
    filtroPorcentagem: params.get('filtroPorcentagem') !== 'false',
    conflitoDeEmbalagem: params.get('conflitoDeEmbalagem') === 'true',
    problemaDeMinimo: params.get('problemaDeMinimo') === 'true',
    problemaFaturamentoMinimo: params.get('problemaFaturamentoMinimo') === 'true',
    oportunidade: params.get('oportunidade') === 'true',
    combo: params.get('combo') === 'true',
  };
}

/** A stable text for the filter (cache keys, takeLatest keys). */
export const filterKey = (filter: AutomaticOrderFilter): string => new URLSearchParams(filterToParams(filter)).toString();

/**
 * The difference an item shows against the chosen comparison (spec 03 §9 "Price comparison
 * arrows"): price − reference (0), price − history (1), ordered − quoted (2); in percent of the
 * base or as an amount.
 */
export function comparisonDifference(tipo: TipoComparacao, percent: boolean, values: { price: number; reference: number; history: number; ordered: number; quoted: number }): number {
  const [current, base] = tipo === 0 ? [values.price, values.reference] : tipo === 1 ? [values.price, values.history] : [values.ordered, values.quoted];
  const difference = current - base;
  if (!percent) return difference;
  return base > 0 ? (difference / base) * 100 : 0;
}

/** Above: the difference exceeds the value; below: it is under minus the value ("by more than"). */
export function passesComparison(difference: number, filter: AutomaticOrderFilter): boolean {
  const limit = Number(filter.valor);
  return filter.acimaDoValor ? difference > limit : difference < -limit;
}
