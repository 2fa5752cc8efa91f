/**
 * The browser figures of issues 10 and 31, their JSON files in e2e/bench/results/ (one per CPU
 * rate: rateFile) and their targets, at 1× and at 4× CPU, those relative to a baseline taken from
 * the baselines measured in the same run and throttle. A page bench writes its own file with the
 * figures it measured; report.ts prints them beside these targets with pass or miss, and fails
 * when an expected figure is missing (a target is expected at a rate when it has a bound there).
 */
export const FIRST_PAGE_FILE = 'browser-first-page.json';
export const BASELINES_FILE = 'browser-baselines.json';
export const AUTOMATIC_ORDER_FILE = 'browser-automatic-order.json';
export const ORDER_REVIEW_FILE = 'browser-order-review.json';
export const MANUAL_ORDER_FILE = 'browser-manual-order.json';
export const JOURNEY_FILE = 'browser-journey.json';

/** The file of a rate: the 1× file as named, `browser-x-cpu4x.json` at 4×. */
export const rateFile = (file: string, rate: number): string => (rate === 1 ? file : file.replace(/\.json$/, `-cpu${rate}x.json`));

/** 150 kB gzip, kB = 1,000 bytes. */
export const FIRST_PAGE_BUDGET_BYTES = 150_000;

export interface FirstPageFigures {
  gzipBytes: number;
  budgetBytes: number;
  agGridFree: boolean;
  scripts: { url: string; gzipBytes: number; hasAgGrid: boolean }[];
}

export interface BaselineFigures {
  runs: number;
  rows: number;
  /** Bare AG Grid + fetch + JSON.parse of the 5,000 items: click → rows painted (median ms). */
  bareOpenMedianMs: number;
  /** Frame interval while scrolling the bare grid (p95 ms). */
  bareScrollP95Ms: number;
  /** Vanilla DOM cell update, Enter → cell text (p95 ms), and → next frame painted. */
  vanillaCommitP95Ms: number;
  vanillaCommitPaintP95Ms: number;
}

/** What the automatic-order page bench will write, each figure measured with browserMeasures.ts. */
export interface AutomaticOrderFigures {
  firstSuppliersAndCardsMedianMs?: number;
  fetchedItemShare?: number;
  openBiggestOrderMedianMs?: number;
  /** Enter's keydown → cell, store and total updated and painted (browserMeasures.enterCommit paintMs), p95. */
  editCommitP95Ms?: number;
  heapRatio50to20?: number;
  scrollP95Ms?: number;
  /** A mass edit of one product at all its branches: click → the open grid's cell painted, median (browserMassEdit.ts). */
  massEditMedianMs?: number;
  /** Of which the request alterarQuantidadeRespostaEmMassa (sent → answer received), median. */
  massEditRequestMedianMs?: number;
  /** Dispatches that changed the order-items store during one mass edit. */
  massEditItemStoreChanges?: number;
  massEditBranches?: number;
}

/** What the review page bench (browserOrderReview.ts) writes. */
export interface OrderReviewFigures {
  firstSuppliersMedianMs?: number;
  /** 'Imprimir' → the 'Relatório' dialog of every confirmed order painted, median. */
  reportMedianMs?: number;
  /** The orders the report lists. */
  reportOrders?: number;
  openBiggestOrderMedianMs?: number;
  itemRowsFetchedOnOpen?: number;
  nextPageMedianMs?: number;
}

/** What the manual order page bench (browserManualOrder.ts) writes. */
export interface ManualOrderFigures {
  firstBranchesMedianMs?: number;
  /** Requests to the API from the navigation to the first page painted and the network idle (the most of the runs). */
  firstPageRequests?: number;
  branchesReadOnOpen?: number;
  nextPageMedianMs?: number;
  branchesReadAfterNextPage?: number;
}

