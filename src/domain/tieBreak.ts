import { brasiliaDateTime } from './brasiliaTimeParsing';

/**
 * The tie-break chain between answers to the same product for the same branch (spec 02 §4.7).
 * Default: lowest price, highest net price, longest payment term, lowest minimum billing, first
 * to answer. Custom: lowest cost price, lowest net price, longest payment term, the buyer's saved
 * supplier preference, lowest minimum billing, first to respond. Where the quotation uses SIC, the
 * SIC supplier order comes right after the supplier preference's place (after the payment term).
 * "Price" and "cost price" are the price the buyer pays (precoComST); "net price" is the price net
 * of the tax substitution (precoSemST); see docs/decisions.md. Money compares in whole cents; the
 * answer id ends every chain, so the order is total and never depends on input order.
 */
export interface TieBreakCandidate {
  /** precoComST */
  price: number;
  /** precoSemST */
  netPrice: number;
  /** diasPrazoPagamento of the answer's terms. */
  paymentDays: number;
  /** faturamentoMinimo of the answer's terms. */
  minimumBilling: number;
  /** When the answer was sent (ms since the epoch; unknown = last). */
  answeredAt: number;
  /** Last resort, so the choice never depends on input order (the answer id). */
  sequence: number;
  /** Position (from 1) of the answer's supplier/representative in the buyer's custom preference; absent = after every listed one. */
  preference?: number;
  /** Position (from 1) of the answer's supplier in the SIC order; absent = after every listed one. */
  sicPreference?: number;
}

/** Which chain applies: the buyer's custom configuration, and whether the quotation uses SIC. */
export interface TieBreakRules {
  custom: boolean;
  sic: boolean;
}

export const DEFAULT_TIE_BREAK: TieBreakRules = { custom: false, sic: false };

/** One link of the chain: how it compares (negative when `a` wins) and how it reads in an explanation. */
export interface TieBreakCriterion {
  compare(a: TieBreakCandidate, b: TieBreakCandidate): number;
  /** What decided, e.g. 'menor preço'. */
  decided: string;
  /** The same thing when it tied, e.g. 'preço'. */
  tied: string;
  /** The value as shown, e.g. 'R$ 10,20'. */
  shown(candidate: TieBreakCandidate): string;
}

const UNLISTED = Number.MAX_SAFE_INTEGER;
const cents = (value: number): number => Math.round(value * 100);
const sign = (value: number): number => (value > 0 ? 1 : value < 0 ? -1 : 0);

const moneyFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: number): string => `R$ ${moneyFormat.format(cents(value) / 100)}`;
const position = (value: number | undefined): string => (value === undefined || value >= UNLISTED ? 'sem posição' : `${value}º`);
const dateTime = (ms: number): string => (ms >= UNLISTED ? 'sem data de envio' : brasiliaDateTime(ms));

const lower = (read: (c: TieBreakCandidate) => number) => (a: TieBreakCandidate, b: TieBreakCandidate) => sign(read(a) - read(b));
const higher = (read: (c: TieBreakCandidate) => number) => (a: TieBreakCandidate, b: TieBreakCandidate) => sign(read(b) - read(a));

