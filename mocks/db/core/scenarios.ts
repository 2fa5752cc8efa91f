import type { ScenarioName, ScenarioShape } from './types';

export const SCENARIOS: Record<ScenarioName, ScenarioShape> = {
  demo: {
    name: 'demo',
    seed: 20261122,
    branches: 10,
    products: 374,
    suppliers: 6,
    representativesPerSupplier: [1, 3],
    quotationsPerStatus: 3,
    itemsPerQuotation: [12, 60],
    itemsPerOrder: [4, 30],
    unansweredSample: true,
  },
  e2e: {
    name: 'e2e',
    seed: 42,
    branches: 4,
    products: 60,
    suppliers: 3,
    representativesPerSupplier: [1, 2],
    quotationsPerStatus: 1,
    itemsPerQuotation: [5, 12],
    itemsPerOrder: [2, 8],
    quantityRuleSamples: true,
  },
  large: {
    name: 'large',
    seed: 300,
    branches: 300,
    // The power quotation's biggest order holds 5,000 distinct products: the catalogue has them.
    products: 5000,
    suppliers: 15,
    representativesPerSupplier: [1, 1],
    quotationsPerStatus: 2,
    itemsPerQuotation: [20, 80],
    itemsPerOrder: [4, 30],
    powerQuotation: { branches: 300, products: 3000, suppliers: 15, biggestOrderItems: 5000 },
  },
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return value === 'demo' || value === 'large' || value === 'e2e';
}
