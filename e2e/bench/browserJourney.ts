/**
 * npm run bench:journey — interaction latency (INP, issue 31) of a scripted journey on the `large`
 * scenario's power quotation (journeySteps.ts: open supplier, representative, order; edit a
 * quantity; filter; select all; 'Ver Respostas por Produto'; mass edit; packaging 'Aplicar'; combo
 * open; 'Confirmar Pedido'; the review's supplier, order and 'Relatório'; the manual order's page
 * change and quantity edit), measured from Event Timing entries (inpProbe.ts). Per interaction:
 * p75 and the worst of its samples over the runs. Also the packaging 'Aplicar' time and whether
 * progress showed. Each run starts from a fresh `large` database (the journey confirms the
 * orders). Written to e2e/bench/results/browser-journey.json and -cpu4x.json (benchRun.ts).
 * BENCH_QUICK=1: one run, at 1×; otherwise 3 runs at each rate.
 */
import type { BrowserContextOptions } from '@playwright/test';
import { automaticOrderIndex } from '../../mocks/db/automaticOrder/automaticOrderIndex';
import { db, resetDb } from '../../mocks/db/core/current';
import { quantityProblem, rulesOf } from '../../src/domain/orderQuantity';
import { QUICK, runBrowserBench } from './benchRun';
import { newBenchPage, signIn } from './browserMeasures';
import { JOURNEY_FILE, JOURNEY_STEPS, type JourneyFigures, type JourneyStep } from './browserTargets';
import { installInpProbe, interactionsBetween, pageNow } from './inpProbe';
import { runJourney, type JourneyData, type Step } from './journeySteps';
import { apiCall, biggestBranchOrder } from './largeQuotation';
import { median, percentile, round1 } from './stats';

const RUNS = QUICK ? 1 : 3;

/** The product of the order ordered at the most branches (the mass edit's), and an item whose quantity may be typed. */
function journeyData(): JourneyData {
  const order = biggestBranchOrder();
  const index = automaticOrderIndex(db(), order.idCotacao);
  const branches = new Map<number, number>();
  for (let p = 0; p < index.orders.length; p += 1) {
    for (let at = index.start[p]; at < index.start[p + 1]; at += 1) branches.set(index.product[at], (branches.get(index.product[at]) ?? 0) + 1);
  }
  const items = db().orderItems.get(order.idPedido).filter((item) => !item.combo && !item.quantidadeFixa);
  const mass = items.reduce((best, item) => ((branches.get(item.idProduto) ?? 0) > (branches.get(best.idProduto) ?? 0) ? item : best));
  const editable: Record<number, number> = {};
  for (const item of items) {
    const pack = Math.max(1, item.qtdeEmbalagem);
    if (item.qtdeMinima === 0 && quantityProblem(String(pack * 3), rulesOf(item)) === null) editable[item.id] = pack;
  }
  let massQuantity = Math.max(1, mass.qtdeEmbalagem) * 4;
  while (quantityProblem(String(massQuantity), rulesOf(mass)) !== null) massQuantity += Math.max(1, mass.qtdeEmbalagem);
  return { order, editable, massEan: mass.codigoBarras, massItemId: mass.id, massQuantity };
}

/** A fresh `large` database, its indexes built (the mock's warm-up, not the browser's time), and the journey's data in it. */
async function freshData(base: string): Promise<JourneyData> {
  // The mock runs in this process (benchServer.ts): its database is replaced here, as POST /__mock/reset does.
  resetDb('large');
  const data = journeyData();
  await apiCall(base, `/pedidoAutomatico/${data.order.idCotacao}/fornecedores?page=0&size=10`);
  return data;
}

void runBrowserBench<JourneyFigures>({
  name: 'journey (INP)',
  file: JOURNEY_FILE,
  prepare: async ({ browser, base }) => {
    const login = await newBenchPage(browser);
    await signIn(login, base);
    const signedIn = await login.context().storageState();
    await login.context().close();
    return signedIn;
  },
  measure: async ({ browser, base }, rate, signedIn) => {
    const samples = new Map<JourneyStep, number[]>();
    const longTasks = new Map<JourneyStep, number>();
    const applies: number[] = [];
    let progressShown = true;
    for (let run = 0; run < RUNS; run += 1) {
      const data = await freshData(base);
      const page = await newBenchPage(browser, signedIn as BrowserContextOptions['storageState'], rate);
      await installInpProbe(page);
      const step: Step = async (name, act) => {
        const from = await pageNow(page);
        await act().catch((error: unknown) => {
          throw new Error(`'${name}': ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        });
        const { latencies, longestTaskMs } = await interactionsBetween(page, from, await pageNow(page));
        if (latencies.length === 0) throw new Error(`no interaction recorded for '${name}'`);
        samples.set(name, [...(samples.get(name) ?? []), ...latencies]);
        longTasks.set(name, Math.max(longTasks.get(name) ?? 0, longestTaskMs));
      };
      const applied = await runJourney(page, step, base, data);
      applies.push(applied.ms);
      progressShown &&= applied.progressShown;
      await page.context().close();
    }
    const inp: JourneyFigures['inp'] = {};
    for (const name of JOURNEY_STEPS) {
      const values = samples.get(name) ?? [];
      if (values.length > 0) inp[name] = { p75Ms: round1(percentile(values, 75)), worstMs: round1(Math.max(...values)), samples: values.map(round1), longestTaskMs: round1(longTasks.get(name) ?? 0) };
    }
    return { runs: RUNS, inp, packagingApplyMs: round1(median(applies)), packagingProgressShown: progressShown ? 1 : 0 };
  },
});
