/**
 * The p-th percentile of `values` by the nearest-rank method (the value at rank ⌈p/100 · n⌉),
 * so a median of an even count is the lower middle one, a value that was measured; NaN for none.
 */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