const PRICE: TieBreakCriterion = { compare: lower((c) => cents(c.price)), decided: 'menor preço', tied: 'preço', shown: (c) => money(c.price) };
const COST_PRICE: TieBreakCriterion = { ...PRICE, decided: 'menor preço de custo', tied: 'preço de custo' };
const NET_HIGH: TieBreakCriterion = { compare: higher((c) => cents(c.netPrice)), decided: 'maior preço líquido', tied: 'preço líquido', shown: (c) => money(c.netPrice) };
const NET_LOW: TieBreakCriterion = { compare: lower((c) => cents(c.netPrice)), decided: 'menor preço líquido', tied: 'preço líquido', shown: (c) => money(c.netPrice) };
const TERM: TieBreakCriterion = { compare: higher((c) => c.paymentDays), decided: 'maior prazo', tied: 'prazo', shown: (c) => String(c.paymentDays) };
const PREFERENCE: TieBreakCriterion = {
  compare: lower((c) => c.preference ?? UNLISTED),
  decided: 'preferência do comprador',
  tied: 'preferência do comprador',
  shown: (c) => position(c.preference),
};
const SIC: TieBreakCriterion = { compare: lower((c) => c.sicPreference ?? UNLISTED), decided: 'ordem SIC', tied: 'ordem SIC', shown: (c) => position(c.sicPreference) };
const MINIMUM: TieBreakCriterion = {
  compare: lower((c) => cents(c.minimumBilling)),
  decided: 'menor faturamento mínimo',
  tied: 'faturamento mínimo',
  shown: (c) => money(c.minimumBilling),
};
const FIRST: TieBreakCriterion = { compare: lower((c) => c.answeredAt), decided: 'respondeu primeiro', tied: 'data de envio', shown: (c) => dateTime(c.answeredAt) };
const SEQUENCE: TieBreakCriterion = { compare: lower((c) => c.sequence), decided: 'resposta registrada antes', tied: 'registro', shown: (c) => `nº ${c.sequence}` };

const CHAINS = new Map<string, readonly TieBreakCriterion[]>([
  ['false:false', [PRICE, NET_HIGH, TERM, MINIMUM, FIRST, SEQUENCE]],
  ['false:true', [PRICE, NET_HIGH, TERM, SIC, MINIMUM, FIRST, SEQUENCE]],
  ['true:false', [COST_PRICE, NET_LOW, TERM, PREFERENCE, MINIMUM, FIRST, SEQUENCE]],
  ['true:true', [COST_PRICE, NET_LOW, TERM, PREFERENCE, SIC, MINIMUM, FIRST, SEQUENCE]],
]);

/** The criteria of a chain, first to last. */
export function tieBreakChain(rules: TieBreakRules): readonly TieBreakCriterion[] {
  return CHAINS.get(`${rules.custom}:${rules.sic}`)!;
}

/** Negative when `a` wins over `b` by the chain of `rules`; 0 only for the same answer. */
export function compareByTieBreak(rules: TieBreakRules, a: TieBreakCandidate, b: TieBreakCandidate): number {
  for (const criterion of tieBreakChain(rules)) {
    const result = criterion.compare(a, b);
    if (result !== 0) return result;
  }
  return 0;
}

/** The default chain (no custom preference, no SIC). */
export function compareByDefaultTieBreak(a: TieBreakCandidate, b: TieBreakCandidate): number {
  return compareByTieBreak(DEFAULT_TIE_BREAK, a, b);
}

/** 'a', 'a e b', 'a, b e c'. */
function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} e ${words[words.length - 1]}`;
}

/** How `chosen` compares with `other`: whether it wins and the first criterion that decided, with both values. */
export interface TieBreakExplanation {
  wins: boolean;
  /** e.g. 'menor preço: R$ 10,20 × R$ 10,45'; 'empate em preço e preço líquido; maior prazo: 60 × 30 dias'. */
  text: string;
}

export function explainTieBreak(rules: TieBreakRules, chosen: TieBreakCandidate, other: TieBreakCandidate): TieBreakExplanation {
  const chain = tieBreakChain(rules);
  const at = chain.findIndex((criterion) => criterion.compare(chosen, other) !== 0);
  if (at < 0) return { wins: false, text: 'mesma resposta' };
  const criterion = chain[at];
  const unit = criterion === TERM ? ' dias' : '';
  const decided = `${criterion.decided}: ${criterion.shown(chosen)} × ${criterion.shown(other)}${unit}`;
  const ties = chain.slice(0, at).map((link) => link.tied);
  return { wins: criterion.compare(chosen, other) < 0, text: ties.length ? `empate em ${listed(ties)}; ${decided}` : decided };
}
