/** Small statistics shared by the benchmarks. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const round1 = (value: number): number => Math.round(value * 10) / 10;