/** The interactions of the INP journey (browserJourney.ts), in its order. */
export const JOURNEY_STEPS = [
  'open supplier',
  'open representative',
  'open order',
  'edit a quantity',
  'filter',
  'select all',
  'Ver Respostas por Produto',
  'mass edit',
  'Confirmar Pedido',
  'review: open supplier',
  'review: open order',
  'review: Relatório',
  'manual order: page change',
  'manual order: quantity edit',
  "packaging: 'Aplicar'",
  'combo: open',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** What the journey bench (browserJourney.ts) writes: per interaction, the p75 and the worst of its INP over the journey's runs. */
export interface JourneyFigures {
  runs?: number;
  /** Per interaction: p75 and worst latency, the samples, and the longest main-thread task during it (0: none over 50 ms). */
  inp?: Partial<Record<JourneyStep, { p75Ms: number; worstMs: number; samples: number[]; longestTaskMs: number }>>;
  /** 'Aplicar' on the power quotation's packaging problems: click → the computed quantities painted. */
  packagingApplyMs?: number;
  /** 1 when a progress indicator was on screen while 'Aplicar' ran. */
  packagingProgressShown?: number;
}

/** A target at one CPU rate: `value compare limit`; the limit may depend on the baselines of that rate. */
export interface Bound<F> {
  limit: (baselines: BaselineFigures, page: F) => number;
  rule: string;
  compare?: '≤' | '≥' | '=';
  /** The limit is a multiple of a baseline: none without the baselines of the rate. */
  needsBaseline?: boolean;
}

export interface Target<F> {
  name: string;
  value: (page: F) => number | undefined;
  /** The bound at 1× and at 4×; a target without one at a rate is not measured there. */
  at: { 1: Bound<F>; 4?: Bound<F> };
}

const atMost = <F>(limit: number): Bound<F> => ({ limit: () => limit, rule: `≤ ${limit}` });
const timesBare = <F>(factor: number, of: keyof BaselineFigures, what: string): Bound<F> => ({ limit: (b) => factor * b[of], rule: `≤ ${factor} × ${what}`, needsBaseline: true });

/** Issue 31's table for the automatic order; the other rows are the earlier issues' (10, 11), at 1×. */
export const AUTOMATIC_ORDER_TARGETS: Target<AutomaticOrderFigures>[] = [
  { name: 'automatic order: first suppliers + 15 cards, median (ms)', value: (p) => p.firstSuppliersAndCardsMedianMs, at: { 1: atMost(1000), 4: atMost(2000) } },
  { name: 'automatic order: share of the item payload fetched', value: (p) => p.fetchedItemShare, at: { 1: atMost(0.05) } },
  { name: 'automatic order: open the 5,000-item order, median (ms)', value: (p) => p.openBiggestOrderMedianMs, at: { 1: timesBare(1.2, 'bareOpenMedianMs', 'bare'), 4: timesBare(1.2, 'bareOpenMedianMs', 'bare') } },
  // Compared painted to painted: both include the wait for the next frame, as the user sees them.
  { name: 'automatic order: quantity edit committed and painted, p95 (ms)', value: (p) => p.editCommitP95Ms, at: { 1: timesBare(1.5, 'vanillaCommitPaintP95Ms', 'vanilla painted'), 4: timesBare(1.5, 'vanillaCommitPaintP95Ms', 'vanilla painted') } },
  { name: 'automatic order: scroll frame interval, p95 (ms)', value: (p) => p.scrollP95Ms, at: { 1: timesBare(1.1, 'bareScrollP95Ms', 'bare'), 4: timesBare(1.2, 'bareScrollP95Ms', 'bare') } },
  { name: 'automatic order: heap after 50 / after 20 orders', value: (p) => p.heapRatio50to20, at: { 1: atMost(1.1) } },
  { name: 'automatic order: mass edit at every branch of a product, median (ms)', value: (p) => p.massEditMedianMs, at: { 1: { limit: (_b, p) => 3 * (p.editCommitP95Ms ?? 0), rule: '≤ 3 × one quantity edit' } } },
  // The quantity shows in one action before the server answers; its answer brings the items' new versions (issue 27) in one more.
  { name: 'automatic order: mass edit, actions changing the item store', value: (p) => p.massEditItemStoreChanges, at: { 1: atMost(2) } },
  { name: 'automatic order: mass edit, branches of the product', value: (p) => p.massEditBranches, at: { 1: { limit: () => 300, rule: '≥ 300', compare: '≥' } } },
];

/** The review: first suppliers and 'Relatório' (issue 31); its 5,000-item order paged by the server, 10 rows a page (issue 12). */
export const ORDER_REVIEW_TARGETS: Target<OrderReviewFigures>[] = [
  { name: 'order review: first suppliers, median (ms)', value: (p) => p.firstSuppliersMedianMs, at: { 1: atMost(800), 4: atMost(1600) } },
  { name: "order review: 'Relatório' of every confirmed order, median (ms)", value: (p) => p.reportMedianMs, at: { 1: atMost(1000), 4: atMost(2000) } },
  { name: "order review: orders in the 'Relatório'", value: (p) => p.reportOrders, at: { 1: { limit: () => 4500, rule: '≥ 4500', compare: '≥' } } },
  { name: 'order review: item rows fetched to open the 5,000-item order', value: (p) => p.itemRowsFetchedOnOpen, at: { 1: atMost(10) } },
  { name: 'order review: open the 5,000-item order, median (ms)', value: (p) => p.openBiggestOrderMedianMs, at: { 1: timesBare(1, 'bareOpenMedianMs', 'bare') } },
  { name: 'order review: next page of that order, median (ms)', value: (p) => p.nextPageMedianMs, at: { 1: timesBare(1, 'bareOpenMedianMs', 'bare') } },
];

/** The manual order's first page (issue 31); paging without reading the other branches (issue 13). */
export const MANUAL_ORDER_TARGETS: Target<ManualOrderFigures>[] = [
  { name: 'manual order: first page of branches with products, median (ms)', value: (p) => p.firstBranchesMedianMs, at: { 1: atMost(1000), 4: atMost(2000) } },
  { name: 'manual order: requests to its first page', value: (p) => p.firstPageRequests, at: { 1: atMost(10) } },
  { name: 'manual order: branches read to open it', value: (p) => p.branchesReadOnOpen, at: { 1: atMost(10) } },
  { name: 'manual order: next page of branches, median (ms)', value: (p) => p.nextPageMedianMs, at: { 1: atMost(2000) } },
  { name: 'manual order: branches read after the next page', value: (p) => p.branchesReadAfterNextPage, at: { 1: atMost(20) } },
];

/** INP of every journey interaction, and packaging 'Aplicar' (issue 31). */
export const JOURNEY_TARGETS: Target<JourneyFigures>[] = [
  { name: "packaging 'Aplicar' on the power quotation (ms)", value: (p) => p.packagingApplyMs, at: { 1: atMost(1000), 4: atMost(2000) } },
  { name: "packaging 'Aplicar': progress shown (1 = yes)", value: (p) => p.packagingProgressShown, at: { 1: { limit: () => 1, rule: '= 1', compare: '=' } } },
  ...JOURNEY_STEPS.flatMap((step): Target<JourneyFigures>[] => [
    { name: `INP ${step}: p75 (ms)`, value: (p) => p.inp?.[step]?.p75Ms, at: { 1: atMost(100), 4: atMost(200) } },
    { name: `INP ${step}: worst (ms)`, value: (p) => p.inp?.[step]?.worstMs, at: { 1: atMost(200), 4: atMost(500) } },
  ]),
];

/** Whether `value` meets the bound (null: not measured). */
export function meets<F>(bound: Bound<F>, value: number, limit: number): boolean {
  const compare = bound.compare ?? '≤';
  return compare === '≤' ? value <= limit : compare === '≥' ? value >= limit : value === limit;
}
